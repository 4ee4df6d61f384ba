/** How a host record leaves the server (GET /api/hosts/{username}): numbers only, texts are the client's. */
import type { ApiResponse } from '@squadhub/shared';

/** One row of services/hosts/record.ts's statement (drivers give numbers and dates in their own types). */
export interface HostRecordRow {
  id: string;
  username: string;
  role: string;
  events_hosted: number;
  events_completed: number;
  clean_completed: number;
  voided_no_room_code: number;
  abandoned_no_results: number;
  codes_due: number;
  codes_on_time: number;
  median_minutes_to_payout: number | string | null;
  prize_coins_paid: number | string;
  first_event_at: Date | string | null;
  disputes_filed: number;
  disputes_upheld: number;
}

export function presentHostRecord(r: HostRecordRow, newHost: boolean): ApiResponse<'get', '/hosts/{username}'> {
  return {
    username: r.username,
    events_hosted: r.events_hosted,
    events_completed: r.events_completed,
    voided_no_room_code: r.voided_no_room_code,
    abandoned_no_results: r.abandoned_no_results,
    codes_on_time_pct: r.codes_due > 0 ? Math.round((100 * r.codes_on_time) / r.codes_due) : null,
    median_minutes_to_payout:
      r.median_minutes_to_payout == null ? null : Math.max(0, Math.round(Number(r.median_minutes_to_payout))),
    disputes_filed: r.disputes_filed,
    disputes_upheld: r.disputes_upheld,
    prize_coins_paid: Number(r.prize_coins_paid),
    first_event_at: r.first_event_at == null ? null : new Date(r.first_event_at).toISOString(),
    new_host: newHost,
  };
}
