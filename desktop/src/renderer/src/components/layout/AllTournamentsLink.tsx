import { Link } from 'react-router-dom';
import { ArrowLeft } from 'lucide-react';

/** The way back to the grid, above the title of a page reached from it (a tournament, a host). */
export function AllTournamentsLink() {
  return (
    <Link to="/" className="flex w-fit items-center gap-1.5 rounded-md text-sm font-medium text-muted hover:text-text">
      <ArrowLeft className="size-4" aria-hidden /> All tournaments
    </Link>
  );
}
