import { describe, expect, it } from 'vitest';
import { guardNavigation, handleWindowOpen, isAppUrl, type NavigationPolicy } from './navigation';

function policy(appUrl: string) {
  const opened: string[] = [];
  const p: NavigationPolicy = { appUrl, openExternal: (url) => opened.push(url) };
  return { p, opened };
}

function navigate(p: NavigationPolicy, url: string) {
  let prevented = false;
  guardNavigation(p, { preventDefault: () => (prevented = true) }, url);
  return prevented;
}

describe('navigation guard', () => {
  const fileApp = 'file:///opt/Squadhub/resources/app.asar/out/renderer/index.html';

  it('knows the app’s own pages: hash routes of the file:// renderer, or the dev server origin', () => {
    expect(isAppUrl(`${fileApp}#/account`, fileApp)).toBe(true);
    expect(isAppUrl('file:///opt/Squadhub/resources/app.asar/out/renderer/assets/x.js', fileApp)).toBe(true);
    expect(isAppUrl('file:///etc/passwd', fileApp)).toBe(false);
    expect(isAppUrl('http://localhost:5173/account', 'http://localhost:5173/')).toBe(true);
    expect(isAppUrl('http://localhost:5174/', 'http://localhost:5173/')).toBe(false);
    expect(isAppUrl('not a url', fileApp)).toBe(false);
  });

  it('knows the app:// renderer by scheme and host, not by its (opaque) origin', () => {
    const app = 'app://squadhub/index.html';
    expect(isAppUrl('app://squadhub/index.html#/host/t1', app)).toBe(true);
    expect(isAppUrl('app://evil/index.html', app)).toBe(false);
    expect(isAppUrl('other://squadhub/index.html', app)).toBe(false);
    expect(isAppUrl('javascript:alert(1)', app)).toBe(false);
  });

  it('lets the renderer move between its own routes', () => {
    const { p, opened } = policy(fileApp);
    expect(navigate(p, `${fileApp}#/reset-password?token=abc`)).toBe(false);
    expect(opened).toEqual([]);
  });

  it('blocks navigation to other sites and opens web links in the browser instead', () => {
    const { p, opened } = policy(fileApp);
    expect(navigate(p, 'https://checkout.stripe.com/c/pay/cs_test_1')).toBe(true);
    expect(navigate(p, 'file:///etc/passwd')).toBe(true);
    expect(navigate(p, 'javascript:alert(1)')).toBe(true);
    expect(opened).toEqual(['https://checkout.stripe.com/c/pay/cs_test_1']);
  });

  it('never opens a new window; http(s) links go to the browser, other schemes nowhere', () => {
    const { p, opened } = policy(fileApp);
    expect(handleWindowOpen(p, 'https://www.tiktok.com/@streamer')).toEqual({ action: 'deny' });
    expect(handleWindowOpen(p, 'smb://evil/share')).toEqual({ action: 'deny' });
    expect(handleWindowOpen(p, 'file:///etc/passwd')).toEqual({ action: 'deny' });
    expect(opened).toEqual(['https://www.tiktok.com/@streamer']);
  });
});
