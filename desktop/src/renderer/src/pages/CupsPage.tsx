/** The cups, /cups (docs/product/cups.md#pages): open and running cups first, and a way to create one. */
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Plus } from 'lucide-react';
import { CUPS_SCREEN } from '@squadhub/shared';
import { AllTournamentsLink } from '../components/layout/AllTournamentsLink';
import { Button } from '../components/ui/Button';
import { LoadError } from '../components/ui/LoadError';
import { useAuth } from '../lib/auth';
import { useSay } from '../lib/language';
import { lazyDialog } from '../lib/lazy';
import { CupCard } from '../features/cups/CupCard';
import { useCups } from '../features/cups/queries';

const CreateCupDialog = lazyDialog(() => import('../features/cups/CreateCupDialog').then((m) => m.CreateCupDialog));

export function CupsPage() {
  const say = useSay();
  const { user } = useAuth();
  const navigate = useNavigate();
  const cups = useCups();
  const [creating, setCreating] = useState(false);
  return (
    <div className="flex min-w-0 flex-col gap-4" data-testid="cups-page">
      <AllTournamentsLink />
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-black tracking-tight md:text-3xl">{say(CUPS_SCREEN.list.heading)}</h1>
          <p className="mt-1 max-w-2xl text-sm text-muted">{say(CUPS_SCREEN.list.intro)}</p>
        </div>
        {user && (
          <Button onClick={() => setCreating(true)}>
            <Plus className="size-4" aria-hidden /> {say(CUPS_SCREEN.list.create)}
          </Button>
        )}
      </header>
      {cups.isError && <LoadError message={say(CUPS_SCREEN.list.loadFailed)} onRetry={() => void cups.refetch()} />}
      {cups.isPending && <div className="h-40 animate-pulse rounded-xl bg-surface-3" aria-hidden />}
      {cups.data &&
        (cups.data.cups.length === 0 ? (
          <p className="rounded-xl border border-border bg-surface p-4 text-sm">{say(CUPS_SCREEN.list.empty)}</p>
        ) : (
          <ul className="grid grid-cols-1 gap-3 md:grid-cols-2 xl:grid-cols-3">
            {cups.data.cups.map((c) => (
              <li key={c.id} className="min-w-0">
                <CupCard cup={c} />
              </li>
            ))}
          </ul>
        ))}
      {creating && <CreateCupDialog open onOpenChange={setCreating} onCreated={(cup) => navigate(`/cups/${cup.id}`)} />}
    </div>
  );
}
