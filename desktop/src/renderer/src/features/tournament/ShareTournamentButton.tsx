import { Share2 } from 'lucide-react';
import { toast } from '../../lib/toast';
import { PLAY_NOTICE, TOURNAMENT_SCREEN, type Tournament } from '@squadhub/shared';
import { useSay } from '../../lib/language';
import { tournamentShareUrl } from './tournamentLinks';

/**
 * Shares the tournament's link (its preview names the tournament, see the server's
 * link-preview.ts): the phone's share sheet when there is one (WhatsApp, TikTok…), otherwise
 * the link is copied.
 */
export function ShareTournamentButton({ tournament: t }: { tournament: Pick<Tournament, 'id' | 'title'> }) {
  const say = useSay();
  const share = async () => {
    const url = tournamentShareUrl(t.id);
    if (navigator.share) {
      // Closing the share sheet rejects: nothing to report.
      await navigator.share({ title: t.title, text: say(TOURNAMENT_SCREEN.share.text(t.title)), url }).catch(() => {});
      return;
    }
    try {
      await navigator.clipboard.writeText(url);
      toast.success(PLAY_NOTICE.linkCopied);
    } catch {
      toast.info(url);
    }
  };
  return (
    <button
      type="button"
      onClick={() => void share()}
      className="inline-flex items-center gap-1.5 rounded-md px-2 py-1 text-xs font-medium text-muted hover:bg-surface-3 hover:text-text"
    >
      <Share2 className="size-3.5" aria-hidden /> {say(TOURNAMENT_SCREEN.share.button)}
    </button>
  );
}
