import { useState } from 'react';
import { LayoutDashboard } from 'lucide-react';
import { Button } from '../../components/ui/Button';
import { Dialog } from '../../components/ui/Dialog';
import { useAuth } from '../../lib/auth';
import { AutoApprovalPriceForm } from './tournament-control/AutoApprovalPriceForm';
import { PendingTournamentsPanel, usePendingTournaments } from './tournament-control/PendingTournamentsPanel';

/**
 * The Super Admin Dashboard (spec 1 §2, §6): pending tournaments with approve and decline, and
 * the instant-approval price. The button shows how many tournaments are waiting.
 */
export function SuperAdminDashboardButton() {
  const { isSuperAdmin } = useAuth();
  const [open, setOpen] = useState(false);
  const pending = usePendingTournaments(isSuperAdmin);
  if (!isSuperAdmin) return null;
  const count = pending.data?.length ?? 0;
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)} className="relative">
        <LayoutDashboard className="size-4 text-indigo-300" aria-hidden /> Super Admin Dashboard
        {count > 0 && (
          <span
            className="ml-1 rounded-full bg-pending px-1.5 text-xs font-bold text-black"
            aria-label={`${count} waiting for approval`}
          >
            {count}
          </span>
        )}
      </Button>
      <Dialog open={open} onOpenChange={setOpen} title="Super Admin Dashboard" size="lg">
        <div className="flex flex-col gap-6">
          <section aria-labelledby="pending-heading" className="flex flex-col gap-3">
            <h3 id="pending-heading" className="text-sm font-bold uppercase tracking-wide text-muted">
              Waiting for approval
            </h3>
            <PendingTournamentsPanel />
          </section>
          <section aria-labelledby="price-heading" className="flex flex-col gap-3 border-t border-border pt-5">
            <h3 id="price-heading" className="text-sm font-bold uppercase tracking-wide text-muted">
              Settings
            </h3>
            <AutoApprovalPriceForm />
          </section>
        </div>
      </Dialog>
    </>
  );
}
