/** The answer of login and register: a bearer token and the presented user. */
import type { AuthResponse } from '@squadhub/shared';
import type { UserRow } from '../../db/rows.js';
import { issueAccessToken } from '../../auth/tokens.js';
import type { AppContext } from '../../context.js';
import { presentCurrentUser } from '../../presenters/user.js';

export function authResponse(ctx: AppContext, user: UserRow): AuthResponse {
  return {
    access_token: issueAccessToken(ctx.config, user),
    token_type: 'bearer',
    user: presentCurrentUser(user),
  };
}
