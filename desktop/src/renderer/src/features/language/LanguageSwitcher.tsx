/**
 * The language switcher (docs/product/languages.md#choosing-a-language), in the header and on My
 * Account: a native select, which a phone shows as its own picker. Each language is named in
 * itself. The choice shows at once, stays on this device, and is stored on the account once
 * logged in, so pushes and e-mails follow it.
 */
import { useId } from 'react';
import { LANGUAGE_SCREEN, LOCALES, LOCALE_NAMES, isLocale, type Locale } from '@squadhub/shared';
import { useChooseLanguage } from './useChooseLanguage';
import { useSay, useScreenLocale } from '../../lib/language';

export function LanguageSwitcher({ compact = false }: { compact?: boolean }) {
  const say = useSay();
  const locale = useScreenLocale();
  const choose = useChooseLanguage();
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className={compact ? 'sr-only' : 'text-sm font-medium text-muted'}>
        {say(LANGUAGE_SCREEN.label)}
      </label>
      <select
        id={id}
        value={locale}
        onChange={(e) => isLocale(e.target.value) && void choose(e.target.value as Locale)}
        data-testid={compact ? 'language-switcher-compact' : 'language-switcher'}
        className="h-9 rounded-lg border border-border bg-surface-2 px-2 text-sm text-text focus:border-accent focus:outline-none"
      >
        {LOCALES.map((l) => (
          <option key={l} value={l} lang={l}>
            {LOCALE_NAMES[l]}
          </option>
        ))}
      </select>
    </div>
  );
}
