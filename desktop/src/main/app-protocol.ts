/**
 * The renderer's own scheme: the main process serves desktop/out/renderer under
 * `app://squadhub/…` (DESKTOP_APP_ORIGIN) rather than loading it from file://. Its requests to the
 * API then carry `Origin: app://squadhub`, which the server allows by name, and which no web page,
 * local HTML file or sandboxed frame can send; `file://` and `null` could come from any of those,
 * so production servers refuse them (docs/desktop.md#the-shell).
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { DESKTOP_APP_ORIGIN } from '@squadhub/shared';

const origin = new URL(DESKTOP_APP_ORIGIN);
/** `app` */
export const APP_SCHEME = origin.protocol.slice(0, -1);
/** The renderer's page; its routes are hash routes (`…/index.html#/host`). */
export const APP_INDEX_URL = `${DESKTOP_APP_ORIGIN}/index.html`;

/**
 * For protocol.registerSchemesAsPrivileged, before the app is ready: a standard scheme has real
 * origins (`app://squadhub`, not `null`), so storage and CORS work as on a web origin; secure makes
 * it a secure context as file:// was; fetch and module scripts may load from it.
 */
export const APP_SCHEME_PRIVILEGES = {
  scheme: APP_SCHEME,
  privileges: { standard: true, secure: true, supportFetchAPI: true, corsEnabled: true },
};

/** The file of the renderer folder an `app://squadhub/…` address names, or null for anything else. */
export function rendererFile(rendererDir: string, requestUrl: string): string | null {
  let url: URL;
  let pathname: string;
  try {
    url = new URL(requestUrl);
    pathname = decodeURIComponent(url.pathname);
  } catch {
    return null;
  }
  if (url.protocol !== origin.protocol || url.host !== origin.host || pathname.includes('\0')) return null;
  const root = path.resolve(rendererDir);
  const file = path.resolve(root, `.${path.posix.normalize(`/${pathname}`)}`);
  const inside = path.relative(root, file);
  if (inside === '' || inside.startsWith('..') || path.isAbsolute(inside)) return null;
  return file;
}

export interface AppProtocolInputs {
  rendererDir: string;
  /** The policy naming the configured server (csp.ts), sent as a header with every file. */
  csp: string;
  /** Reads a file: URL (Electron's net.fetch, which also reads inside app.asar). */
  fetchFile(fileUrl: string): Promise<Response>;
}

/** The protocol.handle handler: the renderer's files with the server's CSP, 404 for anything else. */
export function appProtocolHandler(inputs: AppProtocolInputs): (request: Request) => Promise<Response> {
  return async (request) => {
    const file = request.method === 'GET' ? rendererFile(inputs.rendererDir, request.url) : null;
    if (file === null) return new Response('Not found', { status: 404 });
    const answer = await inputs.fetchFile(pathToFileURL(file).href);
    const headers = new Headers(answer.headers);
    headers.set('Content-Security-Policy', inputs.csp);
    headers.set('X-Content-Type-Options', 'nosniff');
    return new Response(answer.body, { status: answer.status, headers });
  };
}
