/** A real SMTP server on a free port that keeps every message it receives, parsed. */
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface SmtpReceiver {
  url: string;
  /** Resolves with the next message to `to` (already received ones included). */
  nextMailTo(to: string, ms?: number): Promise<ParsedMail>;
  count(): number;
  close(): Promise<void>;
}

export async function startSmtpReceiver(): Promise<SmtpReceiver> {
  const received: { to: string[]; mail: ParsedMail; taken: boolean }[] = [];
  const waiters = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (mail) => {
          received.push({ to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()), mail, taken: false });
          for (const wake of waiters) wake();
          callback();
        },
        (err: Error) => callback(err),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    count: () => received.length,
    nextMailTo(to, ms = 10_000) {
      const find = () => received.find((r) => !r.taken && r.to.includes(to.toLowerCase()));
      return new Promise((resolve, reject) => {
        const check = () => {
          const hit = find();
          if (!hit) return false;
          hit.taken = true;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(hit.mail);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no mail to ${to} within ${ms} ms`));
        }, ms);
        if (!check()) waiters.add(check);
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The `token` of the first link to `page` in a mail's text. */
export function tokenFromMail(mail: ParsedMail, page: 'reset-password' | 'reset-username'): string {
  const match = new RegExp(`https?://\\S+/${page}\\?token=([A-Za-z0-9_%-]+)`).exec(mail.text ?? '');
  if (!match) throw new Error(`no ${page} link in mail: ${mail.text}`);
  return decodeURIComponent(match[1]);
}
