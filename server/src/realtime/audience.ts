/**
 * Who a live event is sent to, in terms of the socket rooms of hub.ts. Its own module so that
 * the hub and the checks it runs on each event (event-checks.ts) can both name it.
 */
export type Audience =
  | { kind: 'everyone' }
  | { kind: 'admins' }
  /** Users, and always the admins too. */
  | { kind: 'users'; userIds: string[]; includeAdmins?: boolean }
  /** Everyone except the given users and admins (the "outsider" view of a split event). */
  | { kind: 'everyoneExcept'; userIds: string[] };
