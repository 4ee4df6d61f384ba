/** The summary of one tournament: status, fee, pool, players, start, and the links and tools that apply to this viewer. */
import { ClipboardCheck, Coins, ListOrdered, Lock, Trophy, Users } from 'lucide-react';
import { SERIES_NOTICE, TOURNAMENT_SCREEN, VOID_NOTICE, type Tournament } from '@squadhub/shared';
import { Badge } from '../../components/ui/Badge';
import { useSay } from '../../lib/language';
import { LiveStreamLink } from './LiveStreamLink';
import { RulesButton } from './RulesButton';
import { StartCountdown } from './StartCountdown';
import { WaitlistCount } from '../squads/WaitlistCount';
import { CreatorPlayActions } from './CardPlayExtras';
import { HostTools } from '../play/HostTools';
import { ShareTournamentButton } from './ShareTournamentButton';

/** Status, fee, pool, players, start, and the links and tools that apply to this viewer. */
export function TournamentSummary({ tournament: t }: { tournament: Tournament }) {
  const say = useSay();
  const text = TOURNAMENT_SCREEN.summary;
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        {t.void_reason ? (
          <Badge tone="danger">{say(VOID_NOTICE.badge)}</Badge>
        ) : t.is_finalized ? (
          <Badge tone="muted">{say(text.finalized)}</Badge>
        ) : t.status === 'live' ? (
          <Badge tone="live">{say(text.live)}</Badge>
        ) : (
          <Badge tone="info">{say(text.status[t.status])}</Badge>
        )}
        {t.entries_stopped && !t.is_finalized && (
          <Badge tone="muted">
            <Lock className="size-3" aria-hidden /> {say(text.entriesClosed)}
          </Badge>
        )}
        <span className="flex items-center gap-1 text-sm">
          <Coins className="size-4 text-gold" aria-hidden /> {say(text.entry)} <strong>{t.entry_fee}</strong>
        </span>
        <span className="flex items-center gap-1 text-sm">
          <Trophy className="size-4 text-gold" aria-hidden /> {say(text.pool)}{' '}
          <strong className="text-gold" data-testid="modal-prize-pool">
            {t.prize_pool}
          </strong>
        </span>
        <span className="flex items-center gap-1 text-sm">
          <Users className="size-4 text-muted" aria-hidden /> {say(SERIES_NOTICE.players)}{' '}
          <strong className="tabular-nums" data-testid="modal-players">
            {t.current_players}/{t.max_players}
          </strong>
        </span>
        {t.series && (
          <span className="flex items-center gap-1 text-sm" data-testid="series-summary">
            <ListOrdered className="size-4 text-accent" aria-hidden />
            {say(SERIES_NOTICE.summary(t.series.matches, t.matches_played))}
          </span>
        )}
        {!t.is_finalized && <WaitlistCount count={t.waitlist_count} />}
        {t.check_in_minutes > 0 && t.start_type === 'scheduled' && !t.is_finalized && (
          <span className="flex items-center gap-1 text-sm text-muted" data-testid="check-in-info">
            <ClipboardCheck className="size-4" aria-hidden /> {say(text.checkIn(t.check_in_minutes))}
          </span>
        )}
      </div>
      <div className="flex flex-wrap items-center gap-x-1 gap-y-2">
        <div className="me-auto">
          <StartCountdown tournament={t} />
        </div>
        <RulesButton title={t.title} rules={t.rules} />
        <LiveStreamLink url={t.tiktok_link} />
        <ShareTournamentButton tournament={t} />
      </div>
      <div className="flex flex-wrap gap-2 empty:hidden">
        <CreatorPlayActions tournament={t} size="sm" />
        <HostTools tournament={t} />
      </div>
    </div>
  );
}
