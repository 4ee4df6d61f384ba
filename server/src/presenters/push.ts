/** A device's push subscription as the API shows it to its owner: never its keys. */
import type { ApiResponse } from '@squadhub/shared';
import type { pushSubscriptions } from '../db/schema.js';

type Row = typeof pushSubscriptions.$inferSelect;

export function presentPushSubscription(row: Row): ApiResponse<'post', '/push/subscriptions'> {
  return {
    endpoint: row.endpoint,
    kinds: row.kinds,
    expiration_time: row.expirationTime?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
