/**
 * The desktop app's renderer build (desktop/out/renderer, which Electron serves under
 * app://squadhub; Chromium loads it from file:// here) against the real development server: its
 * CSP lets it reach the configured server over HTTP and WebSocket and nothing breaks it, CORS
 * accepts the file:// origin (development only, docs/desktop.md#the-shell), and logging in works.
 * The Electron binary cannot run here, so Chromium stands in: `--allow-file-access-from-files` gives file://
 * pages the module-script access Electron gives them, and the preload's bridge is stubbed with
 * the server address, which is all the renderer reads from it besides notifications.
 */
import { expect, test } from '@playwright/test';
import { E2E_PORT } from './playwright.config';
import { FILE_RENDERER_LAUNCH, RENDERER, SERVER, stubDesktopBridge } from './support/desktop';

test.use(FILE_RENDERER_LAUNCH);
test('the file:// renderer talks to the configured server under its CSP', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy|CORS policy/i.test(m.text())) violations.push(m.text());
  });
  const socketOpened = page.waitForEvent('websocket', (ws) => ws.url().startsWith(`ws://localhost:${E2E_PORT}/api/ws`));
  await stubDesktopBridge(page);

  const tournaments = page.waitForResponse((r) => r.url().startsWith(`${SERVER}/api/tournaments`));
  await page.goto(RENDERER);
  expect((await tournaments).status()).toBe(200);
  await socketOpened;
  await expect(page.getByText('ONLINE')).toBeVisible();

  // Logging in is a CORS preflighted POST from the file:// origin.
  await page
    .getByRole('button', { name: /log in/i })
    .first()
    .click();
  const dialog = page.getByRole('dialog').last();
  await dialog.getByLabel(/email/i).first().fill('admin@e2e.test');
  await dialog
    .getByLabel(/password/i)
    .first()
    .fill('admin-e2e-password');
  const login = page.waitForResponse((r) => r.url() === `${SERVER}/api/auth/login`);
  await dialog.getByRole('button', { name: /^log in$/i }).click();
  expect((await login).status()).toBe(200);
  await expect(page.getByRole('button', { name: /logout/i })).toBeVisible();
  // Hash routes: the app never leaves its file.
  expect(page.url().startsWith(RENDERER)).toBe(true);

  const csp = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
  expect(csp).toContain("script-src 'self'");
  expect(violations).toEqual([]);
  await page.screenshot({ path: 'e2e/artifacts/desktop-renderer.png' });
});
