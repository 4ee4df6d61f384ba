/** The labels of the layout screens: headings, buttons, fields, hints (docs/product/texts.md). */
export const LAYOUT_SCREEN = {
  /** A part of the app whose code could not be fetched (lib/lazy.tsx). */
  partFailed: 'This part of Squadhub could not load. Check your connection, then reload.',
  reload: 'Reload',
  /** The site header's account controls. */
  header: {
    account: 'Account',
    superAdmin: 'Super admin',
    superAdminBadge: 'SUPER ADMIN',
    /** The balance button's name: it starts with what it shows (the username and the coins). */
    balance: (username: string, coins: number) => `${username} ${coins} coins, open My Account`,
    myAccount: 'My Account',
    logout: 'Logout',
    logIn: 'Log in',
    register: 'Register',
  },
  /** The header's connection tag: its name, and its title. */
  connection: {
    connecting: { label: 'Connecting', title: 'Live updates: connecting' },
    online: { label: 'Online', title: 'Live updates: online' },
    reconnecting: { label: 'Reconnecting', title: 'Live updates: reconnecting' },
    offline: { label: 'Offline', title: 'Live updates: offline' },
  },
  allTournaments: 'All tournaments',
  support: 'Contact support on WhatsApp',
  /** The toasts' region and each toast's close button. */
  toaster: {
    region: 'Notifications',
    close: 'Close toast',
  },
  dialog: {
    close: 'Close',
    /** The hidden description of a dialog whose title is not plain text. */
    untitled: 'Dialog',
    cancel: 'Cancel',
    confirm: 'Confirm',
  },
  /** A seat's price on the button that takes it. */
  entryFee: {
    free: 'free',
    coins: 'coins',
  },
  imagePicker: {
    hint: 'PNG, JPG, WebP or GIF, up to 5MB',
    preview: 'Selected image preview',
    change: 'Change image',
    choose: 'Choose image',
    none: 'No image selected',
    remove: 'Remove image',
    progress: 'Upload progress',
  },
  tryAgain: 'Try again',
  loading: 'Loading',
  tabs: 'Tabs',
  /** What the service worker shows for a push message it cannot read. */
  pushFallback: 'Something changed in Squadhub.',
} as const;
