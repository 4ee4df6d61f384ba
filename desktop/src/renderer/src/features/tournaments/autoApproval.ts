import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { AutoApprovalPriceResponse } from '@squadhub/shared';
import { get } from '../../lib/api';
import { useAuth } from '../../lib/auth';
import { queryKeys } from '../../lib/queryClient';
import { useSocketEvent } from '../../lib/socket';

/** The current instant-approval price, kept live by `auto_approval_price_updated`. */
export function useAutoApprovalPrice() {
  const { token } = useAuth();
  const client = useQueryClient();
  useSocketEvent('auto_approval_price_updated', (p) =>
    client.setQueryData<AutoApprovalPriceResponse>(queryKeys.autoApprovalPrice, {
      auto_approval_price: p.auto_approval_price,
    }),
  );
  return useQuery({
    queryKey: queryKeys.autoApprovalPrice,
    queryFn: () => get('/admin/settings/auto-approval-price'),
    enabled: !!token,
  });
}
