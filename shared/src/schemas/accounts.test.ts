/** The account schemas: the specification's messages, and the normalizations both sides rely on. */
import { describe, expect, it } from 'vitest';
import { VALIDATION } from '../texts/index.js';
import {
  loginRequestFrom,
  loginSchema,
  normalizeTiktokLink,
  registerFormSchema,
  resetPasswordFormSchema,
  resetUsernameFormSchema,
  tiktokLinkFromHandle,
  updateTiktokSchema,
} from './accounts.js';

const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.error?.issues[0]?.message;

describe('TikTok links', () => {
  it('turns a handle into a profile address without any leading @', () => {
    expect(tiktokLinkFromHandle('@@streamer')).toBe('https://www.tiktok.com/@streamer');
    expect(normalizeTiktokLink('  @pro.player_1 ')).toBe('https://www.tiktok.com/@pro.player_1');
    expect(normalizeTiktokLink('tiktok.com/@abc')).toBe('https://tiktok.com/@abc');
    expect(normalizeTiktokLink('https://www.tiktok.com/@abc')).toBe('https://www.tiktok.com/@abc');
  });

  it('refuses what is neither a handle nor an http(s) address', () => {
    for (const bad of ['javascript:alert(1)', 'data:text/html,hi', 'two words', '@', 'ftp://x.test/a']) {
      expect(normalizeTiktokLink(bad), bad).toBeNull();
    }
  });

  it('Change TikTok: trimmed, cannot be empty', () => {
    expect(firstMessage(updateTiktokSchema.safeParse({ tiktok_link: '   ' }))).toBe(VALIDATION.tiktokEmpty);
    expect(updateTiktokSchema.parse({ tiktok_link: ' @me ' }).tiktok_link).toBe('https://www.tiktok.com/@me');
  });
});

describe('register form', () => {
  const valid = {
    full_name: 'Alex Morgan',
    codm_username: 'AlexM',
    email: ' Alex@Example.COM ',
    password: 'secret1',
    confirm_password: 'secret1',
    country_code: '+44',
    phone_number: '',
    tiktok_link: '@alex',
  };

  it('normalizes e-mail, phone and TikTok', () => {
    const out = registerFormSchema.parse({ ...valid, phone_number: '(0)7700-900 123' });
    expect(out).toMatchObject({
      email: 'alex@example.com',
      phone_number: '07700900123',
      tiktok_link: 'https://www.tiktok.com/@alex',
    });
    expect(registerFormSchema.parse(valid).phone_number).toBeNull();
  });

  it('shows the specification messages', () => {
    expect(firstMessage(registerFormSchema.safeParse({ ...valid, confirm_password: 'other1' }))).toBe(
      VALIDATION.passwordsDontMatch,
    );
    expect(firstMessage(registerFormSchema.safeParse({ ...valid, password: '12345', confirm_password: '12345' }))).toBe(
      VALIDATION.passwordMin6,
    );
    expect(firstMessage(registerFormSchema.safeParse({ ...valid, tiktok_link: '' }))).toBe(VALIDATION.tiktokRequired);
    expect(firstMessage(registerFormSchema.safeParse({ ...valid, country_code: '+999' }))).toBe(
      'Please choose a country code from the list',
    );
  });
});

describe('login', () => {
  it('treats input with @ as an e-mail, anything else as a phone number', () => {
    expect(loginRequestFrom(' a@b.test ', 'pw')).toEqual({ email: 'a@b.test', password: 'pw' });
    expect(loginRequestFrom('07700 900123', 'pw')).toEqual({ phone_number: '07700 900123', password: 'pw' });
  });

  it('needs exactly one identifier; phones may carry their country code', () => {
    expect(loginSchema.safeParse({ password: 'x' }).success).toBe(false);
    expect(loginSchema.safeParse({ email: 'a@b.test', phone_number: '123456', password: 'x' }).success).toBe(false);
    expect(loginSchema.parse({ phone_number: '+44 7700 900123', password: 'x' }).phone_number).toBe('+447700900123');
  });
});

describe('reset forms', () => {
  it('password: at least 8 characters and the two must match', () => {
    expect(firstMessage(resetPasswordFormSchema.safeParse({ new_password: 'short', confirm_password: 'short' }))).toBe(
      VALIDATION.passwordMin8,
    );
    expect(
      firstMessage(resetPasswordFormSchema.safeParse({ new_password: 'long-enough', confirm_password: 'different' })),
    ).toBe(VALIDATION.resetPasswordsDontMatch);
  });

  it('username: required, 3 to 30 characters after trimming', () => {
    const msg = (v: string) => firstMessage(resetUsernameFormSchema.safeParse({ new_username: v }));
    expect(msg('   ')).toBe(VALIDATION.usernameRequired);
    expect(msg(' ab ')).toBe(VALIDATION.usernameMin);
    expect(msg('x'.repeat(31))).toBe(VALIDATION.usernameMax);
    expect(resetUsernameFormSchema.parse({ new_username: '  Ace  ' }).new_username).toBe('Ace');
  });
});
