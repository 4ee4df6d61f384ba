/** The labels of the money screens: headings, buttons, fields, hints (docs/product/texts.md). */
export const MONEY_SCREEN = {
  /** The Buy Coins button and its dialog's title. */
  buyCoins: 'Buy Coins',
  /** The Transfer Coins to Friends button and its dialog's title. */
  transferCoins: 'Transfer Coins to Friends',
  /** A number of coins (a package, the balance of My Account). */
  coins: (n: number) => `${n} coins`,
  /** The payment method, in the cash-out form, the history and the details. */
  bankTransfer: 'Bank transfer',
  winnings: 'Winnings',
  /** The title of the player's chat about a cash-out, and the button that opens it. */
  chatWithAdmin: 'Chat with Admin',
  /** Cash-out statuses as the badges name them (docs/product/texts.md#cash-out-status-texts). */
  cashoutStatus: {
    pending: 'pending',
    money_on_the_way: 'money on the way',
    paid: 'paid',
    rejected: 'rejected',
  },
  buyCoinsDialog: {
    description: 'Coins pay tournament entry fees. Pick a package and pay by card.',
    testMode: 'Test mode: no Stripe key is set, so a built-in test checkout takes the payment. No card is charged.',
    price: (price: string) => `Price ${price}`,
    payFor: (price: string, coins: number) => `Pay ${price} for ${coins} coins`,
    pay: 'Pay',
    /** The support number is drawn in bold. */
    help: (number: string) => `Need help paying? WhatsApp support: ${number}`,
  },
  moneyButtons: {
    cashOut: 'Cash Out',
  },
  cashOutCenter: {
    title: 'Cash Out Center',
    description: 'Cash your winnings out as money or turn them into coins.',
    cashOutTab: 'Cash Out to Money',
    convertTab: 'Convert to Coins',
    historyTab: 'History',
  },
  /** The forms that spend winnings; the amounts are formatted (£), the winnings drawn in bold. */
  winningsAmount: {
    available: (winnings: string, rate: string, min: string) =>
      `Available winnings: ${winnings} · ${rate} · minimum ${min}`,
  },
  cashOutForm: {
    rate: '1 winning = £1',
    /** The minimum and the player's winnings are drawn in bold. */
    belowMinimum: (min: string, winnings: string, more: string) =>
      `Cashing out starts at ${min} of winnings. You have ${winnings}: win ${more} more to unlock it.`,
    legend: 'Amount and payment method',
    amount: 'Amount (£)',
    paymentMethod: 'Payment method',
    chooseMethod: 'Choose a method',
    paypalDetails: 'PayPal details',
    bankTransferDetails: 'Bank transfer details',
    submit: 'Request cash out',
    whatsappNumber: 'WhatsApp number',
    firstName: 'First name',
    surname: 'Surname',
    paypalEmail: 'PayPal email',
    bankName: 'Bank name',
    country: 'Country',
    accountNumber: 'Account number',
    sortCodeOptional: 'Sort code (optional)',
    swiftBicOptional: 'SWIFT / BIC (optional)',
    ibanOptional: 'IBAN (optional)',
    addressLine1: 'Address line 1',
    addressLine2Optional: 'Address line 2 (optional)',
    city: 'City',
    postalCode: 'Postal code',
  },
  convertForm: {
    rate: '£1 = 1 coin',
    /** The minimum and the player's winnings are drawn in bold. */
    belowMinimum: (min: string, winnings: string, more: string) =>
      `Converting starts at ${min} of winnings. You have ${winnings}: win ${more} more to unlock it.`,
    legend: 'Amount to convert',
    amount: 'Winnings to convert (£)',
    hint: 'Converted coins can be used for tournament entries.',
    submit: 'Convert to coins',
  },
  cashoutChat: {
    withPlayer: (requestId: string) => `Chat with player · ${requestId}`,
    about: (requestId: string) => `About cash-out request ${requestId}`,
    empty: 'No messages yet. Ask anything about this request.',
    message: 'Message',
    placeholder: 'Type a message',
    send: 'Send message',
  },
  cashoutDetails: {
    title: 'Cash-out details',
    method: 'Method',
    name: 'Name',
    accountHolder: 'Account holder',
    bank: 'Bank',
    sortCode: 'Sort code',
    request: 'Request',
    amount: 'Amount',
    address: 'Address',
    requested: 'Requested',
    processed: 'Processed',
    adminNotes: 'Admin notes',
  },
  cashoutHistory: {
    loadFailed: 'Could not load your requests. Try again shortly.',
    empty: 'No cash-out requests yet. Your requests will show here.',
    list: 'Cash-out requests',
    adminNotes: (notes: string) => `Admin notes: ${notes}`,
    viewDetails: 'View Details',
  },
  moneyHistory: {
    title: 'Money history',
    loadMore: 'Load more',
    /** Before the reason an admin gave for adjusting a balance. */
    reason: 'Reason:',
    /** Which balance a movement changed, under its amount. */
    inWinnings: 'winnings',
    inCoins: 'coins',
    /** The other player of a transfer, whose name is drawn apart. */
    from: (username: string) => `from ${username}`,
    to: (username: string) => `to ${username}`,
    loading: 'Loading your money history',
    today: 'Today',
    yesterday: 'Yesterday',
  },
  winningsChart: {
    title: 'Winnings over time',
    /** For screen readers: the first balance (£) on its date, and the balance now (£). */
    summary: (first: number, date: string, now: number) => `Winnings over time: £${first} on ${date}, £${now} now.`,
    now: 'now',
  },
  transferDialog: {
    description: (coins: number) =>
      `You have ${coins} coins. Your friend receives them as coins for tournament entries.`,
    recipient: 'Recipient username',
    recipientPlaceholder: 'Their username',
    amount: 'Amount (coins)',
    submit: 'Transfer',
  },
} as const;
