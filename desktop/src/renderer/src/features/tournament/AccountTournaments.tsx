/**
 * My Account's tournament lists (docs/product/screens.md#my-account): the user's created tournaments (pending ones live
 * in the dashboard's waiting card) and the tournaments they joined, both refreshed every 15 s
 * and live on tournament events. The cards carry Edit, Send Room Code and Delete per their rules.
 */
import type { ReactNode } from 'react';
import { Gamepad2, Swords } from 'lucide-react';
import { FALLBACK, TIMINGS, TOURNAMENT_SCREEN } from '@squadhub/shared';
import { errorMessage } from '../../lib/api';
import { useSay } from '../../lib/language';
import { CardSkeleton, CARD_GRID } from './TournamentGrid';
import { TournamentCard } from './TournamentCard';
import { useJoinedTournaments, useMyTournaments, useTournamentLiveSync } from '../tournaments/queries';
import { isPendingApproval } from '../tournaments/tournamentView';

export function AccountTournaments() {
  const say = useSay();
  const text = TOURNAMENT_SCREEN.account;
  useTournamentLiveSync();
  const mine = useMyTournaments(TIMINGS.accountListsRefreshMs);
  const joined = useJoinedTournaments();
  const created = (mine.data ?? []).filter((t) => !isPendingApproval(t));

  return (
    <>
      <ListSection
        id="my-tournaments"
        title={say(text.mine)}
        loadingLabel={say(text.loadingMine)}
        icon={<Swords className="size-5 text-accent" aria-hidden />}
        loading={mine.isPending}
        error={mine.isError && !mine.data ? errorMessage(mine.error, say(FALLBACK.fetchYourTournaments)) : null}
        empty={say(text.mineEmpty)}
        count={created.length}
      >
        {created.map((t) => (
          <TournamentCard key={t.id} tournament={t} variant="created" />
        ))}
      </ListSection>
      <ListSection
        id="joined-tournaments"
        title={say(text.joined)}
        loadingLabel={say(text.loadingJoined)}
        icon={<Gamepad2 className="size-5 text-accent" aria-hidden />}
        loading={joined.isPending}
        // Background failures of this list are only logged (docs/product/texts.md#errors-the-client-shows).
        error={null}
        empty={say(text.joinedEmpty)}
        count={joined.data?.length ?? 0}
      >
        {(joined.data ?? []).map((t) => (
          <TournamentCard key={t.id} tournament={t} variant="joined" />
        ))}
      </ListSection>
    </>
  );
}

function ListSection({
  id,
  title,
  loadingLabel,
  icon,
  loading,
  error,
  empty,
  count,
  children,
}: {
  id: string;
  title: string;
  /** The name of the skeleton shown while the list loads. */
  loadingLabel: string;
  icon: ReactNode;
  loading: boolean;
  error: string | null;
  empty: string;
  count: number;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-heading`} className="flex flex-col gap-3" data-testid={id}>
      <h2 id={`${id}-heading`} className="flex items-center gap-2 text-xl font-black tracking-tight">
        {icon} {title}
        {!loading && count > 0 && <span className="text-sm font-semibold text-muted">({count})</span>}
      </h2>
      {loading ? (
        <div className={CARD_GRID} role="status" aria-busy aria-label={loadingLabel}>
          <CardSkeleton />
          <CardSkeleton />
        </div>
      ) : error ? (
        <p role="alert" className="rounded-xl border border-danger/40 bg-danger/10 p-4 text-sm text-danger">
          {error}
        </p>
      ) : count === 0 ? (
        <p className="rounded-xl border border-dashed border-border p-6 text-center text-sm text-muted">{empty}</p>
      ) : (
        <div className={CARD_GRID}>{children}</div>
      )}
    </section>
  );
}
