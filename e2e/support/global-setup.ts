import { expectBuilds } from './desktop';
import { startMailServer } from './mail-server';
import { ALL_LANES } from '../playwright.config';

/** Starts each lane's SMTP receiver before its web server sends any mail; stops them after the run. */
export default async function globalSetup() {
  expectBuilds();
  const stops = await Promise.all(ALL_LANES.map(({ smtpPort, mailDir }) => startMailServer(smtpPort, mailDir)));
  return async () => {
    await Promise.all(stops.map((stop) => stop()));
  };
}
