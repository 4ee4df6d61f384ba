/**
 * Account routes (docs/product/api-calls.md#accounts) under /api/auth. Each route: rate limit, authenticate
 * (the app-wide authenticator already resolved req.user), validate with the shared schema,
 * call the accounts service, present.
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
import { currentUser, requireUser } from '../../auth/passport.js';
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
import { authLimits } from './limits.js';

export function authRouter(ctx: AppContext): Router {
  const router = Router();
  const limits = authLimits(ctx);

  router.get('/auth/me', requireUser, (req, res) => {
    res.json(presentCurrentUser(currentUser(req)));
  });

  router.post('/auth/login', ...limits.login, async (req, res) => {
    const credentials = parseBody(loginSchema, req);
    const user = await authenticate(ctx, credentials);
    res.json(authResponse(ctx, user));
  });

  router.post('/auth/register', ...limits.register, async (req, res) => {
    const input = parseBody(registerSchema, req);
    const user = await registerUser(ctx, input);
    res.status(201).json(authResponse(ctx, user));
  });

  router.post('/auth/verify-phone', ...limits.verifyPhone, (req, res) => {
    res.json(verifyPhoneCode(ctx, parseBody(verifyPhoneSchema, req)));
  });

  router.post('/auth/forgot-password', ...limits.resetMail, async (req, res) => {
    const { email } = parseBody(forgotPasswordSchema, req);
    res.json(await requestReset(ctx, email, 'password_reset'));
  });

  router.post('/auth/request-username-reset', ...limits.resetMail, async (req, res) => {
    const { email } = parseBody(requestUsernameResetSchema, req);
    res.json(await requestReset(ctx, email, 'username_reset'));
  });

  router.post('/auth/reset-password', ...limits.resetWithToken, async (req, res) => {
    const { token, new_password } = parseBody(resetPasswordSchema, req);
    res.json(await resetPassword(ctx, token, new_password));
  });

  router.post('/auth/reset-username', ...limits.resetWithToken, async (req, res) => {
    const { token, new_username } = parseBody(resetUsernameSchema, req);
    res.json(await resetUsername(ctx, token, new_username));
  });

  router.put('/auth/update-tiktok', ...limits.profile, requireUser, async (req, res) => {
    const { tiktok_link } = parseBody(updateTiktokSchema, req);
    const user = await updateTiktokLink(ctx, currentUser(req), tiktok_link);
    res.json({ message: SUCCESS.tiktokUpdated, user: presentCurrentUser(user) });
  });

  return router;
}
