/**
 * Dates of the money history and its chart (lazy parts of My Account): a date-fns pattern in
 * English, as they were written before the translations, else `Intl` with the same parts. Apart
 * from ./format.ts, which the dashboard's cash-out button needs, so date-fns stays off the first
 * screen.
 */
import { format } from 'date-fns';
import { DEFAULT_LOCALE } from '@squadhub/shared';
import { dateFormat } from '../../lib/format';
import { screenLocale } from '../../lib/language';
export const formatDate = (date: Date, english: string, options: Intl.DateTimeFormatOptions): string =>
  screenLocale() === DEFAULT_LOCALE ? format(date, english) : dateFormat(options).format(date);
