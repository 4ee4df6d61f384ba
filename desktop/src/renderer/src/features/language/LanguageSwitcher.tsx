/**
 * The language switcher (docs/product/languages.md#choosing-a-language). Each language is named in
 * itself. A choice shows at once, stays on this device, and is stored on the account once logged
 * in, so pushes and e-mails follow it.
 *
 * - `LanguageMenu`, in the header: the language's short tag, which opens the list of languages
 *   (a native select laid over it), where a phone's header has room for no more.
 * - `LanguageSelect`, on My Account: a labelled native select, which a phone shows as its picker.
 */
import { useId } from 'react';
import { Languages } from 'lucide-react';
import { LANGUAGE_SCREEN, LOCALES, LOCALE_NAMES, isLocale, type Locale } from '@squadhub/shared';
import { useSay, useScreenLocale } from '../../lib/language';
import { useChooseLanguage } from './useChooseLanguage';

/** "EN", "HI", "ID", "PT", "AR": what the header's button shows. */
const shortTag = (locale: Locale) => locale.slice(0, 2).toUpperCase();

export function LanguageMenu() {
  const say = useSay();
  const locale = useScreenLocale();
  const choose = useChooseLanguage();
  // A native select laid over the button: the phone's own picker lists the languages, and the
  // header carries no menu library for it (the first screen's JavaScript, docs/design/phones.md).
  return (
    <div className="relative flex h-9 items-center gap-1 rounded-lg px-2 text-sm text-muted hover:bg-surface-2 hover:text-text has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-accent">
      <Languages className="size-4" aria-hidden />
      <span className="text-xs font-bold" aria-hidden>
        {shortTag(locale)}
      </span>
      <select
        value={locale}
        onChange={(e) => isLocale(e.target.value) && void choose(e.target.value)}
        aria-label={say(LANGUAGE_SCREEN.label)}
        data-testid="language-menu"
        className="absolute inset-0 cursor-pointer appearance-none opacity-0"
      >
        <LanguageOptions />
      </select>
    </div>
  );
}

export function LanguageSelect() {
  const say = useSay();
  const locale = useScreenLocale();
  const choose = useChooseLanguage();
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-text">
        {say(LANGUAGE_SCREEN.label)}
      </label>
      <select
        id={id}
        value={locale}
        onChange={(e) => isLocale(e.target.value) && void choose(e.target.value)}
        data-testid="language-select"
        className="h-10 w-full max-w-xs rounded-lg border border-border bg-surface-2 px-3 text-sm text-text focus:border-accent focus:outline-none"
      >
        <LanguageOptions />
      </select>
    </div>
  );
}

/** Every language, each named in itself. */
function LanguageOptions() {
  return LOCALES.map((l) => (
    <option key={l} value={l} lang={l}>
      {LOCALE_NAMES[l]}
    </option>
  ));
}
