/**
 * The admins' adjustments of one player, newest first: which balance, old → new, who and when,
 * and the reason they gave, so a later admin (or the player asking) can see why coins moved.
 */
import { ADMIN_SCREEN, type PlayerDetails } from '@squadhub/shared';
import { useSay } from '../../../lib/language';
import { formatDateTime } from '../../money/format';

const BUCKET_LABEL = { purchased: ADMIN_SCREEN.player.purchasedCoins, winnings: ADMIN_SCREEN.player.winnings } as const;

export function AdjustmentHistory({ entries }: { entries: PlayerDetails['adjustment_history'] }) {
  const say = useSay();
  if (entries.length === 0) return <p className="text-sm text-muted">{say(ADMIN_SCREEN.player.noAdjustments)}</p>;
  return (
    <ul className="flex max-h-48 flex-col gap-2 overflow-y-auto text-sm" data-testid="adjustment-history">
      {entries.map((a, i) => (
        <li key={i} className="border-b border-border/60 pb-2 last:border-0 last:pb-0" data-testid="adjustment-entry">
          <div className="flex flex-wrap items-baseline justify-between gap-x-2">
            <span>
              {say(BUCKET_LABEL[a.bucket])}{' '}
              <span className="font-semibold tabular-nums">
                {a.old_value} → {a.new_value}
              </span>
            </span>
            <span className="text-xs text-muted">
              {a.admin_username ? `${a.admin_username} · ` : ''}
              {formatDateTime(a.created_at)}
            </span>
          </div>
          {a.reason ? (
            <p className="mt-0.5 break-words text-muted">“{a.reason}”</p>
          ) : (
            <p className="mt-0.5 text-xs italic text-muted">{say(ADMIN_SCREEN.player.noReason)}</p>
          )}
        </li>
      ))}
    </ul>
  );
}
