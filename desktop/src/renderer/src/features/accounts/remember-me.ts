/**
 * Remember me (docs/product/accounts.md#remember-me): when checked at login the typed identifier is kept in localStorage
 * (`savedLogin`, `rememberMe`) and prefills the form next time; otherwise both are cleared.
 * The password is never stored.
 */
import { STORAGE_KEYS } from '@squadhub/shared';

export function readRememberedLogin(): { identifier: string; remember: boolean } {
  const remember = localStorage.getItem(STORAGE_KEYS.rememberMe) === 'true';
  return { identifier: remember ? (localStorage.getItem(STORAGE_KEYS.savedLogin) ?? '') : '', remember };
}

export function rememberLogin(identifier: string, remember: boolean): void {
  if (remember) {
    localStorage.setItem(STORAGE_KEYS.savedLogin, identifier.trim());
    localStorage.setItem(STORAGE_KEYS.rememberMe, 'true');
  } else {
    localStorage.removeItem(STORAGE_KEYS.savedLogin);
    localStorage.removeItem(STORAGE_KEYS.rememberMe);
  }
}
