/**
 * Sends the captain's invite: the phone's share sheet where there is one (WhatsApp, TikTok…),
 * else the link is copied. A share sheet the captain closes is not a failure; one the browser
 * refuses (no user gesture left after the request) falls back to the copy.
 */
import { sayNow } from '../../lib/language';
import { toast } from '../../lib/toast';
import { SQUAD_NOTICE } from '@squadhub/shared';

export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'failed';

export async function shareLink(url: string, title: string, text: string): Promise<ShareOutcome> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title, text, url });
      return 'shared';
    } catch (err) {
      if (err instanceof DOMException && err.name === 'AbortError') return 'cancelled';
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    return 'copied';
  } catch {
    return 'failed';
  }
}

/** Shares the invite and says what happened; a link that could not be copied is shown to copy by hand. */
export async function shareInvite(url: string, title: string, team: number): Promise<ShareOutcome> {
  const outcome = await shareLink(url, title, sayNow(SQUAD_NOTICE.inviteShareText(title, team)));
  if (outcome === 'shared') toast.success(SQUAD_NOTICE.inviteShared, { id: 'squad-invite' });
  if (outcome === 'copied') toast.success(SQUAD_NOTICE.inviteCopied, { id: 'squad-invite' });
  if (outcome === 'failed') toast.info(url, { id: 'squad-invite', duration: 20_000 });
  return outcome;
}
