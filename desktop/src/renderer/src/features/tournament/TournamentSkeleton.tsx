/** What one tournament shows while it loads. */
import { Skeleton } from '../../components/ui/Spinner';

export function SlotsSkeleton() {
  return (
    <div className="grid grid-cols-2 gap-3 md:grid-cols-4" role="status" aria-busy aria-label="Loading slots">
      {Array.from({ length: 8 }, (_, i) => (
        <Skeleton key={i} className="h-24" />
      ))}
    </div>
  );
}

export function TournamentSkeleton() {
  return (
    <div className="flex flex-col gap-3" role="status" aria-busy aria-label="Loading tournament">
      <Skeleton className="h-8 w-2/3" />
      <SlotsSkeleton />
    </div>
  );
}
