/**
 * The API reference page (/api/docs) renders in Chromium from the server's own files: the
 * groups of the contract and a known route show, and a screenshot lands in e2e/artifacts/.
 */
import { expect, test } from '@playwright/test';

test('the API reference renders the contract', async ({ page }) => {
  const failed: string[] = [];
  page.on('requestfailed', (r) => failed.push(r.url()));
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) failed.push(m.text());
  });
  await page.goto('/api/docs');
  await expect(page.getByRole('heading', { name: /Squadhub API/ })).toBeVisible();
  for (const tag of ['Accounts', 'Tournaments', 'Play', 'Coins', 'Admin', 'System']) {
    await expect(page.locator('.opblock-tag').filter({ hasText: tag }).first()).toBeVisible();
  }
  await expect(page.getByText('/tournaments/{id}/join-slot').first()).toBeVisible();
  await page.screenshot({ path: 'e2e/artifacts/api-docs.png', fullPage: false });
  expect(failed).toEqual([]);
});
