/**
 * Account routes (docs/product/api-calls.md#accounts) under /api/auth, mounted from their contract
 * entries (routes/mount.ts). Each route: rate limit, authenticate (the app-wide authenticator
 * already resolved req.user), validate with the shared schema, call the accounts service, present.
 */
import { Router } from 'express';
import {
  forgotPasswordSchema,
  loginSchema,
  registerSchema,
  requestUsernameResetSchema,
  resetPasswordSchema,
  resetUsernameSchema,
  SUCCESS,
  updateTiktokSchema,
  verifyPhoneSchema,
} from '@squadhub/shared';
import { currentUser } from '../../auth/passport.js';
import type { AppContext } from '../../context.js';
import { parseBody } from '../../http/validate.js';
import { presentCurrentUser } from '../../presenters/user.js';
import { authenticate } from '../../services/accounts/login.js';
import { updateTiktokLink } from '../../services/accounts/profile.js';
import { registerUser } from '../../services/accounts/register.js';
import { requestReset } from '../../services/accounts/reset-requests.js';
import { resetPassword, resetUsername } from '../../services/accounts/resets.js';
import { authResponse } from '../../services/accounts/session.js';
import { verifyPhoneCode } from '../../services/accounts/verify-phone.js';
import { mount } from '../mount.js';
import { authLimits } from './limits.js';

export function authRouter(ctx: AppContext): Router {
  const router = Router();
  const limits = authLimits(ctx);

  mount(router, 'getCurrentUser', {
    handler: (req, res) => {
      res.json(presentCurrentUser(currentUser(req)));
    },
  });

  mount(router, 'login', {
    limiter: limits.login,
    handler: async (req, res) => {
      const credentials = parseBody(loginSchema, req);
      const user = await authenticate(ctx, credentials);
      res.json(authResponse(ctx, user));
    },
  });

  mount(router, 'register', {
    limiter: limits.register,
    handler: async (req, res) => {
      const input = parseBody(registerSchema, req);
      const user = await registerUser(ctx, input);
      res.status(201).json(authResponse(ctx, user));
    },
  });

  mount(router, 'verifyPhone', {
    limiter: limits.verifyPhone,
    handler: (req, res) => {
      res.json(verifyPhoneCode(ctx, parseBody(verifyPhoneSchema, req)));
    },
  });

  mount(router, 'requestPasswordReset', {
    limiter: limits.resetMail,
    handler: async (req, res) => {
      const { email } = parseBody(forgotPasswordSchema, req);
      res.json(await requestReset(ctx, email, 'password_reset'));
    },
  });

  mount(router, 'requestUsernameReset', {
    limiter: limits.resetMail,
    handler: async (req, res) => {
      const { email } = parseBody(requestUsernameResetSchema, req);
      res.json(await requestReset(ctx, email, 'username_reset'));
    },
  });

  mount(router, 'resetPassword', {
    limiter: limits.resetWithToken,
    handler: async (req, res) => {
      const { token, new_password } = parseBody(resetPasswordSchema, req);
      res.json(await resetPassword(ctx, token, new_password));
    },
  });

  mount(router, 'resetUsername', {
    limiter: limits.resetWithToken,
    handler: async (req, res) => {
      const { token, new_username } = parseBody(resetUsernameSchema, req);
      res.json(await resetUsername(ctx, token, new_username));
    },
  });

  mount(router, 'updateTiktokLink', {
    limiter: limits.profile,
    handler: async (req, res) => {
      const { tiktok_link } = parseBody(updateTiktokSchema, req);
      const user = await updateTiktokLink(ctx, currentUser(req), tiktok_link);
      res.json({ message: SUCCESS.tiktokUpdated, user: presentCurrentUser(user) });
    },
  });

  return router;
}
