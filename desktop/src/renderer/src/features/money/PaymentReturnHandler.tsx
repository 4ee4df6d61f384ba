/**
 * The return from checkout (docs/product/money.md#the-payment-return): `/?session_id=…&payment=success|cancel`. Success asks
 * the server for the session's status (which credits the coins if the webhook has not yet), then
 * shows the result with the coin sound; cancel says so. Either way the query is then removed, and
 * a purchase started from a tournament goes back to that tournament (see checkoutReturn.ts).
 */
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '../../lib/toast';
import { FALLBACK, SUCCESS } from '@squadhub/shared';
import { get } from '../../lib/api';
import { queryKeys } from '../../lib/queryClient';
import { playCoinWin } from '../../lib/sounds';
import { takeCheckoutReturn } from './checkoutReturn';

export function PaymentReturnHandler() {
  const location = useLocation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const handled = useRef<string | null>(null);

  useEffect(() => {
    const params = new URLSearchParams(location.search);
    const sessionId = params.get('session_id');
    const payment = params.get('payment');
    if (!sessionId || !payment || handled.current === location.search) return;
    handled.current = location.search;
    const back = takeCheckoutReturn();
    const clearQuery = () =>
      void navigate(back ?? { pathname: location.pathname, hash: location.hash }, { replace: true });

    if (payment !== 'success') {
      toast.error(FALLBACK.paymentCancelled);
      clearQuery();
      return;
    }
    get('/stripe/checkout-status/{session_id}', { params: { session_id: sessionId } })
      .then((status) => {
        if (status.payment_status === 'paid') {
          toast.success(SUCCESS.paymentSuccess(status.coins));
          playCoinWin();
          void client.invalidateQueries({ queryKey: queryKeys.me });
        } else {
          toast.warning(FALLBACK.paymentNotCompleted);
        }
      })
      .catch(() => toast.error(FALLBACK.paymentVerifyError))
      .finally(clearQuery);
  }, [location.search, location.pathname, location.hash, navigate, client]);

  return null;
}
