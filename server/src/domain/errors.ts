/**
 * The refusals the domain speaks: services, the ledger and the database helpers throw these, and
 * know nothing of HTTP. Each names its kind; http/errors.ts answers it with the matching status
 * and `{ detail, code }`, and the socket and CLI entry points read the same `detail`.
 *
 * The `code` (docs/design/api-conventions.md#errors) is found from the text, which comes from the
 * catalogue (shared/src/texts/codes.ts), so a throw names its text only; a text no catalogue
 * writes (a library's message) carries its kind's code.
 */
import { ACCESS_TEXT, errorCodeOf, type ErrorCode } from '@squadhub/shared';

export type DomainErrorKind =
  | 'bad_request'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'too_large'
  | 'unavailable'
  | 'busy'
  | 'provider_failed';

/** The code of a refusal whose text no catalogue writes, by its kind (the status's code, shared/src/texts/codes.ts). */
const KIND_CODE: Readonly<Record<DomainErrorKind, ErrorCode>> = {
  bad_request: 'bad_request',
  unauthorized: 'not_authenticated',
  forbidden: 'not_allowed',
  not_found: 'not_found',
  conflict: 'conflict',
  too_large: 'too_large',
  unavailable: 'unavailable',
  busy: 'rate_limited',
  provider_failed: 'provider_failed',
};

export interface RefusalOptions {
  /**
   * What failed underneath (a provider's error, the last serialization failure), for the log
   * only: the request's error handler logs it with the request id (docs/operations.md#request-ids).
   */
  cause?: unknown;
  /** The code, where the text does not say it (a validation failure's text is the schema's). */
  code?: ErrorCode;
  /** For a `busy` refusal: the seconds after which a new try may be taken (`Retry-After`). */
  retryAfterSeconds?: number;
}

export class DomainError extends Error {
  #code: ErrorCode | undefined;

  constructor(
    readonly kind: DomainErrorKind,
    readonly detail: string,
    options?: RefusalOptions,
  ) {
    super(detail, options && 'cause' in options ? { cause: options.cause } : undefined);
    this.#code = options?.code;
    this.retryAfterSeconds = options?.retryAfterSeconds;
  }

  readonly retryAfterSeconds: number | undefined;

  /** The stable machine name of this refusal, e.g. `slot_taken`. */
  get code(): ErrorCode {
    return (this.#code ??= errorCodeOf(this.detail) ?? KIND_CODE[this.kind]);
  }
}

/** Whether `err` is a refusal of this kind (a caller that turns one kind into an answer of its own). */
export const isRefusal = (err: unknown, kind: DomainErrorKind): err is DomainError =>
  err instanceof DomainError && err.kind === kind;

export const badRequest = (detail: string, options?: RefusalOptions) => new DomainError('bad_request', detail, options);
export const unauthorized = (detail: string = ACCESS_TEXT.notAuthenticated) => new DomainError('unauthorized', detail);
export const forbidden = (detail: string = ACCESS_TEXT.notAllowed) => new DomainError('forbidden', detail);
export const notFound = (detail: string = ACCESS_TEXT.notFound) => new DomainError('not_found', detail);
export const conflict = (detail: string, options?: RefusalOptions) => new DomainError('conflict', detail, options);
/** Something the user sent is larger than its limit (an image, a form field). */
export const tooLarge = (detail: string) => new DomainError('too_large', detail);
/** A feature this instance is not set up for (payments without a provider, say). */
export const unavailable = (detail: string) => new DomainError('unavailable', detail);
/** This instance has no room for the work now (a full queue): try again after `retryAfterSeconds`. */
export const busy = (detail: string, retryAfterSeconds: number) =>
  new DomainError('busy', detail, { retryAfterSeconds });
/** An outside provider (the payment service) failed to answer. */
export const providerFailed = (detail: string, options?: RefusalOptions) =>
  new DomainError('provider_failed', detail, options);
