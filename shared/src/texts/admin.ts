/** Texts of the admin panel: approvals, players, coin prices and cash-out requests (docs/product/roles.md#administration). */

/** Form and request validation (part of `VALIDATION`). */
export const ADMIN_VALIDATION = {
  adjustCoinsInvalid: 'Please enter a valid coin balance (0 or greater)',
  adjustWinningsInvalid: 'Please enter a valid winnings amount (0 or greater)',
  deletionCancelled: 'Deletion cancelled - confirmation text did not match',
  pricesPositive: 'All prices must be greater than 0',
} as const;

/** What the client shows when the server sent no `detail` (part of `FALLBACK`). */
export const ADMIN_FALLBACK = {
  approveTournament: 'Failed to approve tournament',
  declineTournament: 'Failed to decline tournament',
  fetchPending: 'Failed to fetch pending tournaments',
  updateAutoApproval: 'Failed to update auto-approval price',
  fetchConversionRequests: 'Failed to fetch conversion requests',
  approveRequest: 'Failed to approve request',
  rejectRequest: 'Failed to reject request',
  markPaid: 'Failed to mark as paid',
  fetchPlayers: 'Failed to fetch players data',
  fetchPlayerDetails: 'Failed to fetch player details',
  loadDetails: 'Failed to load details',
  adjustCoins: 'Failed to adjust coins',
  adjustWinnings: 'Failed to adjust winnings',
  deletePlayer: 'Failed to delete player',
  loadCoinPricing: 'Failed to load coin pricing',
  updateCoinPricing: 'Failed to update coin pricing',
} as const;

/** Confirmations (part of `SUCCESS`). */
export const ADMIN_SUCCESS = {
  coinsUpdated: (name: string, from: number, to: number) => `Coins updated! ${name}: ${from} → ${to} coins`,
  winningsUpdated: (name: string, from: number, to: number) => `Winnings updated! ${name}: ${from} → ${to} winnings`,
  playerDeleted: (n: number) => `Player deleted! Also removed ${n} tournaments created by this player.`,
  coinPricesUpdated: 'Coin prices updated successfully!',
} as const;

/** Paging of the admin lists (docs/scale/query-plans.md#admin-lists-page-by-cursor). */
export const ADMIN_PAGING_TEXT = {
  badLimit: (max: number) => `limit must be a whole number from 1 to ${max}`,
  badCursor: 'before must be a cursor from an earlier page (next_before)',
} as const;

/** The answers of the admin panel's steps. */
export const ADMIN_TEXT = {
  cashoutApproved: 'Request approved: money is on the way',
  cashoutPaid: 'Request marked as paid',
  cashoutRejected: 'Request rejected and winnings refunded',
  playerDeleted: 'Player deleted',
  priceTooHigh: 'Price must be below £10,000',
  priceDecimals: 'Prices have at most two decimals',
} as const;

/** A cash-out request as an admin's notification tells it. */
const cashoutRequested = (username: string, amount: string) => `${username} wants ${amount}`;

/** What the admin panel tells an admin: toasts and notifications. */
export const ADMIN_NOTICE = {
  autoApprovalPriceSet: (coins: number) => `Auto-approval price set to ${coins} coins`,
  newCashoutRequest: 'New cash-out request',
  cashoutRequested,
  newCashoutRequestFrom: (username: string, amount: string) =>
    `New cash-out request: ${cashoutRequested(username, amount)}`,
} as const;
