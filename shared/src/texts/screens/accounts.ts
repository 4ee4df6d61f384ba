/** The labels of the accounts screens: headings, buttons, fields, hints (docs/product/texts.md). */
export const ACCOUNTS_SCREEN = {
  /** The auth dialog's title in login mode, and every Log in button and link. */
  logIn: 'Log in',
  register: 'Register',
  email: 'Email',
  password: 'Password',
  save: 'Save',
  /** Roles, as My Account's badge and the cash-out chat name them. */
  roles: {
    admin: 'Admin',
    superAdmin: 'Super admin',
  },
  authDialog: {
    registerTitle: 'Create your account',
    loginDescription: 'Welcome back. Log in with your email or phone number.',
    registerDescription: 'Join tournaments, win coins and cash out your winnings.',
  },
  loginForm: {
    identifier: 'Email or phone number',
    identifierPlaceholder: 'you@example.com or 07700 900123',
    rememberMe: 'Remember me',
    forgotPassword: 'Forgot password?',
    forgotUsername: 'Forgot username?',
    noAccount: "Don't have an account?",
  },
  registerForm: {
    fullName: 'Full name',
    codmUsername: 'CODM username',
    codmUsernamePlaceholder: 'Your in-game name',
    countryCode: 'Country code',
    phoneOptional: 'Phone (optional)',
    tiktokUsername: 'TikTok username',
    tiktokPreview: (link: string) => `Your profile: ${link}`,
    tiktokHint: 'Needed so creators and viewers can find you.',
    confirmPassword: 'Confirm password',
    submit: 'Create account',
    haveAccount: 'Already have an account?',
  },
  passwordInput: {
    hide: 'Hide password',
    show: 'Show password',
  },
  changeTiktok: {
    /** The dialog's title and My Account's button that opens it. */
    title: 'Change TikTok',
    description: 'Paste your TikTok profile link or type your @handle.',
    link: 'TikTok link',
    preview: (link: string) => `Will be saved as ${link}`,
  },
  gameIdentity: {
    title: 'Game identity',
    intro:
      'Your UID and in-game name let hosts check the lobby against the room. Some tournaments ask for them. You can change them a few times a day.',
    uid: 'Game UID',
    uidHint: (min: number, max: number) => `${min} to ${max} digits, from your in-game profile`,
    name: 'In-game name',
    nameHint: 'Exactly as the lobby shows it, symbols included',
  },
  profile: {
    /** The country code of a player who gave no phone number. */
    noPhone: (countryCode: string) => `${countryCode} · no phone number`,
    coinBalance: 'Coin balance',
    purchasedCoins: 'Purchased coins',
    forEntries: 'for tournament entries',
    /** What the winnings are worth (£). */
    worth: (amount: string) => `worth ${amount}`,
    phone: 'Phone',
    tiktokProfile: (link: string) => `TikTok profile ${link} (opens in a new tab)`,
  },
  pushSettings: {
    title: 'Phone notifications',
    loading: 'Loading',
    switches: 'Notifications on this device',
  },
  resetPage: {
    invalidTitle: 'Invalid Reset Link',
    invalidBody: {
      password:
        'This password reset link is incomplete. Open the link from your email again, or request a new one from the login dialog (Forgot password?).',
      username:
        'This username reset link is incomplete. Open the link from your email again, or request a new one from the login dialog (Forgot username?).',
    },
    returnToLogin: 'Return to Login',
    backToDashboard: 'Back to the dashboard',
  },
  resetRequest: {
    password: {
      title: 'Reset Password',
      description:
        "Enter your account's email and we'll send you a link to choose a new password. It works for 1 hour.",
      button: 'Send reset link',
    },
    username: {
      title: 'Reset Username',
      description:
        "Enter your account's email and we'll send you a link to choose a new username. It works for 1 hour.",
      button: 'Send username link',
    },
  },
  session: {
    newPasswordHint: 'At least 8 characters.',
  },
} as const;
