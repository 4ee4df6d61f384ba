/** The labels of the admin screens: headings, buttons, fields, hints (docs/product/texts.md). */
export const ADMIN_SCREEN = {
  /** Words more than one admin screen (and the pages) draw. */
  save: 'Save',
  cancel: 'Cancel',
  approve: 'Approve',
  /** "by" and who: a dispute's filer, a pending tournament's creator, a tournament page's host. */
  by: (name: string) => `by ${name}`,
  coins: (n: number) => `${n} coins`,
  winnings: (n: number) => `${n} winnings`,
  /** A tournament's state as the screens print it (lower case: CSS capitalises it). */
  status: {
    pending: 'pending',
    upcoming: 'upcoming',
    live: 'live',
    completed: 'completed',
  },

  /** The super admin's menu on the dashboard toolbar (AdminMenu). */
  menu: {
    admin: 'Admin',
    tools: 'Admin tools',
    /** The trigger's name while tournaments wait ("20+" when more pages wait). */
    adminWaiting: (waiting: number | string) => `Admin ${waiting} waiting for approval`,
    waiting: (waiting: number | string) => `${waiting} waiting for approval`,
    newPaymentRequest: 'new payment request',
    paymentRequestsNew: 'Payment Requests, new request',
    dashboard: 'Super Admin Dashboard',
    paymentRequests: 'Payment Requests',
    coinPrices: 'Coin Prices',
  },

  /** The end of a paged admin list (LoadMore). */
  loadMore: 'Load more',

  /** The Super Admin Dashboard dialog. */
  dashboard: {
    waiting: 'Waiting for approval',
    settings: 'Settings',
  },

  /** The approval queue (PendingTournamentsPanel). */
  pending: {
    loading: 'Loading pending tournaments',
    empty: 'No tournaments waiting for approval',
    series: (matches: number) => `Series · ${matches} matches`,
    teams: (n: number) => `${n} teams`,
    entry: (n: number) => `${n} coins entry`,
    startsWhenFull: 'Starts when full',
    contributes: (n: number) => `contributes ${n} coins`,
    decline: 'Decline',
    declineTitle: 'Decline tournament?',
    declineMessage: (title: string, creator: string) =>
      `${title} by ${creator} will be declined and deleted. This cannot be undone.`,
    contributionBack: (n: number) => `The creator gets their ${n} coin contribution back.`,
    declineConfirm: 'Decline and delete',
  },

  /** The instant-approval price (AutoApprovalPriceForm). */
  autoApproval: {
    label: 'Instant approval price (coins)',
    hint: 'What a creator pays to approve their own tournament at once.',
  },

  /** Super Admin full tournament control (TournamentControlDialog and its tabs). */
  control: {
    title: 'Tournament control',
    details: 'Details',
    players: (n: number) => `Players (${n})`,
    image: 'Image',
  },
  details: {
    title: 'Title',
    description: 'Description',
    tiktokLink: 'TikTok link',
    gameMode: 'Game mode',
    entryFee: 'Entry fee (coins)',
    prizePool: 'Prize pool (coins)',
    prizePoolHint: 'Entry fees paid plus the creator contribution',
    maxTeams: 'Max teams',
    slotsPerTeam: 'Slots per team',
    startType: 'Start type',
    scheduled: 'Scheduled',
    whenFull: 'When full',
    startDate: 'Start date',
    timeZone: (zone: string) => `Your time zone: ${zone}`,
    status: 'Status',
    entriesStopped: 'Entries stopped',
    requireGameIdentity: 'Seats only for players with a game UID and in-game name (seats already taken stay)',
    reset: 'Reset',
    saveChanges: 'Save changes',
  },
  playersTab: {
    nobody: 'Nobody has joined this tournament yet.',
    notCheckedIn: 'Not checked in',
    kick: 'Kick',
    kickTitle: 'Kick player?',
    kickConfirm: 'Kick and refund',
    waitlist: 'Waitlist',
    waitlistCount: (n: number) => `Waitlist (${n})`,
  },
  image: {
    currentOf: (title: string) => `Current image of ${title}`,
    none: 'No image',
    current: 'Current image',
    templates: 'Template images',
    useTemplate: 'Use a template image',
    uploadSection: 'Upload a custom image',
    uploadLabel: 'Or upload a custom image',
    upload: 'Upload image',
  },

  /** The disputes queue (DisputesPanel). */
  disputes: {
    description: "Open reports of wrong results. Each stops its tournament's payout until you rule on it.",
    removedTournament: 'Removed tournament',
    match: (n: number) => `match ${n}`,
    team: (n: number) => `team ${n}`,
  },

  /** Payment Requests (PaymentRequestsPanel, PaymentRequestCard). */
  payments: {
    description: 'Cash-out requests from players. Approve, reject (refunds the winnings) or mark as paid.',
    empty: 'No payment requests found',
    address: 'Address',
    adminNotes: 'Admin notes',
    processed: 'Processed',
    markAsPaid: 'Mark as Paid',
    chat: 'Chat',
    /** How the money goes, in the confirmations (PayPal is named as it is). */
    bankTransfer: 'bank transfer',
    approveTitle: 'Approve cash-out?',
    approveMessage: (username: string, amount: string, method: string) =>
      `${username} is told their ${amount} is on the way by ${method}. An approved request can no longer be rejected.`,
    approveConfirm: (amount: string) => `Approve ${amount}`,
    markPaidTitle: 'Mark as paid?',
    markPaidMessage: (amount: string, username: string, method: string) =>
      `Only if ${amount} has reached ${username} by ${method}. The request is then closed.`,
    markPaidConfirm: 'Mark as paid',
    rejectTitle: 'Reject request?',
    rejectMessage: (username: string, winnings: number) =>
      `${username}'s ${winnings} winnings will be refunded to their account.`,
    rejectConfirm: 'Reject and refund',
  },

  /** Admin Players (PlayersPanel). */
  players: {
    withDemo: 'Registered players. Demo players are included.',
    withoutDemo: 'Registered players (demo players hidden).',
    searchLabel: 'Search players',
    searchPlaceholder: 'Username, email or phone',
    search: 'Search',
    clear: 'Clear',
    showDemo: 'Show demo players',
    noMatch: (search: string) => `No players match “${search}”.`,
    none: 'No players yet.',
    demo: 'Demo',
  },

  /** One player's details (PlayerDetailsView, AdjustmentHistory). */
  player: {
    personalInfo: 'Personal info',
    fullName: 'Full name',
    codmUsername: 'CODM username',
    email: 'Email',
    emailVerified: (email: string) => `${email} (verified)`,
    emailNotVerified: (email: string) => `${email} (not verified)`,
    phone: 'Phone',
    userId: 'User id',
    joined: 'Joined',
    gameUid: 'Game UID',
    gameName: 'In-game name',
    coinsAndBalance: 'Coins and balance',
    purchasedCoins: 'Purchased coins',
    winnings: 'Winnings',
    coinBalance: 'Coin balance',
    wonAllTime: 'Won all time',
    totalPurchased: 'Total purchased',
    totalTransactions: 'Total transactions',
    statistics: 'Tournament statistics',
    participated: 'Participated',
    won: 'Won',
    purchaseHistory: 'Purchase history',
    noPurchases: 'No purchases.',
    cashoutHistory: 'Cashout history',
    noCashouts: 'No cash-outs.',
    accountHistory: 'Account history',
    noIdentityChanges: 'No changes of the game identity.',
    identityChange: (uidFrom: string, uidTo: string, nameFrom: string, nameTo: string) =>
      `Game identity: UID ${uidFrom} → ${uidTo}, name ${nameFrom} → ${nameTo}`,
    /** A game identity's UID or name before the first one was stored. */
    none: 'none',
    adjustments: 'Adjustments',
    adjust: 'Adjust',
    noAdjustments: 'No adjustments.',
    noReason: 'No reason given',
  },

  /** Setting a player's purchased coins or winnings (AdjustBalanceForm). */
  adjust: {
    coinsFailed: (detail: string) => `Failed to adjust coins: ${detail}`,
    winningsFailed: (detail: string) => `Failed to adjust winnings: ${detail}`,
    setCoins: 'Set purchased coins',
    setWinnings: 'Set winnings',
    update: 'Update',
    coinsTitle: 'Adjust purchased coins?',
    winningsTitle: 'Adjust winnings?',
    setTo: (value: number | string) => `Set to ${value}`,
    coinsRecap: (username: string) => `${username}’s purchased coins:`,
    winningsRecap: (username: string) => `${username}’s winnings:`,
    becomes: 'becomes',
    noChange: 'no change',
    ledgerNote: 'The ledger records the difference under your name.',
    reasonLabel: 'Reason (optional)',
    reasonHint: (max: number) => `Kept with the change in the player's history. Up to ${max} characters.`,
    reasonPlaceholder: 'e.g. Refund for a crashed match',
  },

  /** Deleting a player (DeletePlayerButton). */
  deletePlayer: {
    failed: (detail: string) => `Deletion failed: ${detail}`,
    button: 'Delete player',
    confirmTitle: 'Delete player?',
    continue: 'Continue',
    confirmMessage: (username: string) =>
      `${username} and every tournament they created will be deleted. Players seated in those tournaments get their entry fees back.`,
    /** DELETE is the word the admin types: it stays as it is in every language. */
    typeTitle: 'Type DELETE to confirm',
    deleteName: (username: string) => `Delete ${username}`,
    confirmation: 'Confirmation',
  },

  /** Coin Prices (CoinPricesPanel). */
  prices: {
    description: 'What players pay for each coin package (£).',
    loadFailed: (error: string) => `${error} (showing the default prices)`,
    packageLabel: (coins: number) => `${coins} coins (£)`,
  },
} as const;
