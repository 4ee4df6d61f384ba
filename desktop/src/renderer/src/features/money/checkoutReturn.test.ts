import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isSameSitePath, rememberCheckoutReturn, takeCheckoutReturn } from './checkoutReturn';

describe('isSameSitePath', () => {
  it('keeps paths of this site', () => {
    for (const p of ['/', '/tournaments/7d1c2f5e-0b7a-4f4e-9a51-0a1b2c3d4e5f', '/account#buy-coins']) {
      expect(isSameSitePath(p), p).toBe(true);
    }
  });
  it('refuses other origins and anything that is not a path', () => {
    for (const p of ['//evil.test/x', '/\\evil.test', 'https://evil.test', 'tournaments/1', '', '/a b']) {
      expect(isSameSitePath(p), p).toBe(false);
    }
  });
});

describe('the remembered return', () => {
  const store = new Map<string, string>();
  beforeEach(() => {
    store.clear();
    globalThis.sessionStorage = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
      removeItem: (k: string) => void store.delete(k),
    } as Storage;
  });
  afterEach(() => {
    delete (globalThis as { sessionStorage?: Storage }).sessionStorage;
  });

  it('is read once, and a purchase without a return forgets an older one', () => {
    rememberCheckoutReturn('/tournaments/abc');
    expect(takeCheckoutReturn()).toBe('/tournaments/abc');
    expect(takeCheckoutReturn()).toBeNull();
    rememberCheckoutReturn('/tournaments/abc');
    rememberCheckoutReturn(null);
    expect(takeCheckoutReturn()).toBeNull();
  });

  it('never keeps another origin', () => {
    rememberCheckoutReturn('//evil.test');
    expect(takeCheckoutReturn()).toBeNull();
  });
});
