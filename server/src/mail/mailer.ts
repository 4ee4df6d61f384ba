/**
 * Outgoing e-mail through nodemailer to SMTP_URL. Without SMTP_URL the mail goes to a
 * development outbox: it is logged (with its links) so a developer can follow them.
 */
import nodemailer from 'nodemailer';
import type { Logger } from '../logger.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  /** `log`: the logger of the request that sends it (its id on the outbox line), else the app's. */
  send(message: MailMessage, log?: Logger): Promise<void>;
  /** Mails sent through the development outbox (newest last); empty with real SMTP. */
  readonly outbox: MailMessage[];
}

export function createMailer(opts: { smtpUrl?: string; from: string; logger: Logger }): Mailer {
  const outbox: MailMessage[] = [];
  if (!opts.smtpUrl) {
    return {
      outbox,
      async send(message, log = opts.logger) {
        outbox.push(message);
        if (outbox.length > 100) outbox.shift();
        log.info({ to: message.to, subject: message.subject }, `development outbox:\n${message.text}`);
      },
    };
  }
  const transport = nodemailer.createTransport(opts.smtpUrl);
  return {
    outbox,
    async send(message) {
      await transport.sendMail({ from: opts.from, ...message });
    },
  };
}
