/** Texts of tournaments: creating, approving, editing, deleting and listing them (docs/product/tournaments.md). */
import { RULES_MAX, TITLE_MAX } from '../constants.js';
import { REQUEST_TEXT } from './common.js';

/** Form and request validation (part of `VALIDATION`). */
export const TOURNAMENT_VALIDATION = {
  scheduledNeedsDate: 'Please select a start date and time for scheduled tournaments',
  contributionHint: 'Minimum 10 coins if contributing',
  imageTooLarge: 'Image size must be less than 5MB',
  priceNegative: 'Price cannot be negative',
  rescheduleDate: 'Please select a new date and time',
  onlySuperAdminDelete: 'Only super admin can delete tournaments',
} as const;

/** What the client shows when the server sent no `detail` (part of `FALLBACK`). */
export const TOURNAMENT_FALLBACK = {
  fetchTournaments: 'Failed to fetch tournaments',
  fetchTournamentDetails: 'Failed to fetch tournament details',
  loadClasses: 'Failed to load available classes',
  createTournament: 'Failed to create tournament',
  cancelTournament: 'Failed to cancel tournament',
  autoApprove: 'Failed to auto-approve tournament',
  deleteForbidden: 'Access denied. Only super admin can delete tournaments.',
  tournamentNotFound: 'Tournament not found.',
  imageUploadAfterCreate: 'Tournament created but image upload failed',
  popupBlocked: 'Please allow popups for this site to open the TikTok link.',
  fetchYourTournaments: 'Failed to fetch your tournaments',
  fetchTournamentData: 'Failed to fetch tournament data',
  deleteTournament: 'Failed to delete tournament',
  updateTournament: 'Failed to update tournament',
  updateImage: 'Failed to update image',
  uploadImage: 'Failed to upload image',
  deleteClassImage: 'Failed to delete the class image',
} as const;

/** Confirmations (part of `SUCCESS`). */
export const TOURNAMENT_SUCCESS = {
  tournamentDeleted: 'Tournament deleted successfully',
  tournamentDateUpdated: 'Tournament date updated successfully!',
  tournamentUpdated: 'Tournament updated successfully!',
  tournamentImageUpdated: 'Tournament image updated!',
  customImageUploaded: 'Custom image uploaded successfully!',
  classImageDeleted: 'Class image deleted',
} as const;

/** Texts of the tournament rules that the specifications leave to the server. */
export const TOURNAMENT_TEXT = {
  titleRequired: 'Please enter a tournament title',
  titleTooLong: `Title must be ${TITLE_MAX} characters or less`,
  rulesRequired: 'Please add the tournament rules',
  rulesTooLong: `Rules must be ${RULES_MAX} characters or less`,
  requireGameIdentityBoolean: 'require_game_identity must be true or false',
  rulesInvalidJson: 'Rules look like JSON but could not be read: expected {"text": "...", "images": ["..."]}',
  tiktokRequired: 'TikTok link is required',
  templateUnknown: 'Please choose one of the 9 tournament templates',
  teamsWhole: 'Number of teams must be a whole number of at least 1',
  teamsMax: (max: number) => `Number of teams must be at most ${max} for this template`,
  slotsRange: (max: number) => `Slots per team must be between 1 and ${max}`,
  entryFeeWhole: 'Entry fee must be a whole number of 0 or more coins',
  prizePoolWhole: 'Prize pool must be a whole number of 0 or more coins',
  prizePoolNotEditable: 'The prize pool cannot be edited: it is the entry fees paid plus the creator contribution',
  coinsTooMany: REQUEST_TEXT.amountTooLarge,
  priceWhole: 'Price must be a whole number',
  imageAddressInvalid: 'Invalid image address',
  startDateInvalid: 'Please enter a valid date and time',
  startDatePast: 'The start date cannot be in the past',
  startTypeUnknown: 'Start type must be scheduled or when_full',
  statusUnknown: 'Status must be pending, upcoming, live or completed',
  imageType: 'Only PNG, JPEG, WebP or GIF images are allowed',
  imageRequired: 'Please choose an image file',
  className: 'Class name must be 1 to 60 characters',
  classImageNotFound: 'Class image not found',
  classImageNotYours: 'Only its uploader or an admin can delete this class image',
  classImageBuiltIn: 'Built-in class images cannot be deleted',
  notFound: TOURNAMENT_FALLBACK.tournamentNotFound,
  notPending: 'This tournament is not waiting for approval',
  alreadyApproved: 'This tournament is already approved',
  deleteHasPlayers: 'A tournament with players cannot be deleted; kick or refund the players first',
  onlyCreatorOrSuperAdmin: 'Only the creator or a super admin can approve this tournament instantly',
  cannotRescheduleLive: 'A live tournament cannot be rescheduled',
  cannotRescheduleFinalized: 'A finalized tournament cannot be rescheduled',
  seatOutsideNewSize: (team: number, slot: number) =>
    `A player is seated in team ${team}, slot ${slot + 1}: kick them before making the tournament smaller`,
  playersAboveMax: 'More players are seated than the new size allows',
  playerNotInSlot: 'That player is not in that slot',
  approved: 'Tournament approved',
  declined: 'Tournament declined and deleted',
  autoApproved: 'Tournament approved! It is now visible to all players.',
  cancelled: 'Tournament cancelled',
  deleted: 'Tournament deleted successfully',
  dateUpdated: 'Tournament date updated successfully!',
  updated: 'Tournament updated successfully!',
  imageUpdated: 'Tournament image updated!',
  priceUpdated: 'Auto-approval price updated',
  templateNotFound: 'Unknown template',
} as const;

/** What the client tells a creator or a viewer of a tournament: toasts and notices. */
export const TOURNAMENT_NOTICE = {
  /** The create dialog's game-identity checkbox (docs/product/results.md#game-identity). */
  requireGameIdentityLabel: 'Require a game identity',
  requireGameIdentityHint:
    'Players store their game UID and in-game name before they take a seat, so you can check the lobby against the room.',
  approved: (title: string) => `Your tournament “${title}” was approved: it is live on the dashboard.`,
  declined: (title: string, refund: number) =>
    `Your tournament “${title}” was declined and removed.${
      refund > 0 ? ` Your ${refund} ${refund === 1 ? 'coin' : 'coins'} came back.` : ''
    }`,
  removed: 'This tournament has been removed.',
  /** A tournament named in a notice when its title is not at hand. */
  someTournament: 'a tournament',
} as const;
