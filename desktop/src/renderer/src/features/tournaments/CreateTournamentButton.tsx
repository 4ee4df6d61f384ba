import { useState } from 'react';
import { Plus } from 'lucide-react';
import { TOURNAMENTS_SCREEN } from '@squadhub/shared';
import { Button } from '../../components/ui/Button';
import { useAuth } from '../../lib/auth';
import { useSay } from '../../lib/language';
import { lazyDialog } from '../../lib/lazy';

const CreateTournamentDialog = lazyDialog(() =>
  import('./CreateTournamentDialog').then((m) => m.CreateTournamentDialog),
);

/** The dashboard's Create Tournament button (logged-in players). */
export function CreateTournamentButton() {
  const say = useSay();
  const { user } = useAuth();
  const [open, setOpen] = useState(false);
  if (!user) return null;
  return (
    <>
      <Button onClick={() => setOpen(true)}>
        <Plus className="size-4" aria-hidden /> {say(TOURNAMENTS_SCREEN.create.title)}
      </Button>
      <CreateTournamentDialog open={open} onOpenChange={setOpen} />
    </>
  );
}
