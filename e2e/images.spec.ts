/**
 * Uploaded images on a phone (docs/design/phones.md#images-fit-for-a-phone): a tournament's photo,
 * uploaded as a large GPS-tagged JPEG, shows on the dashboard's card from its 640 px WebP variant
 * on a 360x740 phone at 3x, and from a width the layout asks for on a desktop. Screenshots of
 * both land in e2e/artifacts/.
 */
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import sharp from 'sharp';
import { E2E_PORT } from './playwright.config';
import { SIZES, createTournament, shot } from './support/app';
import { bearer, login, type Session } from './support/users';

test.describe.configure({ mode: 'serial', timeout: 120_000 });

let request: APIRequestContext;
let admin: Session;
let tournament: { id: string; title: string };
let imageUrl: string;

/** A 3000x1688 camera-like JPEG with GPS tags: gradient sky over a dark field. */
async function cameraPhoto(): Promise<Buffer> {
  const [width, height] = [3000, 1688];
  const sky = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
      '<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1">' +
      '<stop offset="0" stop-color="#f59e0b"/><stop offset="0.6" stop-color="#7c3aed"/><stop offset="1" stop-color="#111827"/>' +
      `</linearGradient></defs><rect width="${width}" height="${height}" fill="url(#g)"/>` +
      `<circle cx="${width * 0.7}" cy="${height * 0.35}" r="${height * 0.12}" fill="#fde68a"/></svg>`,
  );
  return sharp(sky)
    .jpeg({ quality: 95 })
    .withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 3013/100' } })
    .toBuffer();
}

test.beforeAll(async ({ playwright }) => {
  request = await playwright.request.newContext({ baseURL: `http://localhost:${E2E_PORT}` });
  admin = await login(request);
  tournament = await createTournament(request, admin, { title: 'Photo Cup' });
  const res = await request.post(`/api/tournaments/${tournament.id}/upload-image`, {
    headers: bearer(admin),
    multipart: { file: { name: 'sunset.jpg', mimeType: 'image/jpeg', buffer: await cameraPhoto() } },
  });
  expect(res.status(), await res.text()).toBe(200);
  imageUrl = (await res.json()).image_url;
  expect(imageUrl).toMatch(/\.webp$/);
});
test.afterAll(() => request.dispose());

/** The dashboard in a new context; answers the page and the card's loaded image. */
async function cardImage(browser: Browser, options: Parameters<Browser['newContext']>[0]) {
  const context = await browser.newContext(options);
  const page: Page = await context.newPage();
  await page.goto('/');
  const card = page.getByTestId('tournament-card').filter({ hasText: tournament.title });
  const img = card.getByRole('img', { name: new RegExp(tournament.title) });
  await img.scrollIntoViewIfNeeded();
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
  const loaded = await img.evaluate((el: HTMLImageElement) => ({
    src: new URL(el.currentSrc).pathname + new URL(el.currentSrc).search,
    naturalWidth: el.naturalWidth,
    shownWidth: el.getBoundingClientRect().width,
  }));
  return { page, card, loaded };
}

test('a phone at 3x loads the 640 px card variant', async ({ browser }) => {
  const { page, card, loaded } = await cardImage(browser, { ...SIZES.phone, deviceScaleFactor: 3 });
  expect(loaded.src).toBe(`${imageUrl}?w=640`);
  expect(loaded.naturalWidth).toBeLessThanOrEqual(640);
  // The banner fills the card's width.
  expect(loaded.shownWidth).toBeGreaterThan(300);
  await card.scrollIntoViewIfNeeded();
  await shot(page, 'images-phone-dashboard');
  await page.context().close();
});

test('a desktop loads a size the grid asks for, and the full image is there too', async ({ browser }) => {
  const { page, card, loaded } = await cardImage(browser, SIZES.desktop);
  // Three columns of about 400 px at 1x: the card variant is enough.
  expect(loaded.src).toBe(`${imageUrl}?w=640`);
  await card.scrollIntoViewIfNeeded();
  await shot(page, 'images-desktop-dashboard');
  const full = await request.get(imageUrl);
  expect(full.headers()['content-type']).toBe('image/webp');
  expect((await sharp(await full.body()).metadata()).width).toBe(1600);
  await page.context().close();
});
