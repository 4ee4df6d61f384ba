/** What one tournament shows while it loads. */
import { TOURNAMENT_SCREEN } from '@squadhub/shared';
import { Skeleton } from '../../components/ui/Spinner';
import { useSay } from '../../lib/language';

export function SlotsSkeleton() {
  const say = useSay();
  return (
    <div
      className="grid grid-cols-2 gap-3 md:grid-cols-4"
      role="status"
      aria-busy
      aria-label={say(TOURNAMENT_SCREEN.skeleton.slots)}
    >
      {Array.from({ length: 8 }, (_, i) => (
        <Skeleton key={i} className="h-24" />
      ))}
    </div>
  );
}

export function TournamentSkeleton() {
  const say = useSay();
  return (
    <div
      className="flex flex-col gap-3"
      role="status"
      aria-busy
      aria-label={say(TOURNAMENT_SCREEN.skeleton.tournament)}
    >
      <Skeleton className="h-8 w-2/3" />
      <SlotsSkeleton />
    </div>
  );
}
