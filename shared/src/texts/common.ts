/**
 * Texts of no single domain: who may call the API at all, and what the request pipeline (body,
 * uploads, rate limits, database backstops) answers (docs/design/api-conventions.md#errors).
 */
import { CHAT_MESSAGE_MAX, MAX_COIN_AMOUNT } from '../constants.js';

/** Refusals of the authenticate and authorize steps. */
export const ACCESS_TEXT = {
  notAuthenticated: 'Not authenticated',
  invalidToken: 'Invalid or expired token',
  notAllowed: 'You are not allowed to do this',
  adminOnly: 'Admin access required',
  superAdminOnly: 'Super admin access required',
  /** A socket's login could not be checked (the database did not answer). */
  authUnavailable: 'Authentication unavailable',
  notFound: 'Not found',
} as const;

/** What the request pipeline answers when a request is refused before any domain rule ran. */
export const REQUEST_TEXT = {
  notJsonContentType: 'Content-Type must be application/json',
  notJsonObject: 'Expected a JSON object body',
  bodyTooLarge: 'Request body is too large',
  malformedJson: 'Malformed JSON body',
  badRequest: 'Bad request',
  noRoute: (method: string, path: string) => `No route ${method} ${path}`,
  tooManyRequests: 'Too many requests. Please slow down and try again shortly.',
  tooManyChanges: 'Too many changes at once. Please try again.',
  internalError: 'Internal server error',
  headersTooLarge: 'The request headers are too large.',
  tooSlow: 'The request took too long to arrive.',
  notHttp: 'The request is not valid HTTP.',
  fieldRequired: (name: string) => `${name} is required`,
  fieldWholeNumber: (name: string) => `${name} must be a whole number`,
  fieldTrueOrFalse: (name: string) => `${name} must be true or false`,
  wholeNumber: 'Must be a whole number',
  amountTooLarge: `Amount must be at most ${MAX_COIN_AMOUNT}`,
} as const;

/** The two chats (a tournament's, a cash-out request's) refuse a message alike. */
export const CHAT_TEXT = {
  empty: 'Message cannot be empty',
  tooLong: `Message must be ${CHAT_MESSAGE_MAX} characters or less`,
} as const;

/** The backstops of the database: a CHECK constraint or a data error that validation let through. */
export const DATABASE_TEXT = {
  amountsNegative: 'Amounts cannot be negative',
  amountAtLeastOne: 'The amount must be at least 1',
  notInThisState: 'This change is not allowed in the current state',
  badCharacters: 'Text must not contain the NUL character or invalid characters',
  badFormat: 'A value has an invalid format',
  numberOutOfRange: 'A number is out of range',
  textTooLong: 'A text is too long',
  badDate: 'A date has an invalid format',
  dateOutOfRange: 'A date is out of range',
} as const;

/** What an image upload that cannot be read is told. */
export const UPLOAD_TEXT = {
  unreadable: 'The upload could not be read: send one image as multipart/form-data in the field "file"',
  oneFileOnly: 'Send one image at a time',
  fieldTooLong: 'A form field of the upload is too long',
  undecodable: 'The image could not be decoded: the file may be damaged or cut short',
  tooManyPixels: (maxPixels: number) => `The image has too many pixels: at most ${maxPixels / 1_000_000} megapixels`,
} as const;
