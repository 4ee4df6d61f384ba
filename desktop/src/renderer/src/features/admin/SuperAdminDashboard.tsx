import { ADMIN_SCREEN } from '@squadhub/shared';
import { Dialog } from '../../components/ui/Dialog';
import { useSay } from '../../lib/language';
import { AutoApprovalPriceForm } from './tournament-control/AutoApprovalPriceForm';
import { PendingTournamentsPanel } from './tournament-control/PendingTournamentsPanel';

/**
 * The Super Admin Dashboard (docs/product/screens.md#dashboard): pending tournaments with approve and decline, and
 * the instant-approval price.
 */
export function SuperAdminDashboard({ onOpenChange }: { onOpenChange: (open: boolean) => void }) {
  const say = useSay();
  return (
    <Dialog open onOpenChange={onOpenChange} title={say(ADMIN_SCREEN.menu.dashboard)} size="lg">
      <div className="flex flex-col gap-6">
        <section aria-labelledby="pending-heading" className="flex flex-col gap-3">
          <h3 id="pending-heading" className="text-sm font-bold uppercase tracking-wide text-muted">
            {say(ADMIN_SCREEN.dashboard.waiting)}
          </h3>
          <PendingTournamentsPanel />
        </section>
        <section aria-labelledby="price-heading" className="flex flex-col gap-3 border-t border-border pt-5">
          <h3 id="price-heading" className="text-sm font-bold uppercase tracking-wide text-muted">
            {say(ADMIN_SCREEN.dashboard.settings)}
          </h3>
          <AutoApprovalPriceForm />
        </section>
      </div>
    </Dialog>
  );
}
