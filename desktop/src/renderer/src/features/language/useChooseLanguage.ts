/**
 * Choosing a language: the screens switch to it at once (lib/language.ts), and a logged-in
 * player's account stores it (PUT /api/users/me/language) so pushes and e-mails follow.
 */
import { useCallback, useEffect, useRef } from 'react';
import type { Locale } from '@squadhub/shared';
import { put } from '../../lib/api';
import { useAuth, useUpdateCurrentUser } from '../../lib/auth';
import { showLanguage } from '../../lib/language';

export function useChooseLanguage(): (locale: Locale) => Promise<void> {
  const { user } = useAuth();
  // The player as they are once the language is in: a choice made while the account was still
  // loading (the header draws before it) is stored all the same.
  const latestUser = useRef(user);
  useEffect(() => {
    latestUser.current = user;
  }, [user]);
  const updateUser = useUpdateCurrentUser();
  return useCallback(
    async (locale: Locale) => {
      await showLanguage(locale);
      const player = latestUser.current;
      if (!player || player.language === locale) return;
      // Not saved (offline, a refusal): the screens keep the choice, and this device remembers it.
      const saved = await put('/users/me/language', { body: { language: locale } }).catch(() => null);
      if (saved) updateUser({ language: saved.user.language });
    },
    [updateUser],
  );
}
