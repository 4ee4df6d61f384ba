import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DESKTOP_APP_ORIGIN } from '@squadhub/shared';
import { APP_INDEX_URL, APP_SCHEME, APP_SCHEME_PRIVILEGES, appProtocolHandler, rendererFile } from './app-protocol';

const dir = path.resolve('/opt/Squadhub/resources/app.asar/out/renderer');

describe('the app:// scheme of the renderer', () => {
  it('is the origin the server allows, with real (not opaque) origins', () => {
    expect(`${APP_SCHEME}://squadhub`).toBe(DESKTOP_APP_ORIGIN);
    expect(APP_INDEX_URL).toBe('app://squadhub/index.html');
    expect(APP_SCHEME_PRIVILEGES.privileges).toMatchObject({ standard: true, secure: true });
  });

  it('maps its addresses to files of the renderer folder only', () => {
    expect(rendererFile(dir, 'app://squadhub/index.html#/host')).toBe(path.join(dir, 'index.html'));
    expect(rendererFile(dir, 'app://squadhub/assets/index-x1.js?v=1')).toBe(path.join(dir, 'assets/index-x1.js'));
    expect(rendererFile(dir, 'app://squadhub/assets/../index.html')).toBe(path.join(dir, 'index.html'));
    // Dot segments never climb out: they stop at the renderer folder, as at a web root.
    expect(rendererFile(dir, 'app://squadhub/%2e%2e/%2e%2e/main/index.js')).toBe(path.join(dir, 'main/index.js'));
    expect(rendererFile(dir, 'app://squadhub/..%2f..%2fpackage.json')).toBe(path.join(dir, 'package.json'));
    for (const outside of [
      'app://squadhub/',
      'app://squadhub/x%00.js',
      'app://squadhub/%E0%A4%A',
      'app://other/index.html',
      'file:///opt/Squadhub/resources/app.asar/out/renderer/index.html',
      'not a url',
    ])
      expect(rendererFile(dir, outside), outside).toBeNull();
  });

  it('serves the files with the exact-server CSP, and 404 for the rest', async () => {
    const read: string[] = [];
    const handle = appProtocolHandler({
      rendererDir: dir,
      csp: "default-src 'self'",
      fetchFile: async (url) => {
        read.push(url);
        return new Response('<!doctype html>', { headers: { 'Content-Type': 'text/html' } });
      },
    });
    const page = await handle(new Request('app://squadhub/index.html'));
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html');
    expect(page.headers.get('content-security-policy')).toBe("default-src 'self'");
    expect(await page.text()).toBe('<!doctype html>');
    expect(read).toEqual([`file://${path.join(dir, 'index.html')}`]);
    expect((await handle(new Request('app://other/index.html'))).status).toBe(404);
    expect((await handle(new Request('app://squadhub/index.html', { method: 'POST', body: 'x' }))).status).toBe(404);
    expect(read).toHaveLength(1);
  });
});
