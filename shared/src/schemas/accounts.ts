/**
 * Account request schemas (docs/product/accounts.md). The server validates bodies with them and the
 * client forms use the same schemas (and their `*FormSchema` variants, which add the confirm
 * fields), so both sides show the specifications' exact messages.
 */
import { z } from 'zod';
import { LOCALES } from '../i18n/locales.js';
import {
  COUNTRY_CODES,
  DEFAULT_COUNTRY_CODE,
  GAME_NAME_MAX,
  GAME_UID_MAX,
  GAME_UID_MIN,
  PASSWORD_MIN_REGISTER,
  PASSWORD_MAX,
  PASSWORD_MIN_RESET,
  TEXT_MAX,
  USERNAME_MAX,
  USERNAME_MIN,
  VERIFICATION_CODE_LENGTH,
} from '../constants.js';
import { AUTH_TEXT, VALIDATION } from '../texts/index.js';
import { documented, oneLine } from './common.js';

const EMAIL_MAX = 254;

// ---- Field builders ----------------------------------------------------------------

/** An address as z.email() accepts it, for the API document (which wants it already trimmed). */
export const EMAIL_RULE = { format: 'email', pattern: z.regexes.email.source } as const;

/** E-mail, trimmed and lower-cased: addresses are unique regardless of case. */
export const emailField = (requiredMessage: string = VALIDATION.emailRequired) =>
  documented(
    z
      .string({ error: requiredMessage })
      .trim()
      .min(1, requiredMessage)
      .max(EMAIL_MAX, AUTH_TEXT.emailInvalid)
      .toLowerCase()
      .pipe(z.email({ error: AUTH_TEXT.emailInvalid })),
    EMAIL_RULE,
  );

/** A username (the CODM name): trimmed, 3 to 30 characters, unique (case-insensitive) on the server. */
export const usernameField = (requiredMessage: string = VALIDATION.usernameRequired) =>
  oneLine(
    z
      .string({ error: requiredMessage })
      .trim()
      .min(1, requiredMessage)
      .min(USERNAME_MIN, VALIDATION.usernameMin)
      .max(USERNAME_MAX, VALIDATION.usernameMax),
    AUTH_TEXT.usernameInvalid,
  );

const passwordField = (min: number, minMessage: string) =>
  z
    .string({ error: AUTH_TEXT.passwordRequired })
    .min(1, AUTH_TEXT.passwordRequired)
    .min(min, minMessage)
    .max(PASSWORD_MAX, AUTH_TEXT.passwordTooLong);

/** Phone numbers are stored as digits only; spaces, dashes, dots and brackets are dropped. */
export const normalizePhone = (value: string): string => value.replace(/[\s\-().]/g, '');

/**
 * Phone numbers as typed: 4 to 15 digits, with those separators anywhere. Checked on the text as
 * sent, so the API document shows the pattern; normalizePhone then keeps the digits.
 */
const SEP = '[\\s().-]*';
const PHONE_TYPED = new RegExp(`^${SEP}(?:\\d${SEP}){4,15}$`);
/** Optional: nothing but separators (or nothing) means no number. */
const OPTIONAL_PHONE_TYPED = new RegExp(`^${SEP}(?:(?:\\d${SEP}){4,15})?$`);
/** At login a phone may carry its country code (`+447700900123`) or not (`07700900123`). */
const LOGIN_PHONE_TYPED = new RegExp(`^${SEP}(?:\\+${SEP})?(?:\\d${SEP}){4,15}$`);

/** Optional phone number: empty becomes null. */
const optionalPhoneField = z
  .string({ error: AUTH_TEXT.phoneInvalid })
  .max(40, AUTH_TEXT.phoneInvalid)
  .regex(OPTIONAL_PHONE_TYPED, AUTH_TEXT.phoneInvalid)
  .nullish()
  .transform((v) => (v ? normalizePhone(v) || null : null));

const requiredPhoneField = z
  .string({ error: AUTH_TEXT.phoneInvalid })
  .max(40, AUTH_TEXT.phoneInvalid)
  .regex(PHONE_TYPED, AUTH_TEXT.phoneInvalid)
  .transform(normalizePhone);

const loginPhoneField = z
  .string({ error: AUTH_TEXT.phoneInvalid })
  .max(40, AUTH_TEXT.phoneInvalid)
  .regex(LOGIN_PHONE_TYPED, AUTH_TEXT.phoneInvalid)
  .transform(normalizePhone);

const COUNTRY_CODE_VALUES = COUNTRY_CODES.map((c) => c.code) as [string, ...string[]];
export const countryCodeField = z.enum(COUNTRY_CODE_VALUES, { error: AUTH_TEXT.countryCodeInvalid });

// ---- TikTok ------------------------------------------------------------------------

const TIKTOK_HANDLE = /^[A-Za-z0-9._]{1,50}$/;

/** The profile address of a handle, with any leading @ removed (docs/product/accounts.md#registration). */
export const tiktokLinkFromHandle = (handle: string): string =>
  `https://www.tiktok.com/@${handle.trim().replace(/^@+/, '')}`;

/**
 * Turns what a player typed (a handle like `@name`, `tiktok.com/@name` or a full address) into
 * an https profile address, or null when it is neither. Only http(s) addresses pass, so a stored
 * link can never be a `javascript:` URL.
 */
export function normalizeTiktokLink(input: string): string | null {
  const value = input.trim();
  if (!value) return null;
  if (/^[a-z][a-z0-9+.-]*:/i.test(value)) {
    try {
      const url = new URL(value);
      return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
    } catch {
      return null;
    }
  }
  if (/^(www\.)?tiktok\.com\//i.test(value)) return normalizeTiktokLink(`https://${value}`);
  const handle = value.replace(/^@+/, '');
  return TIKTOK_HANDLE.test(handle) ? tiktokLinkFromHandle(handle) : null;
}

/**
 * The TikTok input the API document shows: a handle (`@name`), `tiktok.com/@name` or an http(s)
 * address on tiktok.com. normalizeTiktokLink takes any http(s) address; the document asks for
 * TikTok's own.
 */
const TIKTOK_TYPED =
  '^(?:@*[A-Za-z0-9._]{1,50}|(?:www\\.)?tiktok\\.com/\\S*|https?://(?:[A-Za-z0-9-]+\\.)*tiktok\\.com/\\S*)$';

/** A TikTok handle or link, trimmed, required; the output is always the profile address. */
export const tiktokLinkField = (requiredMessage: string) =>
  documented(
    z
      .string({ error: requiredMessage })
      .trim()
      .min(1, requiredMessage)
      .max(TEXT_MAX, AUTH_TEXT.tiktokInvalid)
      .transform((value, ctx) => {
        const link = normalizeTiktokLink(value);
        if (!link) {
          ctx.addIssue({ code: 'custom', message: AUTH_TEXT.tiktokInvalid });
          return z.NEVER;
        }
        return link;
      }),
    { pattern: TIKTOK_TYPED },
  );

// ---- Requests ----------------------------------------------------------------------

const registerFields = {
  full_name: oneLine(
    z
      .string({ error: AUTH_TEXT.fullNameRequired })
      .trim()
      .min(1, AUTH_TEXT.fullNameRequired)
      .max(TEXT_MAX, AUTH_TEXT.fullNameTooLong),
  ),
  codm_username: usernameField(AUTH_TEXT.codmUsernameRequired),
  email: emailField(),
  password: passwordField(PASSWORD_MIN_REGISTER, VALIDATION.passwordMin6),
  country_code: countryCodeField.default(DEFAULT_COUNTRY_CODE),
  phone_number: optionalPhoneField,
  tiktok_link: tiktokLinkField(VALIDATION.tiktokRequired),
};

/** POST /api/auth/register */
export const registerSchema = z.object(registerFields);
export type RegisterRequest = z.input<typeof registerSchema>;
export type RegisterInput = z.output<typeof registerSchema>;

/** The register form: the request plus the password confirmation. */
export const registerFormSchema = z
  .object({ ...registerFields, confirm_password: z.string() })
  .refine((v) => v.password === v.confirm_password, {
    message: VALIDATION.passwordsDontMatch,
    path: ['confirm_password'],
  });
export type RegisterFormValues = z.input<typeof registerFormSchema>;

/** POST /api/auth/login: a password plus exactly one of email or phone_number. */
export const loginSchema = documented(
  z
    .object({
      email: emailField().optional(),
      phone_number: loginPhoneField.optional(),
      password: z.string({ error: AUTH_TEXT.passwordRequired }).min(1, AUTH_TEXT.passwordRequired).max(PASSWORD_MAX),
    })
    .refine((v) => (v.email === undefined) !== (v.phone_number === undefined), {
      message: AUTH_TEXT.loginNeedsOneIdentifier,
    }),
  { oneOf: [{ required: ['email'] }, { required: ['phone_number'] }] },
);
export type LoginRequest = z.input<typeof loginSchema>;

/** The login form: one box for e-mail or phone (docs/product/accounts.md#logging-in), the password and remember me. */
export const loginFormSchema = z.object({
  identifier: z
    .string({ error: AUTH_TEXT.loginIdentifierRequired })
    .trim()
    .min(1, AUTH_TEXT.loginIdentifierRequired)
    .max(EMAIL_MAX, AUTH_TEXT.loginIdentifierRequired),
  password: z.string().min(1, AUTH_TEXT.passwordRequired).max(PASSWORD_MAX, AUTH_TEXT.passwordTooLong),
  remember_me: z.boolean(),
});
export type LoginFormValues = z.input<typeof loginFormSchema>;

/** Login input containing @ is an e-mail, otherwise a phone number (docs/product/accounts.md#logging-in). */
export function loginRequestFrom(identifier: string, password: string): LoginRequest {
  const id = identifier.trim();
  return id.includes('@') ? { email: id, password } : { phone_number: id, password };
}

/** POST /api/auth/forgot-password and /api/auth/request-username-reset */
export const emailOnlySchema = z.object({ email: emailField(VALIDATION.emailRequired) });
export const forgotPasswordSchema = emailOnlySchema;
export const requestUsernameResetSchema = emailOnlySchema;

/** Reset tokens are 43-character base64url strings; anything else is not one of ours. */
const resetTokenField = z
  .string({ error: AUTH_TEXT.resetLinkInvalid })
  .regex(/^[A-Za-z0-9_-]{20,100}$/, AUTH_TEXT.resetLinkInvalid);

const newPasswordField = passwordField(PASSWORD_MIN_RESET, VALIDATION.passwordMin8);

/** POST /api/auth/reset-password */
export const resetPasswordSchema = z.object({ token: resetTokenField, new_password: newPasswordField });

/** The reset-password page form (the token comes from the address). */
export const resetPasswordFormSchema = z
  .object({ new_password: newPasswordField, confirm_password: z.string() })
  .refine((v) => v.new_password === v.confirm_password, {
    message: VALIDATION.resetPasswordsDontMatch,
    path: ['confirm_password'],
  });
export type ResetPasswordFormValues = z.input<typeof resetPasswordFormSchema>;

/**
 * POST /api/auth/change-password (docs/product/accounts.md#changing-the-password): the current
 * password, then a new one with the reset's rule, which must differ from it.
 */
const changePasswordFields = {
  current_password: z
    .string({ error: AUTH_TEXT.passwordRequired })
    .min(1, AUTH_TEXT.passwordRequired)
    .max(PASSWORD_MAX, AUTH_TEXT.passwordTooLong),
  new_password: newPasswordField,
};
const differsFromCurrent = {
  message: AUTH_TEXT.newPasswordSameAsCurrent,
  path: ['new_password'],
};
export const changePasswordSchema = z
  .object(changePasswordFields)
  .refine((v) => v.new_password !== v.current_password, differsFromCurrent);

/** My Account's change-password form: the request plus the new password typed again. */
export const changePasswordFormSchema = z
  .object({ ...changePasswordFields, confirm_password: z.string() })
  .refine((v) => v.new_password !== v.current_password, differsFromCurrent)
  .refine((v) => v.new_password === v.confirm_password, {
    message: VALIDATION.resetPasswordsDontMatch,
    path: ['confirm_password'],
  });
export type ChangePasswordFormValues = z.input<typeof changePasswordFormSchema>;

/** POST /api/auth/reset-username */
export const resetUsernameSchema = z.object({ token: resetTokenField, new_username: usernameField() });
export const resetUsernameFormSchema = z.object({ new_username: usernameField() });
export type ResetUsernameFormValues = z.input<typeof resetUsernameFormSchema>;

/** PUT /api/auth/update-tiktok (docs/product/accounts.md#tiktok-link: trimmed, cannot be empty). */
export const updateTiktokSchema = z.object({ tiktok_link: tiktokLinkField(VALIDATION.tiktokEmpty) });
export type UpdateTiktokFormValues = z.input<typeof updateTiktokSchema>;

// ---- Game identity -----------------------------------------------------------------

/** A game UID: ASCII digits only (a JSON number would lose leading zeros and long UIDs' digits). */
const GAME_UID = new RegExp(`^[0-9]{${GAME_UID_MIN},${GAME_UID_MAX}}$`);

/**
 * What shows as nothing: white space, format characters (zero-width spaces and joiners, U+FEFF),
 * combining marks with no base, and the blank fillers players use for "invisible" names (Hangul
 * fillers U+115F, U+1160, U+3164, U+FFA0 and the blank Braille pattern U+2800).
 */
const INVISIBLE_ONLY = /^[\s\p{Cf}\p{Mn}\p{Me}\u115f\u1160\u3164\uffa0\u2800]*$/u;

/** Characters as a reader counts them (and JSON Schema's maxLength): code points, not UTF-16 units. */
const codePoints = (text: string) => [...text].length;

/**
 * An in-game name (docs/product/results.md#game-identity): any script and the decorative Unicode
 * players use, in NFC and trimmed, 1 to GAME_NAME_MAX characters; never control or text-direction
 * characters, nor a name of invisible characters only.
 */
const gameNameField = documented(
  z
    .string({ error: AUTH_TEXT.gameNameRequired })
    .max(TEXT_MAX, AUTH_TEXT.gameNameTooLong)
    .transform((name) => name.normalize('NFC').trim())
    .pipe(
      oneLine(z.string().min(1, AUTH_TEXT.gameNameRequired), AUTH_TEXT.gameNameInvalid)
        .refine((name) => codePoints(name) <= GAME_NAME_MAX, AUTH_TEXT.gameNameTooLong)
        .refine((name) => !INVISIBLE_ONLY.test(name), AUTH_TEXT.gameNameInvalid),
    ),
  { minLength: 1, maxLength: GAME_NAME_MAX },
);

/** PUT /api/users/me/game-identity: both fields, the UID as a string of digits. */
export const gameIdentitySchema = z.object({
  game_uid: z.string({ error: AUTH_TEXT.gameUidInvalid }).trim().regex(GAME_UID, AUTH_TEXT.gameUidInvalid),
  game_name: gameNameField,
});
export type GameIdentityRequest = z.input<typeof gameIdentitySchema>;
export type GameIdentityInput = z.output<typeof gameIdentitySchema>;

/** PUT /api/users/me/language: one of the languages Squadhub speaks (docs/product/languages.md). */
export const languageSchema = z.object({
  language: z.enum(LOCALES, { error: VALIDATION.languageUnknown }),
});
export type LanguageRequest = z.input<typeof languageSchema>;

/** POST /api/auth/verify-phone */
export const verifyPhoneSchema = z.object({
  phone_number: requiredPhoneField,
  country_code: countryCodeField,
  verification_code: z
    .string({ error: VALIDATION.invalidVerificationCode })
    .regex(new RegExp(`^\\d{${VERIFICATION_CODE_LENGTH}}$`), VALIDATION.invalidVerificationCode),
});
