/** Texts of money: buying coins, transfers, conversions and cash-outs (docs/product/money.md). */
import { CHAT_TEXT } from './common.js';

/** Form and request validation (part of `VALIDATION`). */
export const MONEY_VALIDATION = {
  insufficientCoins: 'Insufficient coins',
  convertMin: 'Minimum conversion is £5 (5 coins)',
  convertMax: (available: number) => `Cannot convert more than £${available} available winnings`,
} as const;

/** What the client shows when the server sent no `detail` (part of `FALLBACK`). */
export const MONEY_FALLBACK = {
  paymentCancelled: 'Payment was cancelled',
  paymentNotCompleted: 'Payment not completed yet. Please try again in a moment.',
  paymentVerifyError: 'Error verifying payment. Please contact support if coins are missing.',
  createCheckout: 'Failed to create Stripe checkout',
  convertWinnings: 'Failed to convert winnings to coins',
  submitCashout: 'Failed to submit cash out request',
  transfer: 'Transfer failed',
} as const;

/** Confirmations (part of `SUCCESS`). */
export const MONEY_SUCCESS = {
  paymentSuccess: (n: number) => `Payment successful! ${n} coins added to your account.`,
  redirectingToStripe: 'Redirecting to Stripe checkout...',
  converted: (n: number) => `Converted £${n} winnings to ${n} coins!`,
  cashoutSubmitted: 'Cash out request submitted! Coins have been deducted and your request is being processed.',
  transferred: (n: number, name: string) => `Successfully transferred ${n} coins to ${name}!`,
} as const;

/** Texts of the money rules that the specifications leave to the server. */
export const MONEY_TEXT = {
  unknownPackage: 'Unknown coin package',
  recipientRequired: 'Please enter the recipient username',
  transferAmount: 'Amount must be a whole number of at least 1 coin',
  transferToSelf: 'You cannot transfer coins to yourself',
  recipientNotFound: (name: string) => `No player named ${name}`,
  cashoutAmount: 'Minimum cash out is £10 (10 winnings)',
  cashoutMax: (available: number) => `Cannot cash out more than £${available} available winnings`,
  paymentMethodRequired: 'Please choose a payment method',
  fieldRequired: (label: string) => `${label} is required`,
  invalidEmail: 'Please enter a valid PayPal email',
  whatsappInvalid: 'Enter a valid WhatsApp number, e.g. +44 7700 900123',
  nameIsEmail: (label: string) => `${label}: enter a name, not an e-mail address`,
  nameHasDigits: (label: string) => `${label} cannot contain digits`,
  nameCharacters: (label: string) => `${label} can only have letters, spaces, hyphens, apostrophes and dots`,
  ibanShape: 'Enter a valid IBAN: 2 letters, 2 digits, then 11 to 30 letters or digits',
  ibanChecksum: 'Enter a valid IBAN (check the digits)',
  sortCodeInvalid: 'Enter a valid sort code: 6 digits, e.g. 12-34-56',
  swiftBicInvalid: 'Enter a valid SWIFT/BIC: 8 or 11 letters and digits, e.g. NWBKGB2L',
  adjustReasonTooLong: (max: number) => `Reason must be ${max} characters or less`,
  adjustReasonOneLine: 'Reason must be one line of plain text',
  requestNotFound: 'Cash-out request not found',
  wrongTransition: (action: string, status: string) => `Cannot ${action} a request that is ${status}`,
  sessionNotFound: 'Checkout session not found',
  paymentsNotConfigured: 'Card payments are not configured on this server',
  providerUnavailable: 'The payment provider is not answering. Please try again in a moment.',
  playerNotFound: 'Player not found',
  cannotDeleteSelf: 'You cannot delete your own account here',
  cannotDeleteSuperAdmin: 'A super admin account cannot be deleted',
  chatEmpty: CHAT_TEXT.empty,
  chatTooLong: CHAT_TEXT.tooLong,
  requestedAmountMismatch: 'Requested amount must equal the winnings cashed out (1 winning = £1)',
} as const;

/** Player-facing explanation of each cash-out status (docs/product/texts.md#cash-out-status-texts). Unknown shows as pending. */
export const CASHOUT_STATUS_TEXT: Record<string, string> = {
  pending: 'Your request is being reviewed by our team',
  money_on_the_way: 'Payment approved! Money is being processed and will arrive soon!',
  paid: 'Payment completed successfully! Check your account.',
  rejected: 'Request was rejected. Coins have been refunded to your account.',
};
export const REJECTED_BY_ADMIN_NOTE = 'Rejected by admin';

/** The admin note on pending cash-outs refunded because the player's account was deleted. */
export const REJECTED_ACCOUNT_CLOSED_NOTE = 'Refunded: the account was deleted';

/** What the client tells a player of their money: toasts and notifications. */
export const MONEY_NOTICE = {
  coinsReceived: (coins: number, balance: number) =>
    `You received ${coins} ${coins === 1 ? 'coin' : 'coins'}. Your balance is now ${balance}.`,
  /** A cash-out as its notices name it, e.g. "Cash-out of £10.00 #1a2b3c4d". */
  cashout: (shortId: string, amount?: string) => `Cash-out${amount != null ? ` of ${amount}` : ''} #${shortId}`,
  cashoutApproved: (cashout: string) => `${cashout} approved`,
  cashoutPaid: (cashout: string) => `${cashout} paid`,
  cashoutRejected: (cashout: string) => `${cashout} rejected`,
  cashoutPending: (cashout: string) => `${cashout} is pending`,
} as const;
