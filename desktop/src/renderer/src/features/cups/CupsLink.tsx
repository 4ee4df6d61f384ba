/** The dashboard toolbar's way to the cups (docs/product/cups.md#pages). */
import { Link } from 'react-router-dom';
import { Swords } from 'lucide-react';
import { PAGES_SCREEN } from '@squadhub/shared';
import { useSay } from '../../lib/language';

export function CupsLink() {
  const say = useSay();
  return (
    <Link
      to="/cups"
      className="inline-flex h-10 shrink-0 items-center gap-2 whitespace-nowrap rounded-lg border border-border bg-surface-3 px-4 text-sm text-text hover:bg-border"
      data-testid="cups-link"
    >
      <Swords className="size-4 text-accent" aria-hidden /> {say(PAGES_SCREEN.dashboard.cups)}
    </Link>
  );
}
