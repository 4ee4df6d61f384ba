/**
 * Numbers, dates and times in the screens' language (docs/product/languages.md#numbers-dates-and-times),
 * always in the viewer's own time zone. English keeps the browser's own conventions (an en-GB
 * browser its day-month order and 24-hour clock, as before the translations); another language
 * uses its own, with the Latin digits its translation is written in (Arabic as `ar-u-nu-latn`).
 * Formatters are built once per language and options: building one per call was the grid's
 * costliest line on a phone.
 */
import { DEFAULT_LOCALE, type Locale } from '@squadhub/shared';
import { screenLocale } from './language';

/** The `Intl` locale of `locale` (undefined: the browser's own). */
const INTL_LOCALE: Readonly<Record<Locale, string | undefined>> = {
  en: undefined,
  hi: 'hi-u-nu-latn',
  id: 'id',
  'pt-BR': 'pt-BR',
  ar: 'ar-u-nu-latn',
};

export const intlLocale = (): string | undefined => INTL_LOCALE[screenLocale()];

const made = new Map<string, unknown>();

function once<T>(kind: string, options: object, make: (locale: string | undefined) => T): T {
  const key = `${kind}|${screenLocale()}|${JSON.stringify(options)}`;
  let format = made.get(key) as T | undefined;
  if (!format) made.set(key, (format = make(intlLocale())));
  return format;
}

export const dateFormat = (options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat =>
  once('date', options, (locale) => new Intl.DateTimeFormat(locale, options));

/** "in 12 min", "5 minutes ago", "tomorrow", in the screens' language. */
export function formatRelative(date: Date, now: number = Date.now()): string {
  const format = once(
    'relative',
    { numeric: 'auto' },
    (locale) => new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }),
  );
  const seconds = Math.round((date.getTime() - now) / 1000);
  const units: [Intl.RelativeTimeFormatUnit, number][] = [
    ['day', 86_400],
    ['hour', 3_600],
    ['minute', 60],
  ];
  for (const [unit, size] of units)
    if (Math.abs(seconds) >= size) return format.format(Math.round(seconds / size), unit);
  return format.format(seconds, 'second');
}

type DurationParts = { days?: number; hours?: number; minutes?: number; seconds?: number };
type DurationFormatter = { format(duration: DurationParts): string };
const DurationFormat = (Intl as unknown as { DurationFormat?: new (locale?: string, o?: object) => DurationFormatter })
  .DurationFormat;

/**
 * A countdown ("1 दि, 5 घं 20 मि") in the screens' language, narrow as a badge needs; null in
 * English, which keeps its own compact "1d 5h 20m", and where the browser has no
 * `Intl.DurationFormat`.
 */
export function formatDuration(parts: DurationParts): string | null {
  if (screenLocale() === DEFAULT_LOCALE || !DurationFormat) return null;
  return once('duration', { style: 'narrow' }, (locale) => new DurationFormat(locale, { style: 'narrow' })).format(
    parts,
  );
}
