import { startTransition, useDeferredValue, useEffect, useState } from 'react';
import { afterFirstContent, markFirstContentDrawn } from '../../lib/first-content';
import { lazyComponent } from '../../lib/lazy';
import { SearchX, Swords } from 'lucide-react';
import { FALLBACK, TOURNAMENT_SCREEN } from '@squadhub/shared';
import { Button } from '../../components/ui/Button';
import { Skeleton } from '../../components/ui/Spinner';
import { errorMessage } from '../../lib/api';
import { useAuth } from '../../lib/auth';
import { useSay } from '../../lib/language';
import { useMediaQuery } from '../../lib/useMediaQuery';
import { CreateTournamentButton } from '../accounts/SignedInParts';
import { useDashboardFilters } from '../tournaments/useDashboardFilters';
import { activeFilterCount, matchesFilters, NO_FILTERS } from '../tournaments/tournamentFilters';
import { useTournamentList, useTournamentLiveSync } from '../tournaments/queries';
import { TournamentCard } from './TournamentCard';
import {
  CARDS_PER_LATER_RENDER,
  FIRST_CARDS,
  FIRST_CARDS_ON_A_PHONE,
  isPendingApproval,
} from '../tournaments/tournamentView';

// The chips arrive a moment after the cards (the filters themselves apply at once): a row of the
// chips' height holds their place, so nothing moves when they appear.
const DashboardFilters = lazyComponent(
  afterFirstContent(() => import('../tournaments/DashboardFilters').then((m) => m.DashboardFilters)),
  <div className="h-9" aria-hidden />,
);

/** Responsive columns: 1 at phone width, 2 on tablets, 3 from laptop width (the page is capped at 80rem). */
export const CARD_GRID = 'grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3';

/** Where the grid has more than one column (CARD_GRID's `sm:`). */
const COLUMNS = '(min-width: 640px)';

/**
 * The dashboard's tournament grid (docs/product/screens.md#dashboard): refreshed every 30 s while
 * visible and live on tournament events. The order comes from the server (the viewer's own first,
 * then live, soonest start, the rest, finalized last); the filter chips narrow it on this device.
 * Pending tournaments live in the waiting card.
 */
export function TournamentGrid() {
  const say = useSay();
  const text = TOURNAMENT_SCREEN.grid;
  const { user } = useAuth();
  const list = useTournamentList();
  useTournamentLiveSync();
  const [filters, setFilters] = useDashboardFilters();
  // The answer arrives in an urgent render; the cards are drawn in a background one, which yields
  // to the browser every few milliseconds (the skeleton stays up until it is done).
  const data = useDeferredValue(list.data);
  const pending = data === undefined && !list.isError;
  const tournaments = (data?.pages.flat() ?? []).filter((t) => !isPendingApproval(t));
  const shown = tournaments.filter((t) => matchesFilters(t, filters));
  // The first cards first, then the others a few at a time, each few in a background render of its own.
  const firstCards = useMediaQuery(COLUMNS) ? FIRST_CARDS : FIRST_CARDS_ON_A_PHONE;
  const [laterDrawn, setLaterDrawn] = useState(0);
  const drawnCount = firstCards + laterDrawn;
  const drawingMore = shown.length > drawnCount;
  useEffect(() => {
    if (drawingMore) startTransition(() => setLaterDrawn(drawnCount - firstCards + CARDS_PER_LATER_RENDER));
  }, [drawingMore, drawnCount, firstCards]);
  // With cards, the first one's artwork marks the first content (TournamentImage); without, the answer itself.
  const nothingToDraw = !pending && shown.length === 0;
  useEffect(() => {
    if (nothingToDraw) markFirstContentDrawn();
  }, [nothingToDraw]);

  return (
    <section aria-labelledby="tournaments-heading" className="flex flex-col gap-4">
      <div className="flex items-end justify-between gap-3">
        <h2 id="tournaments-heading" className="text-xl font-black tracking-tight">
          {say(text.heading)}
        </h2>
        {list.isFetching && !pending && <span className="text-xs text-muted">{say(text.refreshing)}</span>}
      </div>
      {(tournaments.length > 0 || activeFilterCount(filters) > 0) && (
        <DashboardFilters filters={filters} onChange={setFilters} shown={shown.length} total={tournaments.length} />
      )}

      {pending ? (
        <div className={CARD_GRID} role="status" aria-busy aria-label={say(text.loading)}>
          {Array.from({ length: 6 }, (_, i) => (
            <CardSkeleton key={i} />
          ))}
        </div>
      ) : list.isError && tournaments.length === 0 ? (
        <div role="alert" className="rounded-2xl border border-danger/40 bg-danger/10 p-6 text-center">
          <p className="font-semibold text-danger">{errorMessage(list.error, say(FALLBACK.fetchTournaments))}</p>
          <Button variant="secondary" size="sm" className="mt-3" onClick={() => void list.refetch()}>
            {say(text.tryAgain)}
          </Button>
        </div>
      ) : tournaments.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-border bg-surface/60 px-6 py-14 text-center">
          <span className="flex size-14 items-center justify-center rounded-2xl bg-accent/10 text-accent">
            <Swords className="size-7" aria-hidden />
          </span>
          <p className="text-lg font-bold">{say(text.none)}</p>
          <p className="text-sm text-muted">{say(text.beFirst)}</p>
          {user && <CreateTournamentButton />}
        </div>
      ) : (
        <>
          {shown.length === 0 ? (
            <div
              className="flex flex-col items-center gap-2 rounded-2xl border border-dashed border-border bg-surface/60 px-6 py-10 text-center"
              data-testid="filters-empty"
            >
              <SearchX className="size-7 text-muted" aria-hidden />
              <p className="font-bold">{say(text.noMatch)}</p>
              <p className="text-sm text-muted">
                {say(
                  activeFilterCount(filters) === 1
                    ? list.hasNextPage
                      ? text.filterOffLoadMore
                      : text.filterOff
                    : list.hasNextPage
                      ? text.filtersOffLoadMore
                      : text.filtersOff,
                )}
              </p>
              <Button variant="secondary" size="sm" className="mt-1" onClick={() => setFilters(NO_FILTERS)}>
                {say(text.clearFilters)}
              </Button>
            </div>
          ) : (
            // Busy until every card is drawn: what reads the grid waits for all of them.
            <div className={CARD_GRID} data-testid="tournament-grid" aria-busy={drawingMore}>
              {shown.slice(0, drawnCount).map((t, i) => (
                // The first card: the largest paint of a phone's first screen, where it is alone.
                <TournamentCard key={t.id} tournament={t} first={i === 0} />
              ))}
            </div>
          )}
          {list.hasNextPage && (
            <Button
              variant="secondary"
              className="self-center"
              loading={list.isFetchingNextPage}
              onClick={() => void list.fetchNextPage()}
            >
              {say(text.showMore)}
            </Button>
          )}
        </>
      )}
    </section>
  );
}

export function CardSkeleton() {
  return (
    <div className="overflow-hidden rounded-2xl border border-border bg-surface">
      {/* The card's image box: a banner on a phone (TournamentCard). */}
      <Skeleton className="aspect-[16/9] rounded-none max-sm:aspect-auto max-sm:h-20" />
      <div className="flex flex-col gap-3 p-4">
        <Skeleton className="h-5 w-2/3" />
        <Skeleton className="h-3 w-1/3" />
        <div className="grid grid-cols-3 gap-2">
          <Skeleton className="h-12" />
          <Skeleton className="h-12" />
          <Skeleton className="h-12" />
        </div>
        <Skeleton className="h-2" />
        <Skeleton className="h-8" />
      </div>
    </div>
  );
}
