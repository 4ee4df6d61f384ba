/**
 * The language switcher (docs/product/languages.md#choosing-a-language). Each language is named in
 * itself. A choice shows at once, stays on this device, and is stored on the account once logged
 * in, so pushes and e-mails follow it.
 *
 * - `LanguageMenu`, in the header: a small button with the language's short tag that opens the
 *   list (a radio group, keyboard-operable), where a phone's header has room for no more.
 * - `LanguageSelect`, on My Account: a labelled native select, which a phone shows as its picker.
 */
import { useId } from 'react';
import { Languages } from 'lucide-react';
import { DropdownMenu as M } from 'radix-ui';
import { LANGUAGE_SCREEN, LOCALES, LOCALE_NAMES, isLocale, type Locale } from '@squadhub/shared';
import { Button } from '../../components/ui/Button';
import { useSay, useScreenLocale } from '../../lib/language';
import { useChooseLanguage } from './useChooseLanguage';

/** "EN", "HI", "ID", "PT", "AR": what the header's button shows. */
const shortTag = (locale: Locale) => locale.slice(0, 2).toUpperCase();

export function LanguageMenu() {
  const say = useSay();
  const locale = useScreenLocale();
  const choose = useChooseLanguage();
  return (
    <M.Root modal={false}>
      <M.Trigger asChild>
        <Button
          variant="ghost"
          size="sm"
          className="gap-1 max-sm:px-2"
          aria-label={`${say(LANGUAGE_SCREEN.label)}: ${LOCALE_NAMES[locale]}`}
          data-testid="language-menu"
        >
          <Languages className="size-4" aria-hidden />
          <span className="text-xs font-bold" aria-hidden>
            {shortTag(locale)}
          </span>
        </Button>
      </M.Trigger>
      <M.Portal>
        <M.Content
          aria-label={say(LANGUAGE_SCREEN.label)}
          align="end"
          sideOffset={6}
          collisionPadding={8}
          className="z-50 flex min-w-48 flex-col gap-0.5 rounded-xl border border-border bg-surface-2 p-1.5 shadow-2xl shadow-black/50"
        >
          <M.RadioGroup value={locale} onValueChange={(value) => isLocale(value) && void choose(value)}>
            {LOCALES.map((l) => (
              <M.RadioItem
                key={l}
                value={l}
                lang={l}
                dir="auto"
                data-testid={`language-${l}`}
                className="flex h-10 cursor-pointer items-center justify-between gap-3 rounded-lg px-2.5 text-sm text-text outline-none data-[highlighted]:bg-surface-3 data-[state=checked]:font-bold"
              >
                {LOCALE_NAMES[l]}
                <M.ItemIndicator className="text-accent" aria-hidden>
                  ✓
                </M.ItemIndicator>
              </M.RadioItem>
            ))}
          </M.RadioGroup>
        </M.Content>
      </M.Portal>
    </M.Root>
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
        {LOCALES.map((l) => (
          <option key={l} value={l} lang={l}>
            {LOCALE_NAMES[l]}
          </option>
        ))}
      </select>
    </div>
  );
}
