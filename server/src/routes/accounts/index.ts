/**
 * Account routes (docs/product/api-calls.md#accounts) under /api/auth (and the game identity at
 * /api/users/me/game-identity), mounted from their contract
 * entries (routes/mount.ts). Each route: rate limit, authenticate (its access step reads the
 * session's user into req.user), validate with the shared schema, call the accounts service, present.
 */
import { Router } from 'express';
import { SUCCESS, type CurrentUser } from '@squadhub/shared';
import { currentClaims, currentUser } from '../../auth/passport.js';
import type { AppContext } from '../../context.js';
import { keepJson } from '../../presenters/known-json.js';
import { presentCurrentUser } from '../../presenters/user.js';
import { setGameIdentity } from '../../services/accounts/game-identity.js';
import type { UserRow } from '../../db/rows.js';
import { authenticate } from '../../services/accounts/login.js';
import { logout, logoutEverywhere } from '../../services/accounts/logout.js';
import { changePassword } from '../../services/accounts/password-change.js';
import { setLanguage, updateTiktokLink } from '../../services/accounts/profile.js';
import { registerUser } from '../../services/accounts/register.js';
import { requestReset } from '../../services/accounts/reset-requests.js';
import { resetPassword, resetUsername } from '../../services/accounts/resets.js';
import { authResponse } from '../../services/accounts/session.js';
import { verifyPhoneCode } from '../../services/accounts/verify-phone.js';
import { mount } from '../mount.js';
import { authLimits } from './limits.js';
import { readsLimit } from '../../http/rate-limit.js';
import { answerLocale } from '../../http/language.js';

export function authRouter(ctx: AppContext): Router {
  const router = Router();
  const limits = authLimits(ctx);
  const answers = ctx.speed.value('current-user-answers', () => new WeakMap<UserRow, CurrentUser>());

  mount(router, 'getCurrentUser', {
    limiter: readsLimit(ctx),
    handler: (req, res) => {
      // The session's user row is kept and shared while its version holds (auth/sessions.ts), so
      // its answer is too (docs/scale/request-pipeline.md#the-2026-11-29-session-row-cuts).
      const user = currentUser(req);
      let answer = answers.get(user);
      if (answer === undefined) answers.set(user, (answer = keepJson(presentCurrentUser(user))));
      res.json(answer);
    },
  });

  mount(router, 'login', {
    limiter: limits.login,
    handler: async (_req, res, input) => {
      const credentials = input.body();
      const user = await authenticate(ctx, credentials);
      res.json(authResponse(ctx, user));
    },
  });

  mount(router, 'register', {
    limiter: limits.register,
    handler: async (_req, res, input) => {
      const body = input.body();
      const user = await registerUser(ctx, body);
      res.status(201).json(authResponse(ctx, user));
    },
  });

  mount(router, 'verifyPhone', {
    limiter: limits.verifyPhone,
    handler: (_req, res, input) => {
      res.json(verifyPhoneCode(ctx, input.body()));
    },
  });

  mount(router, 'requestPasswordReset', {
    limiter: limits.resetMail,
    handler: async (req, res, input) => {
      const { email } = input.body();
      res.json(await requestReset(ctx, email, 'password_reset', answerLocale(req), req.log));
    },
  });

  mount(router, 'requestUsernameReset', {
    limiter: limits.resetMail,
    handler: async (req, res, input) => {
      const { email } = input.body();
      res.json(await requestReset(ctx, email, 'username_reset', answerLocale(req), req.log));
    },
  });

  mount(router, 'resetPassword', {
    limiter: limits.resetWithToken,
    handler: async (_req, res, input) => {
      const { token, new_password } = input.body();
      res.json(await resetPassword(ctx, token, new_password));
    },
  });

  mount(router, 'resetUsername', {
    limiter: limits.resetWithToken,
    handler: async (_req, res, input) => {
      const { token, new_username } = input.body();
      res.json(await resetUsername(ctx, token, new_username));
    },
  });

  mount(router, 'logout', {
    limiter: limits.logout,
    handler: async (req, res) => {
      res.json(await logout(ctx, currentClaims(req)));
    },
  });

  mount(router, 'logoutEverywhere', {
    limiter: limits.logout,
    handler: async (req, res) => {
      res.json(await logoutEverywhere(ctx, currentClaims(req)));
    },
  });

  mount(router, 'changePassword', {
    limiter: limits.changePassword,
    handler: async (req, res, input) => {
      res.json(await changePassword(ctx, currentUser(req), currentClaims(req), input.body()));
    },
  });

  mount(router, 'setGameIdentity', {
    limiter: limits.gameIdentity,
    handler: async (req, res, input) => {
      const user = await setGameIdentity(ctx, currentUser(req), input.body());
      res.json({ message: SUCCESS.gameIdentitySaved, user: presentCurrentUser(user) });
    },
  });

  mount(router, 'setLanguage', {
    limiter: limits.profile,
    handler: async (req, res, input) => {
      const user = await setLanguage(ctx, currentUser(req), input.body().language);
      res.json({ message: SUCCESS.languageSaved, user: presentCurrentUser(user) });
    },
  });

  mount(router, 'updateTiktokLink', {
    limiter: limits.profile,
    handler: async (req, res, input) => {
      const { tiktok_link } = input.body();
      const user = await updateTiktokLink(ctx, currentUser(req), tiktok_link);
      res.json({ message: SUCCESS.tiktokUpdated, user: presentCurrentUser(user) });
    },
  });

  return router;
}
