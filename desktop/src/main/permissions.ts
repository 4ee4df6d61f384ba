/**
 * Web permissions the renderer may get: only notifications (the browser-build fallback for room
 * alerts also works inside the app). Camera, microphone, geolocation, clipboard reads, … are refused.
 */
export const ALLOWED_PERMISSIONS: ReadonlySet<string> = new Set(['notifications']);

/** session.setPermissionRequestHandler */
export function handlePermissionRequest(
  _webContents: unknown,
  permission: string,
  callback: (granted: boolean) => void,
): void {
  callback(ALLOWED_PERMISSIONS.has(permission));
}

/** session.setPermissionCheckHandler (answers `Notification.permission` and friends). */
export function checkPermission(_webContents: unknown, permission: string): boolean {
  return ALLOWED_PERMISSIONS.has(permission);
}
