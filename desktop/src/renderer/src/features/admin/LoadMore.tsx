/**
 * The end of a paged admin list (docs/scale/query-plans.md#admin-lists-page-by-cursor): the next
 * page loads when this comes into view as the admin scrolls, and it is a button too, for a
 * keyboard and wherever the browser cannot observe it.
 */
import { useEffect, useRef } from 'react';
import { ADMIN_SCREEN } from '@squadhub/shared';
import { Button } from '../../components/ui/Button';
import { useSay } from '../../lib/language';

export function LoadMore({ hasMore, loading, onLoad }: { hasMore: boolean; loading: boolean; onLoad: () => void }) {
  const say = useSay();
  const ref = useRef<HTMLButtonElement>(null);
  const load = useRef(onLoad);
  load.current = onLoad;
  useEffect(() => {
    const el = ref.current;
    if (!el || !hasMore || loading || typeof IntersectionObserver === 'undefined') return;
    // Observed again after each page: a page too short to fill the list loads the next at once.
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) load.current();
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [hasMore, loading]);
  if (!hasMore) return null;
  return (
    <Button ref={ref} variant="secondary" className="mx-auto my-2" loading={loading} onClick={onLoad}>
      {say(ADMIN_SCREEN.loadMore)}
    </Button>
  );
}
