import { startMailServer } from './mail-server';
import { MAIL_DIR, SMTP_PORT } from '../playwright.config';

/** Starts the SMTP receiver before the web server sends any mail; stops it after the run. */
export default async function globalSetup() {
  const stop = await startMailServer(SMTP_PORT, MAIL_DIR);
  return stop;
}
