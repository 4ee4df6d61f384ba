import { RotateCw } from 'lucide-react';
import { LAYOUT_SCREEN } from '@squadhub/shared';
import { useSay } from '../../lib/language';
import { Button } from './Button';

/**
 * Data that could not be loaded, said once where it would have been shown (no toast on top), with
 * a way to try again.
 */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const say = useSay();
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-danger/40 bg-danger/10 px-4 py-3"
    >
      <p className="text-sm font-semibold text-danger">{message}</p>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        <RotateCw className="size-4" aria-hidden /> {say(LAYOUT_SCREEN.tryAgain)}
      </Button>
    </div>
  );
}
