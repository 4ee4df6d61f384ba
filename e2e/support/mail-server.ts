/**
 * A real SMTP receiver for e2e tests: every accepted message is written as a raw .eml file to
 * MAIL_DIR. `waitForMail` waits for the newest not-yet-returned message to an address and returns
 * its decoded text.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

export async function startMailServer(port: number, dir: string): Promise<() => Promise<void>> {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  let n = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((r) => r.address).join(',');
        writeFileSync(
          path.join(dir, `${Date.now()}-${n++}.eml`),
          `X-Envelope-To: ${to}\r\n${Buffer.concat(chunks).toString('utf8')}`,
        );
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}

/** Decodes quoted-printable soft breaks and escapes (enough for our plain-text mails). */
function decodeQuotedPrintable(s: string): string {
  return s.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, h: string) => String.fromCharCode(parseInt(h, 16)));
}

/** Files already handed out: a test waiting for its mail never gets an earlier one to the same address. */
const delivered = new Set<string>();
/** Received order: `<ms>-<n>.eml`, compared numerically. */
const receivedAt = (f: string) => f.split(/[-.]/).map(Number) as [number, number];

/**
 * The newest mail to `to` that no earlier call returned, optionally one containing `contains`,
 * decoded. Waits for it to arrive (a reset mail is sent after the request's answer).
 */
export async function waitForMail(
  dir: string,
  to: string,
  opts: number | { timeoutMs?: number; contains?: string | RegExp } = {},
): Promise<string> {
  const { timeoutMs = 15_000, contains } = typeof opts === 'number' ? { timeoutMs: opts } : opts;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const files = readdirSync(dir)
      .filter((f) => f.endsWith('.eml') && !delivered.has(f))
      .sort((a, b) => {
        const [am, an] = receivedAt(a);
        const [bm, bn] = receivedAt(b);
        return bm - am || bn - an;
      });
    for (const f of files) {
      const raw = readFileSync(path.join(dir, f), 'utf8');
      if (!raw.split('\r\n')[0].toLowerCase().includes(to.toLowerCase())) continue;
      const text = decodeQuotedPrintable(raw);
      if (contains !== undefined && !(typeof contains === 'string' ? text.includes(contains) : contains.test(text)))
        continue;
      delivered.add(f);
      return text;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no new mail to ${to} within ${timeoutMs} ms`);
}
