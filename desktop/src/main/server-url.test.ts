import { describe, expect, it } from 'vitest';
import { DEFAULT_SERVER_URL, resolveServerUrl } from './server-url';

describe('resolveServerUrl', () => {
  it('prefers --server=, then SQUADHUB_SERVER_URL, then the local default', () => {
    const env = { SQUADHUB_SERVER_URL: 'https://env.example' };
    expect(resolveServerUrl(['electron', '--server=https://arg.example'], env)).toBe('https://arg.example');
    expect(resolveServerUrl(['electron'], env)).toBe('https://env.example');
    expect(resolveServerUrl(['electron'], {})).toBe(DEFAULT_SERVER_URL);
  });

  it('keeps only the origin, since the API is always at <origin>/api', () => {
    expect(resolveServerUrl([], { SQUADHUB_SERVER_URL: 'https://hub.example:8443/some/path/' })).toBe(
      'https://hub.example:8443',
    );
  });

  it('refuses what is not an http(s) URL', () => {
    expect(() => resolveServerUrl(['--server=not a url'], {})).toThrow(/not a valid URL/);
    expect(() => resolveServerUrl(['--server=file:///etc/passwd'], {})).toThrow(/http:\/\/ or https:\/\//);
  });
});
