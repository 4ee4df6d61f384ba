/**
 * The tournament card (docs/product/screens.md#tournament-card): badges, image, format, map,
 * creator, fee, prize pool, teams, players, countdown, seat, room details, live-stream link,
 * rules, winners and the buttons the viewer's role allows. Clicking the card opens the
 * tournament at /tournaments/:id (live play owns that view and the play pieces rendered here).
 */
import { lazyComponent } from '../../lib/lazy';
import { memo, type ReactNode } from 'react';
import { Coins, Eye, KeyRound, Lock, MapPin, Trophy, UserRound, Users } from 'lucide-react';
import clsx from 'clsx';
import { Link } from 'react-router-dom';
import { SERIES_NOTICE, TOURNAMENT_SCREEN, formatLabel, type Tournament } from '@squadhub/shared';
import { Badge } from '../../components/ui/Badge';
import { Button } from '../../components/ui/Button';
import { ProgressBar } from '../../components/ui/ProgressBar';
import { useAuth } from '../../lib/auth';
import { useSay } from '../../lib/language';
import { useOpenTournament } from './tournamentLinks';
import { useRoomAlert } from './useRoomAlert';
import { CardRoomDetails, CreatorPlayActions } from '../accounts/SignedInParts';
import { LiveStreamLink } from './LiveStreamLink';
import { RulesButton } from './RulesButton';
import { StartCountdown } from './StartCountdown';
import { TournamentImage } from '../tournaments/TournamentImage';
import { HostLine, hostPagePath } from '../hosts/HostLine';
import {
  canSeeEdit,
  displayMaxPlayers,
  displayPrizePool,
  displayTeams,
  isLockedFor,
  statusBadges,
} from '../tournaments/tournamentView';

// A finalized card's winners arrive just after the cards. Not after the first content
// (lib/first-content.ts): six cards drawn again then cost a phone more blocking time than the
// chunk costs the first card (measured). Room details and the host's buttons are a signed-in
// player's (SignedInParts); each is fetched only for a card that shows it.
const WinnersPanel = lazyComponent(() => import('../play/WinnersPanel').then((m) => m.WinnersPanel), null);
// Only the creator and admins see these: kept out of every player's first download.
const DeleteTournamentButton = lazyComponent(
  () => import('../tournaments/DeleteTournamentButton').then((m) => m.DeleteTournamentButton),
  null,
);
const EditTournamentButton = lazyComponent(
  () => import('../tournaments/EditTournamentButton').then((m) => m.EditTournamentButton),
  null,
);

export type CardVariant = 'grid' | 'created' | 'joined';

/**
 * A card redraws only when its tournament changes: the list's answers share every unchanged
 * tournament's object (React Query's structural sharing), so a refresh, a fetch flag or another
 * card's live event does not redraw the grid's thirty cards.
 */
export const TournamentCard = memo(function TournamentCard({
  tournament: t,
  variant = 'grid',
  first = false,
}: {
  tournament: Tournament;
  variant?: CardVariant;
  /** The grid's first card: its image loads at once (TournamentImage). */
  first?: boolean;
}) {
  const say = useSay();
  const text = TOURNAMENT_SCREEN.card;
  const { user } = useAuth();
  const openTournament = useOpenTournament();
  const { highlight } = useRoomAlert(t.id);
  const locked = isLockedFor(t, user);
  const maxPlayers = displayMaxPlayers(t);
  const seated = t.user_team_number != null && t.user_slot_index != null;
  // On a phone the grid's card keeps what decides a tap (state, fee, pool, seats, start, own
  // seat) within half a screen; rules, stream, room details and the host's tools are one tap
  // away on the tournament page.
  const notOnPhone = variant === 'grid' ? 'max-sm:hidden' : undefined;
  // A finalized card's winners say what matters; its fee, pool and seats no longer decide a tap.
  const notOnPhoneOnceFinal = t.is_finalized ? notOnPhone : undefined;
  const roomReadyOnPhone = variant === 'grid' && !!t.room_code && !t.is_finalized;

  const openDetails = () => {
    if (locked) return;
    openTournament(t.id);
  };

  return (
    <>
      <article
        aria-labelledby={`tournament-${t.id}-title`}
        data-testid="tournament-card"
        data-tournament-id={t.id}
        onClick={openDetails}
        className={clsx(
          'group relative flex min-w-0 flex-col overflow-hidden rounded-2xl border bg-surface shadow-lg shadow-black/20 transition',
          locked ? 'cursor-default' : 'cursor-pointer hover:-translate-y-0.5 hover:border-accent/50',
          // A live card's border tells it apart at 3.8:1 against the page (WCAG 1.4.11 asks 3:1; the
          // half-transparent red it had gave 2.3:1).
          highlight ? 'room-pulse border-live' : t.status === 'live' ? 'border-live-strong' : 'border-border',
        )}
      >
        <div
          className={clsx(
            'relative aspect-[16/9] overflow-hidden bg-surface-3',
            variant === 'grid' && 'max-sm:aspect-auto max-sm:h-20',
          )}
        >
          <TournamentImage
            tournament={t}
            first={first}
            // A phone's banner keeps the artwork's bottom, where templates carry their labels.
            className="size-full transition-transform duration-300 group-hover:scale-[1.03] max-sm:object-bottom"
          />
          {/* Only the top darkens (badge contrast): template artwork carries its own labels at the bottom. */}
          <div className="pointer-events-none absolute inset-x-0 top-0 h-16 bg-gradient-to-b from-black/50 to-transparent" />
          <div className="absolute start-2.5 top-2.5 flex flex-wrap gap-1.5 pe-20">
            {highlight && (
              // The glow pulses, not the badge: fading it would take its text below 4.5:1.
              <Badge tone="live" className="room-pulse">
                {say(TOURNAMENT_SCREEN.newRoom)}
              </Badge>
            )}
            {statusBadges(t).map((b) => (
              <Badge key={b.label} tone={b.tone} className={clsx('backdrop-blur', b.tone === 'live' && 'gap-1.5')}>
                {b.tone === 'live' && <span className="size-1.5 animate-pulse rounded-full bg-white" aria-hidden />}
                {say(b.label)}
              </Badge>
            ))}
          </div>
          <span className="absolute end-2.5 top-2.5 rounded-md bg-black/60 px-2 py-0.5 text-xs font-bold uppercase tracking-wide text-white backdrop-blur">
            {say(formatLabel(t.slots_per_team))}
          </span>

          {locked && (
            <div className="absolute inset-0 flex flex-col items-center justify-center gap-1 bg-black/60 text-center text-white backdrop-blur-[2px]">
              <Lock className="size-7 text-pending" aria-hidden />
              <p className="text-sm font-bold">{say(text.lockedUntilApproved)}</p>
            </div>
          )}
        </div>

        <div className={clsx('flex flex-1 flex-col gap-3 p-4', variant === 'grid' && 'max-sm:gap-2 max-sm:p-3')}>
          <div className="min-w-0">
            <h3 id={`tournament-${t.id}-title`} className="truncate text-lg font-black leading-tight" title={t.title}>
              {t.title}
            </h3>
            <p
              className={clsx(
                'mt-1 flex min-w-0 items-center gap-3 text-xs text-muted',
                variant === 'grid' && 'max-sm:mt-0.5',
              )}
            >
              <span className="flex min-w-0 items-center gap-1">
                <UserRound className="size-3.5 shrink-0" aria-hidden />
                <Link
                  to={hostPagePath(t.creator_username)}
                  onClick={(e) => e.stopPropagation()}
                  className="truncate font-medium text-text hover:underline"
                >
                  {t.creator_username}
                </Link>
              </span>
              <span className="flex shrink-0 items-center gap-1">
                <MapPin className="size-3.5" aria-hidden /> {t.map_name}
              </span>
            </p>
            {/* Tighter on a phone's grid, where a card stays within half the screen. */}
            <HostLine username={t.creator_username} className={clsx('mt-1', variant === 'grid' && 'max-sm:mt-0.5')} />
            {variant === 'created' && t.description && (
              <p className="mt-1.5 line-clamp-2 text-sm text-muted">{t.description}</p>
            )}
          </div>

          <dl className={clsx('grid grid-cols-3 gap-2', notOnPhoneOnceFinal)}>
            <Stat label={say(text.entryFee)} icon={<Coins className="size-3.5 shrink-0 text-gold" aria-hidden />}>
              {t.entry_fee === 0 ? say(text.free) : t.entry_fee}
            </Stat>
            <Stat
              label={say(text.prizePool)}
              icon={<Trophy className="size-3.5 shrink-0 text-gold" aria-hidden />}
              highlight
              testId="prize-pool"
            >
              {displayPrizePool(t)}
            </Stat>
            <Stat
              label={say(text.teams)}
              icon={<Users className="size-3.5 shrink-0 text-muted" aria-hidden />}
              className={notOnPhone}
            >
              {displayTeams(t)}
            </Stat>
            {/* A phone's grid trades Teams for the players count, and drops the line above the bar. */}
            <Stat
              label={say(SERIES_NOTICE.players)}
              icon={<Users className="size-3.5 shrink-0 text-muted" aria-hidden />}
              className={variant === 'grid' ? 'sm:hidden' : 'hidden'}
            >
              {t.current_players}/{maxPlayers}
            </Stat>
          </dl>

          <div className={clsx('flex flex-col gap-1.5', notOnPhoneOnceFinal)}>
            <div className={clsx('flex items-baseline justify-between text-xs', notOnPhone)}>
              <span className="text-muted">{say(SERIES_NOTICE.players)}</span>
              <span className="font-bold tabular-nums" data-testid="players-count">
                {t.current_players}/{maxPlayers}
              </span>
            </div>
            <ProgressBar
              value={t.current_players}
              max={maxPlayers}
              label={say(text.playersOf(t.current_players, maxPlayers))}
            />
          </div>

          <StartCountdown tournament={t} />

          {seated && (
            <p
              className={clsx(
                'rounded-lg border px-3 py-1.5 text-xs font-semibold',
                variant === 'grid' && 'max-sm:py-1',
                variant === 'joined'
                  ? 'border-accent/50 bg-accent/10 text-accent'
                  : 'border-border bg-surface-2 text-text',
              )}
            >
              {say(TOURNAMENT_SCREEN.yourSeat(t.user_team_number ?? 0, (t.user_slot_index ?? 0) + 1))}
              {roomReadyOnPhone && <span className="text-accent sm:hidden"> · {say(text.roomReady)}</span>}
            </p>
          )}

          <div onClick={(e) => e.stopPropagation()} className="contents">
            <div className={clsx('contents', notOnPhone)}>{t.room_code && <CardRoomDetails tournament={t} />}</div>
            {roomReadyOnPhone && !seated && (
              <p className="flex items-center gap-1.5 rounded-lg border border-accent/40 bg-accent/5 px-3 py-1.5 text-xs font-semibold text-accent sm:hidden">
                <KeyRound className="size-3.5 shrink-0" aria-hidden /> {say(text.roomDetailsReady)}
              </p>
            )}
            {t.is_finalized && <WinnersPanel tournament={t} />}
          </div>

          <div
            className={clsx('mt-auto flex flex-wrap items-center gap-1 border-t border-border pt-3', notOnPhone)}
            onClick={(e) => e.stopPropagation()}
          >
            <RulesButton title={t.title} rules={t.rules} />
            <LiveStreamLink url={t.tiktok_link} />
          </div>

          <div
            className={clsx('flex flex-col gap-2', variant === 'grid' && 'max-sm:mt-auto max-sm:flex-row')}
            onClick={(e) => e.stopPropagation()}
          >
            <Button
              size="sm"
              className={clsx('w-full', variant === 'grid' && 'max-sm:w-auto max-sm:flex-1')}
              onClick={openDetails}
              disabled={locked}
            >
              {locked ? <Lock className="size-4" aria-hidden /> : <Eye className="size-4" aria-hidden />}
              {say(text.viewDetails)}
            </Button>
            {/* Management row (creator / admin); collapses when none of its parts render. On a
                phone's grid it shares the row of View details, with Edit and Delete only. */}
            <div
              className={clsx(
                'grid grid-cols-2 gap-1.5 empty:hidden *:w-full',
                variant === 'grid' && 'max-sm:flex max-sm:shrink-0 max-sm:*:w-auto',
              )}
            >
              {!locked && (
                <div className={clsx('contents', notOnPhone)}>
                  {t.viewer.can_manage && <CreatorPlayActions tournament={t} />}
                </div>
              )}
              {canSeeEdit(t, user) && !locked && <EditTournamentButton tournament={t} />}
              {t.viewer.can_delete && <DeleteTournamentButton tournament={t} />}
            </div>
          </div>
        </div>
      </article>
    </>
  );
});

function Stat({
  label,
  icon,
  highlight,
  testId,
  className,
  children,
}: {
  label: string;
  icon: ReactNode;
  highlight?: boolean;
  testId?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    // On the narrowest phones (a third of a 360 px card is under 100 px) the value is a step
    // smaller and its box a little tighter, so a full "100/100" fits beside its icon instead of
    // ending in "100/…".
    <div className={clsx('min-w-0 rounded-lg bg-surface-2 px-2.5 py-2 max-[400px]:px-2', className)}>
      <dt className="truncate text-[11px] font-medium text-muted">{label}</dt>
      <dd
        className={clsx(
          'mt-0.5 flex items-center gap-1 truncate text-base font-black tabular-nums max-[400px]:gap-0.5 max-[400px]:text-sm',
          highlight && 'text-gold',
        )}
      >
        {icon}
        <span className="truncate" data-testid={testId}>
          {children}
        </span>
      </dd>
    </div>
  );
}
