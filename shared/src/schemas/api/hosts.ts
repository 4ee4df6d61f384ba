/**
 * Answers and routes of the host record (docs/product/trust.md#host-record) and of the new-host
 * setting (docs/product/trust.md#new-hosts). The record sends numbers only: the client writes the
 * line and the labels (shared/src/texts/hosts.ts).
 */
import { z } from 'zod';
import { hostParams, hostTrustSettingsSchema } from '../hosts.js';
import { coins, timestamp } from './common.js';
import { defineRoutes } from './contract.js';

const count = () => z.int().min(0);

export const hostRecordSchema = z
  .strictObject({
    username: z.string(),
    events_hosted: count().describe('Approved tournaments, not counting those deleted before they were played.'),
    events_completed: count().describe('Events whose prize pool was paid out.'),
    voided_no_room_code: count().describe('Events voided because no room code was sent by the deadline.'),
    abandoned_no_results: count().describe('Events voided because no results were paid by the results deadline.'),
    codes_on_time_pct: z
      .int()
      .min(0)
      .max(100)
      .nullable()
      .describe(
        'Of the events whose room code was due (a code went out, or none did and it was voided), the share whose ' +
          'first code went out at or before the start (for when_full, when entries closed), rounded; null when none.',
      ),
    median_minutes_to_payout: z
      .int()
      .min(0)
      .nullable()
      .describe('Median whole minutes from the recorded results to the payout; null when none.'),
    disputes_filed: count(),
    disputes_upheld: count(),
    prize_coins_paid: coins().describe('Coins paid to the winners of their events.'),
    first_event_at: timestamp().nullable().describe('The start (or creation) of their first event; null when none.'),
    new_host: z.boolean().describe('The new-host limits apply to them (approval by an admin, a capped pool).'),
  })
  .meta({ id: 'HostRecord' });

export const HOST_ROUTES = defineRoutes([
  {
    method: 'get',
    path: '/hosts/{username}',
    operationId: 'getHostRecord',
    tag: 'Hosts',
    summary: "A host's public record",
    description:
      'Counted from the tournaments they created, their payouts and the disputes against them; kept after the ' +
      'sweep removes their tournaments, and editable by no one. The same on every instance.',
    access: 'anyone',
    params: hostParams,
    ok: { json: hostRecordSchema, description: 'The record.' },
    errors: { 400: 'Not a valid username.', 404: 'No open account of that name.' },
  },
  {
    method: 'get',
    path: '/admin/settings/host-trust',
    operationId: 'getHostTrustSettings',
    tag: 'Hosts',
    summary: 'The new-host limits',
    access: 'admin',
    ok: { json: hostTrustSettingsSchema, description: 'Both numbers.' },
  },
  {
    method: 'put',
    path: '/admin/settings/host-trust',
    operationId: 'setHostTrustSettings',
    tag: 'Hosts',
    summary: 'Set the new-host limits',
    description: 'Clean completed events that lift them (0 to 100), and the pool cap in coins.',
    access: 'super_admin',
    rateLimited: true,
    body: hostTrustSettingsSchema,
    ok: {
      json: hostTrustSettingsSchema.extend({ message: z.string() }).meta({ id: 'HostTrustSettingsSaved' }),
      description: 'The saved numbers.',
    },
    errors: { 400: 'A number out of range, fractional or not a number.' },
  },
]);
