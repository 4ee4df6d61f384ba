/**
 * Web Push on a phone (docs/design/phones.md#web-push), in Chromium against the real server:
 *
 * - My Account asks the browser's permission only once "Get room codes on this phone" is tapped,
 *   subscribes through the service worker and registers the device; the switches and "Stop on this
 *   phone" reach the server.
 * - A room code sent by the creator leaves the server as a push to the phone's push service (a
 *   local stand-in that checks the VAPID signature and decrypts the payload), and that payload,
 *   delivered to the service worker through the DevTools protocol (`ServiceWorker.deliverPushMessage`),
 *   shows a notification whose tap opens the tournament.
 *
 * Chromium here has no Google push service to subscribe with, so the page's PushManager hands out
 * a subscription whose endpoint and keys belong to the stand-in, as a real browser would hand out
 * one of FCM's. Everything past that point is the real thing.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { PUSH_KINDS, PUSH_TEXT } from '@squadhub/shared';
import { startPushService, type PushServiceStandin, type TestDevice } from '../server/test/push/push-service';
import { SIZES, api, createTournament, expectNoHorizontalOverflow, shot, type Size } from './support/app';
import { bearer, giveCoins, login, register, type Session } from './support/users';

// These journeys are about the service worker, which playwright.config.ts blocks elsewhere.
test.use({ serviceWorkers: 'allow' });

let service: PushServiceStandin;

test.beforeAll(async ({ request }) => {
  const res = await request.get('/api/push/public-key');
  service = await startPushService((await res.json()).public_key);
});
test.afterAll(async () => {
  expect(service.problems).toEqual([]);
  await service?.close();
});

/**
 * A phone (or laptop) logged in as `who`, whose browser subscribes with `device`'s endpoint and
 * keys, and which counts how often the page asked for the notification permission.
 */
async function openAccount(browser: Browser, size: Size, who: Session, device: TestDevice) {
  const context = await browser.newContext(SIZES[size]);
  const origin = new URL(test.info().project.use.baseURL!).origin;
  await context.grantPermissions(['notifications'], { origin });
  await context.addInitScript((token) => localStorage.setItem('token', token), who.token);
  await context.addInitScript((subscription) => {
    const store = 'e2e-push-subscription';
    const made = () => {
      const key = sessionStorage.getItem(store);
      if (!key) return null;
      const bytes = Uint8Array.from(atob(key), (c) => c.charCodeAt(0));
      return {
        endpoint: subscription.endpoint,
        expirationTime: null,
        options: { applicationServerKey: bytes.buffer, userVisibleOnly: true },
        toJSON: () => ({ ...subscription, expirationTime: null }),
        unsubscribe: async () => {
          sessionStorage.removeItem(store);
          return true;
        },
      };
    };
    PushManager.prototype.subscribe = async function (options?: PushSubscriptionOptionsInit) {
      const key = new Uint8Array(options!.applicationServerKey as ArrayBuffer);
      sessionStorage.setItem(store, btoa(String.fromCharCode(...key)));
      return made() as unknown as PushSubscription;
    };
    PushManager.prototype.getSubscription = async () => made() as unknown as PushSubscription | null;
    const ask = Notification.requestPermission.bind(Notification);
    (window as unknown as { permissionAsks: number }).permissionAsks = 0;
    Notification.requestPermission = (...args) => {
      (window as unknown as { permissionAsks: number }).permissionAsks++;
      return ask(...args);
    };
  }, device.subscription);
  const page = await context.newPage();
  await page.goto('/account');
  await expect(page.getByTestId('push-settings')).toBeVisible();
  // The worker of the installable app controls the page (clientsClaim) before anything else.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
  return { context, page };
}

/** What the tests use of the service worker's global scope (the WebWorker types are not in this project). */
interface SwScope {
  registration: ServiceWorkerRegistration;
  WindowClient: { prototype: { focus(): Promise<unknown> } };
  NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
  dispatchEvent(event: Event): boolean;
}

const permissionAsks = (page: Page) =>
  page.evaluate(() => (window as unknown as { permissionAsks: number }).permissionAsks);

/** The device's subscription as the server has it for `who`. */
async function stored(page: Page, who: Session, endpoint: string) {
  const res = await page.request.get('/api/push/subscriptions', { headers: bearer(who), params: { endpoint } });
  expect(res.status()).toBe(200);
  return (await res.json()).subscription as { kinds: string[] } | null;
}

/** axe on the push section: no serious or critical violation. */
async function expectSectionAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).include('[data-testid="push-settings"]').analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
  expect(bad).toEqual([]);
}

/** The service worker's registration id, as the DevTools protocol names it, and the session that knows it. */
async function registrationId(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  const origin = new URL(page.url()).origin;
  const found = new Promise<string>((resolve) =>
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((r) => r.scopeURL === `${origin}/` && !r.isDeleted);
      if (ours) resolve(ours.registrationId);
    }),
  );
  await cdp.send('ServiceWorker.enable');
  return { cdp, id: await found, origin };
}

test('My Account asks for the permission only after the tap; switches and stop reach the server', async ({
  browser,
  request,
}) => {
  const player = await register(request, 'Pusher');
  const device = service.device();
  const { context, page } = await openAccount(browser, 'phone', player, device);
  const section = page.getByTestId('push-settings');

  expect(await permissionAsks(page)).toBe(0);
  await expectSectionAccessible(page);
  await section.getByRole('button', { name: 'Get room codes on this phone' }).click();
  await expect(section.getByRole('switch', { name: 'Room codes' })).toHaveAttribute('aria-checked', 'true');
  expect(await permissionAsks(page)).toBe(1);
  expect((await stored(page, player, device.endpoint))?.kinds).toHaveLength(PUSH_KINDS.length);

  await section.getByRole('switch', { name: 'Cash-outs' }).click();
  await expect(section.getByRole('switch', { name: 'Cash-outs' })).toHaveAttribute('aria-checked', 'false');
  expect((await stored(page, player, device.endpoint))?.kinds).not.toContain('cashout_status');
  await expectNoHorizontalOverflow(page);
  await expectSectionAccessible(page);
  await section.scrollIntoViewIfNeeded();
  await shot(page, 'push-account-phone');

  // A reload shows this device's switches as the server has them.
  await page.reload();
  await expect(section.getByRole('switch', { name: 'Cash-outs' })).toHaveAttribute('aria-checked', 'false');
  await expect(section.getByRole('switch', { name: 'Kicked or moved' })).toHaveAttribute('aria-checked', 'true');

  await section.getByRole('button', { name: 'Stop on this phone' }).click();
  await expect(section.getByRole('button', { name: 'Get room codes on this phone' })).toBeVisible();
  expect(await stored(page, player, device.endpoint)).toBeNull();
  await context.close();

  // The laptop layout: the switches side by side, nothing wider than the screen.
  const desktop = await openAccount(browser, 'desktop', player, service.device());
  await desktop.page.getByRole('button', { name: 'Get room codes on this phone' }).click();
  await expect(desktop.page.getByRole('switch', { name: 'Approvals and disputes' })).toBeVisible();
  await expectNoHorizontalOverflow(desktop.page);
  await expectSectionAccessible(desktop.page);
  await desktop.page.getByTestId('push-settings').scrollIntoViewIfNeeded();
  await shot(desktop.page, 'push-account-desktop');
  await desktop.context.close();
});

test('a room code reaches the phone as a push, shows a notification, and its tap opens the tournament', async ({
  browser,
  request,
}) => {
  const admin = await login(request);
  const player = await register(request, 'Locked');
  await giveCoins(request, admin, player, 10);
  // The super admin's own tournament is approved at once.
  const cup = await createTournament(request, admin, { title: 'Push Cup', entry_fee: 2 });
  await api(request, 'post', `/tournaments/${cup.id}/join-slot`, player, { team_number: 1, slot_index: 0 });

  const device = service.device();
  const { context, page } = await openAccount(browser, 'phone', player, device);
  await page.getByRole('button', { name: 'Get room codes on this phone' }).click();
  await expect(page.getByRole('switch', { name: 'Room codes' })).toBeVisible();

  // The creator sends the code: the server pushes it to the phone's push service.
  await api(request, 'post', `/tournaments/${cup.id}/send-room-code`, admin, { room_code: 'E2E-4242', password: 'pw' });
  await expect.poll(() => device.pushes.length, { timeout: 20_000 }).toBe(1);
  const [pushed] = device.pushes;
  expect(pushed!.payload).toEqual({
    type: 'room_code',
    tournament_id: cup.id,
    ...PUSH_TEXT.room_code({ title: cup.title }),
    url: `/tournaments/${cup.id}`,
  });
  expect(pushed!.text).not.toContain('E2E-4242');

  // The push service hands that payload to the phone's service worker.
  await page.goto('/');
  // A push delivered while the worker is still activating is dropped: wait until one is active.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  const { cdp, id, origin } = await registrationId(context, page);
  await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId: id, data: pushed!.text });
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
  const shown = () =>
    worker.evaluate(async () =>
      (await (self as unknown as SwScope).registration.getNotifications()).map((n) => ({
        title: n.title,
        body: n.body,
        url: (n.data as { url?: string } | null)?.url,
      })),
    );
  await expect.poll(shown).toEqual([
    {
      title: `Room code is ready: ${cup.title}`,
      body: PUSH_TEXT.room_code({ title: cup.title }).body,
      url: `/tournaments/${cup.id}`,
    },
  ]);

  // The tap. The DevTools protocol cannot click a notification, so the worker gets the same
  // notificationclick event from the test; the one thing a real tap adds, the permission to focus
  // a window (user activation), is granted here by letting focus() succeed.
  await worker.evaluate(async () => {
    const scope = self as unknown as SwScope;
    const [notification] = await scope.registration.getNotifications();
    scope.WindowClient.prototype.focus = function () {
      return Promise.resolve(this);
    };
    scope.dispatchEvent(new scope.NotificationEvent('notificationclick', { notification: notification! }));
  });
  await expect(page).toHaveURL(new RegExp(`/tournaments/${cup.id}$`));
  await expect(page.getByRole('heading', { name: cup.title })).toBeVisible();
  expect(await shown()).toEqual([]);
  await shot(page, 'push-opened-tournament-phone');
  await context.close();
});
