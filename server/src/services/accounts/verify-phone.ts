/**
 * Phone verification (docs/product/accounts.md#phone-verification: a verification-code step
 * exists in the client but the normal flow never reaches it). Squadhub sends no SMS, so no code is ever issued and none can be valid: a
 * well-formed request answers 400 'Invalid verification code', exactly what the client shows
 * for a wrong code. When an SMS provider is added, codes would be issued into auth_tokens and
 * checked here; the route, schema and answer shape stay as they are.
 */
import { VALIDATION } from '@squadhub/shared';
import type { AppContext } from '../../context.js';
import { badRequest } from '../../domain/errors.js';

export function verifyPhoneCode(
  _ctx: AppContext,
  _input: { phone_number: string; country_code: string; verification_code: string },
): {
  valid: true;
} {
  throw badRequest(VALIDATION.invalidVerificationCode);
}
