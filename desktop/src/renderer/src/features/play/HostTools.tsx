/**
 * A host's shortcuts on a tournament they run, so a streamer need not leave the game: the host
 * console (its own always-on-top window in the desktop app, a compact page in a browser) and
 * "Create again" (the creation dialog filled in from this tournament).
 */
import { useState } from 'react';
import { CopyPlus, MonitorPlay } from 'lucide-react';
import { PLAY_SCREEN, type Tournament } from '@squadhub/shared';
import { Button } from '../../components/ui/Button';
import { useSay } from '../../lib/language';
import { lazyDialog } from '../../lib/lazy';
import { shell } from '../../lib/shell';

const CreateTournamentDialog = lazyDialog(() =>
  import('../tournaments/CreateTournamentDialog').then((m) => m.CreateTournamentDialog),
);

export function HostTools({ tournament: t }: { tournament: Tournament }) {
  const say = useSay();
  const [again, setAgain] = useState(false);
  const { can_manage: hosting, is_creator: creator } = t.viewer;
  if (!hosting && !creator) return null;
  return (
    <>
      {hosting && (
        <Button size="sm" variant="ghost" onClick={() => void shell.openHostConsole(t.id)}>
          <MonitorPlay className="size-4" aria-hidden /> {say(PLAY_SCREEN.hostTools.hostConsole)}
        </Button>
      )}
      {creator && (
        <Button size="sm" variant="ghost" onClick={() => setAgain(true)}>
          <CopyPlus className="size-4" aria-hidden /> {say(PLAY_SCREEN.hostTools.createAgain)}
        </Button>
      )}
      {again && <CreateTournamentDialog open onOpenChange={setAgain} source={t} />}
    </>
  );
}
