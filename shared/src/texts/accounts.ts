/** Texts of accounts: registration, login, verification, resets and the profile (docs/product/accounts.md). */
import {
  GAME_IDENTITY_CHANGES_PER_DAY,
  GAME_NAME_MAX,
  GAME_UID_MAX,
  GAME_UID_MIN,
  PASSWORD_MAX,
  TEXT_MAX,
} from '../constants.js';

/** Form and request validation (part of `VALIDATION`). */
export const ACCOUNT_VALIDATION = {
  passwordsDontMatch: "Passwords don't match",
  passwordMin6: 'Password must be at least 6 characters',
  tiktokRequired: 'TikTok link is required to create an account',
  emailRequired: 'Please enter your email address',
  invalidVerificationCode: 'Invalid verification code',
  tiktokEmpty: 'TikTok link cannot be empty',
  resetPasswordsDontMatch: 'Passwords do not match',
  passwordMin8: 'Password must be at least 8 characters',
  usernameRequired: 'Please enter a new username',
  usernameMin: 'Username must be at least 3 characters',
  usernameMax: 'Username must be 30 characters or less',
  languageUnknown: 'Choose one of the languages Squadhub speaks',
} as const;

/** What the client shows when the server sent no `detail` (part of `FALLBACK`). */
export const ACCOUNT_FALLBACK = {
  login: 'Login failed',
  register: 'Registration failed',
  verify: 'Verification failed',
  forgotPassword: 'Failed to send reset email',
  usernameReset: 'Failed to send username reset email',
  updateTiktok: 'Failed to update TikTok link',
  gameIdentity: 'Failed to save your game identity',
  language: 'Failed to save your language',
  changePassword: 'Failed to change password',
  logoutEverywhere: 'Failed to log out everywhere',
  resetPassword: 'Failed to reset password. Link may be expired.',
  resetUsername: 'Failed to reset username. Link may be expired or username already taken.',
} as const;

/** Confirmations (part of `SUCCESS`). */
export const ACCOUNT_SUCCESS = {
  loggedIn: 'Logged in successfully!',
  loggedOut: 'Logged out successfully!',
  loggedOutEverywhere: 'Logged out on every device.',
  passwordChanged: 'Password changed. Your other devices are logged out.',
  accountCreated: 'Account created successfully!',
  accountCreatedVerify: 'Account created! Please check your email for verification code.',
  passwordResetSent: 'Check your email for password reset instructions!',
  usernameResetSent: 'Check your email to reset your username!',
  tiktokUpdated: 'TikTok link updated successfully!',
  gameIdentitySaved: 'Game identity saved',
  languageSaved: 'Language saved',
  passwordReset: 'Password reset successfully!',
  usernameUpdated: 'Username updated successfully!',
} as const;

/** Texts of this domain that the specifications leave open. */
export const AUTH_TEXT = {
  fullNameRequired: 'Please enter your full name',
  fullNameTooLong: `Full name must be ${TEXT_MAX} characters or less`,
  codmUsernameRequired: 'Please enter your CODM username',
  usernameInvalid: 'Username cannot contain control characters or text-direction controls',
  emailInvalid: 'Please enter a valid email address',
  passwordRequired: 'Please enter your password',
  passwordTooLong: `Password must be ${PASSWORD_MAX} characters or less`,
  phoneInvalid: 'Please enter a valid phone number (digits only)',
  countryCodeInvalid: 'Please choose a country code from the list',
  loginIdentifierRequired: 'Please enter your email or phone number',
  loginNeedsOneIdentifier: 'Please log in with either an email or a phone number',
  tiktokInvalid: 'Please enter a valid TikTok username or profile link',
  resetLinkInvalid: 'Invalid or expired reset link',
  currentPasswordWrong: 'Your current password is incorrect',
  passwordChangedMeanwhile: 'Your password was just changed elsewhere. Please try again.',
  newPasswordSameAsCurrent: 'Choose a password different from your current one',
  tooManyLogins: 'Too many failed login attempts. Please wait 15 minutes and try again.',
  tooManyResets: 'Too many reset requests. Please wait a few minutes and try again.',
  gameUidInvalid: `Your game UID is ${GAME_UID_MIN} to ${GAME_UID_MAX} digits, sent as text`,
  gameNameRequired: 'Please enter your in-game name',
  gameNameTooLong: `Your in-game name must be ${GAME_NAME_MAX} characters or less`,
  gameNameInvalid:
    'Your in-game name cannot contain control characters, text-direction controls or only invisible characters',
  tooManyIdentityChanges: `You can change your game identity ${GAME_IDENTITY_CHANGES_PER_DAY} times a day. Please try again later.`,
} as const;

/** The refusals of registration and login that concern an account's identity. */
export const ACCOUNT_ERRORS = {
  emailTaken: 'An account with this email already exists',
  usernameTaken: 'This username is already taken',
  phoneTaken: 'An account with this phone number already exists',
  gameUidTaken: 'This game UID belongs to another account',
  /** A unique index refused an account whose clash is neither the e-mail nor the username. */
  accountExists: 'This account already exists',
  /** One answer for an unknown e-mail/phone and a wrong password, so logins reveal no accounts. */
  badCredentials: 'Incorrect email/phone number or password',
} as const;

/** The e-mail that carries a reset link, by the kind of reset. */
export const RESET_MAIL_TEXT = {
  password_reset: {
    subject: 'Reset your Squadhub password',
    intro: (username: string) => `We received a request to reset the password of your Squadhub account (${username}).`,
    what: 'password',
  },
  username_reset: {
    subject: 'Change your Squadhub username',
    intro: (username: string) =>
      `We received a request to change the username of your Squadhub account (currently ${username}).`,
    what: 'username',
  },
  openLink: (what: string) => `Open this link to choose a new ${what}:`,
  button: (what: string) => `Choose a new ${what}`,
  pasteLink: 'Or paste this address into your browser:',
  outro: 'If you did not ask for this, ignore this email: nothing changes. The link works once and expires in 1 hour.',
} as const;

/** The answer of "forgot password" and "forgot username", the same whether the e-mail is registered or not. */
export const RESET_REQUEST_ANSWER = {
  password_reset: 'If an account exists for that email, we have sent a password reset link to it.',
  username_reset: 'If an account exists for that email, we have sent a username reset link to it.',
} as const;

/** When the stored login was refused (expired or ended elsewhere) while the player acted. */
export const SESSION_ENDED_TEXT = 'Your session has ended. Please log in again.';

/** How a deleted (closed) account is named wherever its history is shown (docs/product/accounts.md#deleting-a-player). */
export const DELETED_PLAYER_NAME = 'deleted player';

/** My Account's session actions (docs/product/accounts.md#sessions). */
export const SESSION_TEXT = {
  section: 'Sign-in',
  changePassword: 'Change password',
  changePasswordHelp: 'Your other devices are logged out; this one stays signed in.',
  currentPassword: 'Current password',
  newPassword: 'New password',
  confirmNewPassword: 'Confirm new password',
  logoutEverywhere: 'Log out everywhere',
  logoutEverywhereTitle: 'Log out on every device?',
  logoutEverywhereBody:
    'Every device signed in to this account is logged out at once, this one included. You can log in again afterwards.',
} as const;
