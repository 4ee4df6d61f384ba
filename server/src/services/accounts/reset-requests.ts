/**
 * "Forgot password" and "forgot username": e-mail a single-use link to the account's address.
 * The answer is the same whether or not the e-mail is registered, and the mail is sent after
 * the answer (a slow or failing SMTP server neither delays the player nor reveals the account);
 * a sending failure is logged for the operator.
 */
import { RESET_MAIL_TEXT, RESET_REQUEST_ANSWER, localizeText, type Locale } from '@squadhub/shared';
import type { AppContext } from '../../context.js';
import { inTransaction } from '../../db/transaction.js';
import type { Logger } from '../../logger.js';
import type { MailMessage } from '../../mail/mailer.js';
import { escapeHtml } from '../../presenters/html.js';
import { issueResetToken, type ResetKind } from './reset-tokens.js';
import { findUserByEmail } from './users.js';

/** The mail in the account's language (docs/product/languages.md#the-accounts-language), else the request's. */
function resetMail(kind: ResetKind, to: string, username: string, link: string, language: Locale): MailMessage {
  const say = (text: string) => localizeText(text, language);
  const { what } = RESET_MAIL_TEXT[kind];
  const subject = say(RESET_MAIL_TEXT[kind].subject);
  const intro = say(RESET_MAIL_TEXT[kind].intro(username));
  const openLink = say(RESET_MAIL_TEXT.openLink(what));
  const button = say(RESET_MAIL_TEXT.button(what));
  const pasteLink = say(RESET_MAIL_TEXT.pasteLink);
  const outro = say(RESET_MAIL_TEXT.outro);
  return {
    to,
    subject,
    text: `${intro}\n\n${openLink}\n${link}\n\n${outro}\n`,
    html:
      `<p>${escapeHtml(intro)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(button)}</a></p>` +
      `<p>${escapeHtml(pasteLink)}<br>${escapeHtml(link)}</p><p>${escapeHtml(outro)}</p>`,
  };
}

/**
 * Issues a token and mails the link when the e-mail belongs to an account; always resolves the
 * same. The mail leaves after the answer: `log` is the request's logger, so a failure is logged
 * with the request's id.
 */
export async function requestReset(
  ctx: AppContext,
  email: string,
  kind: ResetKind,
  requestLanguage: Locale,
  log: Logger = ctx.logger,
): Promise<{ message: string }> {
  const user = await findUserByEmail(ctx.db, email);
  if (user) {
    const token = await inTransaction(ctx, (tx) => issueResetToken(tx, user.id, kind));
    const page = kind === 'password_reset' ? 'reset-password' : 'reset-username';
    const link = `${ctx.config.PUBLIC_URL}/${page}?token=${encodeURIComponent(token)}`;
    ctx.mailer
      .send(resetMail(kind, user.email, user.username, link, user.language ?? requestLanguage), log)
      .catch((err: unknown) => log.error({ err, kind, userId: user.id }, 'reset e-mail could not be sent'));
  }
  return { message: RESET_REQUEST_ANSWER[kind] };
}
