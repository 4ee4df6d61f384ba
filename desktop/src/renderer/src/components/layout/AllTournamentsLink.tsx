import { Link } from 'react-router-dom';
import { ArrowLeft } from 'lucide-react';
import { LAYOUT_SCREEN } from '@squadhub/shared';
import { useSay } from '../../lib/language';

/** The way back to the grid, above the title of a page reached from it (a tournament, a host). */
export function AllTournamentsLink() {
  const say = useSay();
  return (
    <Link to="/" className="flex w-fit items-center gap-1.5 rounded-md text-sm font-medium text-muted hover:text-text">
      <ArrowLeft className="rtl:-scale-x-100 size-4" aria-hidden /> {say(LAYOUT_SCREEN.allTournaments)}
    </Link>
  );
}
