/** Display helpers of the money screens: £ via Intl (en-GB, GBP), times in the viewer's zone, named. */
import { MONEY_SCREEN, formatPounds } from '@squadhub/shared';
import { dateFormat } from '../../lib/format';

export { formatPounds };

const dateTime = () =>
  dateFormat({
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZoneName: 'short',
  });

export const formatDateTime = (iso: string | null | undefined): string =>
  iso ? dateTime().format(new Date(iso)) : '—';

/** Request ids are shown by their first 8 characters (docs/product/limits.md#display). */
export const shortId = (id: string) => id.slice(0, 8);

/**
 * "money_on_the_way" → "money on the way", in English (a catalogue text: draw it with `say`);
 * unknown statuses read as pending (docs/product/texts.md#cash-out-status-texts).
 */
export const statusLabel = (status: string): string =>
  Object.hasOwn(MONEY_SCREEN.cashoutStatus, status)
    ? MONEY_SCREEN.cashoutStatus[status as keyof typeof MONEY_SCREEN.cashoutStatus]
    : MONEY_SCREEN.cashoutStatus.pending;
