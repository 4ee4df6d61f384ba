/**
 * The installable app (docs/design/phones.md#an-installable-app) in Chromium: the service worker
 * installs and controls the page, Chrome reads the manifest and finds nothing against installing
 * it, every icon is a PNG of the size it claims, a navigation while offline shows the offline page
 * (which brings the app back by itself once the network returns), and API answers never come from
 * the worker or its caches.
 */
import { expect, test, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { Dashboard, SIZES, expectAccessible, expectNoHorizontalOverflow, shot } from './support/app';

// These journeys are about the service worker, which playwright.config.ts blocks elsewhere.
test.use({ serviceWorkers: 'allow' });

/** Opens the app on a phone and waits until its service worker controls the page. */
async function controlledPage(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await page.goto('/');
  await expect(new Dashboard(page).connectionTag).toHaveAttribute('data-state', 'online');
  // clientsClaim: the first page is taken over without a reload.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
  return page;
}

/** The URLs in the worker's caches, relative to the site. */
const cachedUrls = (page: Page) =>
  page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const req of await (await caches.open(name)).keys()) urls.push(new URL(req.url).pathname);
    }
    return urls;
  });

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

async function expectPng(request: APIRequestContext, src: string, size: number) {
  const res = await request.get(src);
  expect(res.status(), src).toBe(200);
  expect(res.headers()['content-type'], src).toBe('image/png');
  expect(pngSize(await res.body()), src).toEqual({ width: size, height: size });
}

test('the service worker installs at /sw.js, controls the page and precaches the app shell', async ({ browser }) => {
  const context = await browser.newContext(SIZES.phone);
  const page = await controlledPage(context);
  const registration = await page.evaluate(async () => {
    const reg = await navigator.serviceWorker.ready;
    return { scope: reg.scope, script: reg.active?.scriptURL };
  });
  const origin = new URL(page.url()).origin;
  expect(registration).toEqual({ scope: `${origin}/`, script: `${origin}/sw.js` });

  const cached = await cachedUrls(page);
  const entry = await page.locator('script[type="module"][src^="/assets/index-"]').getAttribute('src');
  expect(cached).toContain(entry);
  expect(cached).toContain('/offline.html');
  expect(cached).toContain('/icons/icon-192.png');
  expect(cached.filter((url) => /overlay|\.map$|^\/api\/|^\/uploads\/|^\/index\.html$|^\/$/.test(url))).toEqual([]);
  await context.close();
});

test('the manifest is one Chrome can install from, with every icon reachable', async ({ browser, request }) => {
  const context = await browser.newContext(SIZES.phone);
  const page = await controlledPage(context);
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute('href', '/icons/apple-touch-icon.png');
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#0b0d12');

  const res = await request.get('/manifest.webmanifest');
  expect(res.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  const manifest = await res.json();
  expect(manifest).toMatchObject({
    id: '/',
    name: 'Squadhub',
    short_name: 'Squadhub',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: '#0b0d12',
    background_color: '#0b0d12',
  });
  const icons = manifest.icons as { src: string; sizes: string; purpose: string }[];
  expect(icons.map((i) => `${i.sizes} ${i.purpose}`).sort()).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ]);
  for (const icon of icons) await expectPng(request, icon.src, Number(icon.sizes.split('x')[0]));
  await expectPng(request, '/icons/apple-touch-icon.png', 180);
  await expectPng(request, '/icons/badge-96.png', 96);

  // What Chrome itself makes of it: the manifest parses without errors and nothing about the app
  // stands against installing it (a test's browser context is a private one, which Chrome never
  // installs from: that is the browser, not the app).
  const cdp = await context.newCDPSession(page);
  const parsed = (await cdp.send('Page.getAppManifest')) as { errors: unknown[]; url: string };
  expect(parsed.url).toBe(new URL('/manifest.webmanifest', page.url()).href);
  expect(parsed.errors).toEqual([]);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  expect(installabilityErrors.filter((e) => e.errorId !== 'in-incognito')).toEqual([]);
  await context.close();
});

test('offline, a navigation shows the offline page, which brings the app back once online', async ({ browser }) => {
  const context = await browser.newContext(SIZES.phone);
  const page = await controlledPage(context);
  await context.setOffline(true);
  await page.goto('/tournaments/6f1c2b9e-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { name: "Squadhub can't be reached" })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Try again' })).toBeVisible();
  // The address stays where the player was going.
  expect(new URL(page.url()).pathname).toBe('/tournaments/6f1c2b9e-0000-4000-8000-000000000000');
  await expectNoHorizontalOverflow(page);
  await expectAccessible(page, 'the offline page');
  await shot(page, 'offline-phone');

  // Back online: offline.js reloads the page the player wanted.
  await context.setOffline(false);
  await expect(page.getByRole('heading', { name: "Squadhub can't be reached" })).toBeHidden({ timeout: 20_000 });
  await expect(new Dashboard(page).connectionTag).toBeVisible();
  await context.close();
});

test('API answers never come from the service worker or its caches', async ({ browser }) => {
  const context = await browser.newContext(SIZES.phone);
  const page = await controlledPage(context);
  const apiAnswers: { url: string; fromServiceWorker: boolean }[] = [];
  page.on('response', (res) => {
    if (new URL(res.url()).pathname.startsWith('/api/'))
      apiAnswers.push({ url: res.url(), fromServiceWorker: res.fromServiceWorker() });
  });
  // A reload under the worker's control: the dashboard asks the API for its lists again.
  await page.reload();
  await expect(new Dashboard(page).connectionTag).toHaveAttribute('data-state', 'online');
  await expect.poll(() => apiAnswers.length).toBeGreaterThan(0);
  expect(apiAnswers.filter((a) => a.fromServiceWorker)).toEqual([]);
  expect((await cachedUrls(page)).filter((url) => /^\/(api|uploads|static)\//.test(url))).toEqual([]);

  // Offline, an API request fails: nothing answers it from a cache.
  await context.setOffline(true);
  const outcome = await page.evaluate(() =>
    fetch('/api/tournaments').then(
      (res) => `answered ${res.status}`,
      () => 'failed',
    ),
  );
  expect(outcome).toBe('failed');
  await context.close();
});
