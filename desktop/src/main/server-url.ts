/**
 * The API server the desktop app talks to: `--server=<url>` on the command line, else
 * SQUADHUB_SERVER_URL, else the local default. Only http(s) origins are accepted, so a typo
 * fails loudly at start instead of as a blank window.
 */
export const DEFAULT_SERVER_URL = 'http://localhost:8080';

export function resolveServerUrl(argv: readonly string[], env: Record<string, string | undefined>): string {
  const fromArgs = argv.find((a) => a.startsWith('--server='))?.slice('--server='.length);
  const raw = fromArgs || env.SQUADHUB_SERVER_URL || DEFAULT_SERVER_URL;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`Squadhub server URL is not a valid URL: ${raw}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`Squadhub server URL must start with http:// or https://: ${raw}`);
  }
  // The API lives at <origin>/api whatever path was given.
  return url.origin;
}
