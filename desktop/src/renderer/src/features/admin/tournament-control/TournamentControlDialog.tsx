import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ADMIN_SCREEN, FALLBACK } from '@squadhub/shared';
import { Dialog } from '../../../components/ui/Dialog';
import { Skeleton } from '../../../components/ui/Spinner';
import { Tabs } from '../../../components/ui/Tabs';
import { errorMessage, get } from '../../../lib/api';
import { useSay } from '../../../lib/language';
import { queryKeys } from '../../../lib/queryClient';
import { DetailsTab } from './DetailsTab';
import { ImageTab } from './ImageTab';
import { PlayersTab } from './PlayersTab';

/** The full tournament (teams and participants) as the control dialog needs it. */
export function useFullTournament(id: string, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.tournament(id),
    queryFn: () => get('/tournaments/{id}', { params: { id } }),
    enabled,
  });
}

/**
 * Super Admin full tournament control (docs/product/tournaments.md#editing): tabs Details (full edit), Players
 * (kick with refund) and Image (template artwork or an upload).
 */
export function TournamentControlDialog({
  tournamentId,
  title,
  open,
  onOpenChange,
}: {
  tournamentId: string;
  title: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const say = useSay();
  const [tab, setTab] = useState('details');
  const full = useFullTournament(tournamentId, open);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={say(ADMIN_SCREEN.control.title)}
      description={title}
      size="lg"
    >
      {full.isPending ? (
        <div className="flex flex-col gap-3" aria-busy>
          <Skeleton className="h-10" />
          <Skeleton className="h-40" />
        </div>
      ) : full.isError ? (
        <p role="alert" className="text-sm text-danger">
          {say(errorMessage(full.error, FALLBACK.fetchTournamentData))}
        </p>
      ) : (
        <Tabs
          value={tab}
          onValueChange={setTab}
          tabs={[
            {
              value: 'details',
              label: say(ADMIN_SCREEN.control.details),
              content: <DetailsTab tournament={full.data} />,
            },
            {
              value: 'players',
              label: say(ADMIN_SCREEN.control.players(full.data.current_players)),
              content: <PlayersTab tournament={full.data} />,
            },
            { value: 'image', label: say(ADMIN_SCREEN.control.image), content: <ImageTab tournament={full.data} /> },
          ]}
        />
      )}
    </Dialog>
  );
}
