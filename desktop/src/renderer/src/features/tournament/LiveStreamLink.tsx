import { Radio } from 'lucide-react';
import { FALLBACK, TOURNAMENT_SCREEN } from '@squadhub/shared';
import { sayNow, useSay } from '../../lib/language';
import { isDesktopApp } from '../../lib/shell';

/**
 * Opens the creator's TikTok live in a new window. When the browser blocks the popup the
 * player is asked to allow popups (docs/product/texts.md#special-cases). The desktop shell opens links in the system
 * browser itself, so the check applies to the web build only.
 */
export function openLiveStream(url: string) {
  const win = window.open(url, '_blank');
  if (win) win.opener = null;
  else if (!isDesktopApp) window.alert(sayNow(FALLBACK.popupBlocked));
}

export function LiveStreamLink({ url, label = TOURNAMENT_SCREEN.liveStream }: { url: string; label?: string }) {
  const say = useSay();
  if (!url) return null;
  return (
    <a
      href={url}
      target="_blank"
      rel="noreferrer"
      onClick={(e) => {
        e.preventDefault();
        e.stopPropagation();
        openLiveStream(url);
      }}
      className="inline-flex items-center gap-1.5 rounded-md px-2 py-1 text-xs font-medium text-live hover:bg-live/10"
    >
      <Radio className="size-3.5" aria-hidden /> {say(label)}
    </a>
  );
}
