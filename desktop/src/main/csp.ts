/**
 * The Content-Security-Policy of the desktop renderer (loaded from file://). Scripts only from the
 * app itself, no plugins, no frames, no <base> or form posts; network access only to the API
 * server (HTTP for the API and images, WebSocket for live events).
 *
 * Two copies are applied and browsers enforce both: a <meta> tag baked in at build time, which
 * cannot know the server chosen at run time and so allows any http(s)/ws(s) host for connections
 * and images, and a response header from the main process naming the exact server.
 */
export function rendererCsp(server: { http: string[]; ws: string[] }): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    // Radix and sonner position popovers with inline styles.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...server.http],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...server.http, ...server.ws],
    'media-src': ["'self'", 'data:', 'blob:'],
    'object-src': ["'none'"],
    'frame-src': ["'none'"],
    'worker-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/** The policy naming one server origin, e.g. http://localhost:8080 → its http and ws forms. */
export function cspForServer(serverOrigin: string): string {
  const url = new URL(serverOrigin);
  const ws = `${url.protocol === 'https:' ? 'wss:' : 'ws:'}//${url.host}`;
  return rendererCsp({ http: [url.origin], ws: [ws] });
}

/** The build-time policy of the <meta> tag: any server, since it is chosen at run time. */
export const BUILD_TIME_CSP = rendererCsp({ http: ['http:', 'https:'], ws: ['ws:', 'wss:'] });
