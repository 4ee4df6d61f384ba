/**
 * The tournament page, /tournaments/:id, reached by a shared link, a reload or a notification
 * when no other screen is under it (see features/tournament/tournamentLinks.ts). The same view as the
 * tournament modal, under the site header.
 */
import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { ADMIN_SCREEN, PAGES_SCREEN } from '@squadhub/shared';
import { AllTournamentsLink } from '../components/layout/AllTournamentsLink';
import { HostLine, hostPagePath } from '../features/hosts/HostLine';
import { cachedTournament } from '../features/tournament/cachedTournament';
import { useTournamentDetail, useTournamentDetailLive } from '../features/tournaments/queries';
import { TournamentDetails } from '../features/tournament/TournamentView';
import { markFirstContentDrawn } from '../lib/first-content';
import { useSay } from '../lib/language';

/** Stands for the host's name in "by …", where its link goes. */
const HOST_MARK = '\uE0F0';

export function TournamentPage() {
  const { id = '' } = useParams();
  const client = useQueryClient();
  const navigate = useNavigate();
  const say = useSay();
  const detail = useTournamentDetail(id, cachedTournament(client, id));
  useTournamentDetailLive(id, () => void navigate('/', { replace: true }));
  const t = detail.data;
  const [beforeHost, afterHost] = say(ADMIN_SCREEN.by(HOST_MARK)).split(HOST_MARK);

  // Its view drawn is the first content (lib/first-content.ts).
  useEffect(() => {
    if (t) markFirstContentDrawn();
  }, [t]);

  // The tab and history entries name the tournament, as the shared link's preview does.
  useEffect(() => {
    if (!t?.title) return;
    const before = document.title;
    document.title = `${t.title} · Squadhub`;
    return () => {
      document.title = before;
    };
  }, [t?.title]);

  return (
    // The site header (4rem) stays on top: sticky bars of the view sit below it.
    <article className="flex min-w-0 flex-col gap-4 [--sticky-top:4rem]" data-testid="tournament-page">
      <AllTournamentsLink />
      <header className="min-w-0">
        <h1 className="break-words text-2xl font-black leading-tight tracking-tight md:text-3xl">
          {t?.title ?? say(PAGES_SCREEN.tournament.heading)}
        </h1>
        {t && (
          <>
            <p className="mt-1 text-sm text-muted">
              {t.map_name} · {t.game_mode} · {beforeHost}
              <Link to={hostPagePath(t.creator_username)} className="font-medium text-text hover:underline">
                {t.creator_username}
              </Link>
              {afterHost}
            </p>
            <HostLine username={t.creator_username} className="mt-1" />
          </>
        )}
      </header>
      <TournamentDetails detail={detail} />
    </article>
  );
}
