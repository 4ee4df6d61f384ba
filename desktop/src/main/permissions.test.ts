import { describe, expect, it } from 'vitest';
import { checkPermission, handlePermissionRequest } from './permissions';

const request = (permission: string) => {
  let granted: boolean | undefined;
  handlePermissionRequest(null, permission, (g) => (granted = g));
  return granted;
};

describe('permissions', () => {
  it('grants notifications only', () => {
    expect(request('notifications')).toBe(true);
    expect(checkPermission(null, 'notifications')).toBe(true);
    for (const p of ['media', 'geolocation', 'clipboard-read', 'openExternal', 'midi', 'fullscreen']) {
      expect(request(p)).toBe(false);
      expect(checkPermission(null, p)).toBe(false);
    }
  });
});
