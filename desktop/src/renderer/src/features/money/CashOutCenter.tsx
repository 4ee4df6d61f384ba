/**
 * Cash Out Center (docs/product/screens.md#cash-out-center): Cash Out to Money, Convert to Coins and History. Opens on the
 * request tab and moves to History after a successful submission.
 *
 * The dialog keeps one height whichever tab is open (a short tab does not pull it in, a long one
 * scrolls inside its panel), so the tabs stay under the player's thumb when they switch. Every tab
 * stays mounted while the dialog is open: typed details and each tab's scroll position survive a
 * look at another tab.
 */
import { useState } from 'react';
import { MONEY_SCREEN } from '@squadhub/shared';
import { Dialog } from '../../components/ui/Dialog';
import { Tabs } from '../../components/ui/Tabs';
import { useAuth } from '../../lib/auth';
import { useSay } from '../../lib/language';
import { CashOutForm } from './CashOutForm';
import { CashoutHistory } from './CashoutHistory';
import { ConvertForm } from './ConvertForm';

export function CashOutCenter({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const say = useSay();
  const { user } = useAuth();
  const [tab, setTab] = useState('cashout');
  const winnings = user?.winnings_coins ?? 0;
  return (
    <Dialog
      open={open}
      onOpenChange={(o) => {
        onOpenChange(o);
        if (!o) setTab('cashout');
      }}
      title={say(MONEY_SCREEN.cashOutCenter.title)}
      description={say(MONEY_SCREEN.cashOutCenter.description)}
      size="lg"
    >
      <Tabs
        value={tab}
        onValueChange={setTab}
        keepMounted
        // The dialog may take 92% of the screen; its header and padding take about 10rem of that.
        className="flex h-[min(calc(92dvh-10rem),40rem)] flex-col"
        listClassName="shrink-0"
        panelClassName="-mx-1 min-h-0 flex-1 overflow-y-auto px-1 pb-1"
        tabs={[
          {
            value: 'cashout',
            label: say(MONEY_SCREEN.cashOutCenter.cashOutTab),
            content: <CashOutForm winnings={winnings} onSubmitted={() => setTab('history')} />,
          },
          {
            value: 'convert',
            label: say(MONEY_SCREEN.cashOutCenter.convertTab),
            content: <ConvertForm winnings={winnings} />,
          },
          { value: 'history', label: say(MONEY_SCREEN.cashOutCenter.historyTab), content: <CashoutHistory /> },
        ]}
      />
    </Dialog>
  );
}
