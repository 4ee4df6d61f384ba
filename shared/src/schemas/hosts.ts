/**
 * Request schemas of the host record and the host-trust setting (docs/product/trust.md#host-record,
 * docs/product/trust.md#new-hosts). The admin settings form uses the same one.
 */
import { z } from 'zod';
import { NEW_HOST_EVENTS_MAX, NEW_HOST_POOL_CAP_MAX } from '../constants.js';
import { HOST_VALIDATION } from '../texts/hosts.js';
import { usernameField } from './accounts.js';

/** GET /api/hosts/{username}: a username as registration allows it (3 to 30 characters, one line). */
export const hostParams = z.object({ username: usernameField() });

const wholeIn = (max: number, message: string) => z.int({ error: message }).min(0, message).max(max, message);

/** PUT /api/admin/settings/host-trust */
export const hostTrustSettingsSchema = z
  .strictObject({
    new_host_events: wholeIn(NEW_HOST_EVENTS_MAX, HOST_VALIDATION.newHostEventsInvalid),
    new_host_pool_cap: wholeIn(NEW_HOST_POOL_CAP_MAX, HOST_VALIDATION.newHostPoolCapInvalid),
  })
  .meta({ id: 'HostTrustSettings' });
export type HostTrustSettingsInput = z.output<typeof hostTrustSettingsSchema>;
