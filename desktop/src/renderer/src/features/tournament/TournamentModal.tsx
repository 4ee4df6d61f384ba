/**
 * A tournament opened over the screen the player was on (see tournamentLinks.ts), at
 * /tournaments/:id: a dialog on wide screens, the whole screen on phones. Escape, the close
 * button and the browser's back button all return to that screen.
 */
import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { Dialog as D } from 'radix-ui';
import { X } from 'lucide-react';
import { TOURNAMENT_SCREEN } from '@squadhub/shared';
import { useSay } from '../../lib/language';
import { playCardClick } from '../../lib/sounds';
import { cachedTournament } from './cachedTournament';
import { useTournamentDetail, useTournamentDetailLive } from '../tournaments/queries';
import { useCloseTournament } from './tournamentLinks';
import { TournamentDetails } from './TournamentView';

export function TournamentModal() {
  const say = useSay();
  const { id = '' } = useParams();
  const client = useQueryClient();
  const close = useCloseTournament();
  const detail = useTournamentDetail(id, cachedTournament(client, id));
  useTournamentDetailLive(id, close);
  useEffect(() => {
    playCardClick();
  }, []);
  const t = detail.data;
  return (
    <D.Root open onOpenChange={(open) => !open && close()}>
      <D.Portal>
        <D.Overlay className="fixed inset-0 z-40 bg-black/70 backdrop-blur-sm" />
        <D.Content
          aria-describedby={undefined}
          className="fixed inset-0 z-50 flex flex-col bg-surface md:inset-auto md:left-1/2 md:top-1/2 md:max-h-[92vh] md:w-[calc(100vw-1.5rem)] md:max-w-5xl md:-translate-x-1/2 md:-translate-y-1/2 md:rounded-2xl md:border md:border-border md:shadow-2xl"
        >
          <div className="flex items-start justify-between gap-3 border-b border-border px-4 py-3 md:px-5 md:py-4">
            <div className="min-w-0">
              <D.Title className="truncate text-lg font-bold">{t?.title ?? say(TOURNAMENT_SCREEN.modal.title)}</D.Title>
              {t && (
                <p className="mt-0.5 truncate text-sm text-muted">
                  {say(TOURNAMENT_SCREEN.modal.subtitle(t.map_name, t.game_mode, t.creator_username))}
                </p>
              )}
            </div>
            <D.Close
              className="shrink-0 rounded-lg p-1 text-muted hover:bg-surface-3 hover:text-text"
              aria-label={say(TOURNAMENT_SCREEN.modal.close)}
            >
              <X className="size-6 md:size-5" />
            </D.Close>
          </div>
          <div className="flex-1 overflow-y-auto px-3 py-3 md:px-5 md:py-4" data-testid="tournament-modal">
            <TournamentDetails detail={detail} />
          </div>
        </D.Content>
      </D.Portal>
    </D.Root>
  );
}
