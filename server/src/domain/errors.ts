/**
 * The refusals the domain speaks: services, the ledger and the database helpers throw these, and
 * know nothing of HTTP. Each names its kind; http/errors.ts answers it with the matching status
 * and `{ detail }`, and the socket and CLI entry points read the same `detail`.
 */
import { ACCESS_TEXT } from '@squadhub/shared';

export type DomainErrorKind =
  | 'bad_request'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'too_large'
  | 'unavailable'
  | 'provider_failed';

export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    readonly detail: string,
    /**
     * What failed underneath (a provider's error, the last serialization failure), for the log
     * only: the request's error handler logs it with the request id (docs/operations.md#request-ids).
     */
    options?: { cause: unknown },
  ) {
    super(detail, options);
  }
}

/** Whether `err` is a refusal of this kind (a caller that turns one kind into an answer of its own). */
export const isRefusal = (err: unknown, kind: DomainErrorKind): err is DomainError =>
  err instanceof DomainError && err.kind === kind;

export const badRequest = (detail: string) => new DomainError('bad_request', detail);
export const unauthorized = (detail: string = ACCESS_TEXT.notAuthenticated) => new DomainError('unauthorized', detail);
export const forbidden = (detail: string = ACCESS_TEXT.notAllowed) => new DomainError('forbidden', detail);
export const notFound = (detail: string = ACCESS_TEXT.notFound) => new DomainError('not_found', detail);
export const conflict = (detail: string, options?: { cause: unknown }) => new DomainError('conflict', detail, options);
/** Something the user sent is larger than its limit (an image, a form field). */
export const tooLarge = (detail: string) => new DomainError('too_large', detail);
/** A feature this instance is not set up for (payments without a provider, say). */
export const unavailable = (detail: string) => new DomainError('unavailable', detail);
/** An outside provider (the payment service) failed to answer. */
export const providerFailed = (detail: string, options?: { cause: unknown }) =>
  new DomainError('provider_failed', detail, options);
