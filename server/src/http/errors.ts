/**
 * Errors that reach users. Every failure leaves the server as JSON `{ detail, code }` with the
 * right status (docs/design/api-conventions.md#errors): `detail` in words, `code` a stable machine
 * name (shared/src/texts/codes.ts) found from the text, or given where the text cannot say it (a
 * validation failure, a rate limit). Unexpected errors are logged and answered with a generic 500,
 * never a stack trace or SQL.
 */
import type { ErrorRequestHandler, Request, RequestHandler } from 'express';
import { z } from 'zod';
import {
  DATABASE_TEXT,
  PIPELINE_CODE,
  PLAY_TEXT,
  REQUEST_TEXT,
  VALIDATION,
  errorCodeOf,
  statusCode,
  type ErrorCode,
} from '@squadhub/shared';
import { isCheckViolation, pgConstraint, pgErrorCode } from '../db/pg-errors.js';
import { DomainError, type DomainErrorKind } from '../domain/errors.js';
import { inAnswerLanguage } from './language.js';

/** A failure the request pipeline itself answers with a status of its choosing. */
export class HttpError extends Error {
  #code: ErrorCode | undefined;

  constructor(
    readonly status: number,
    readonly detail: string,
    code?: ErrorCode,
  ) {
    super(detail);
    this.#code = code;
  }

  /** The stable machine name of this failure: the given one, else its text's, else its status's. */
  get code(): ErrorCode {
    return (this.#code ??= errorCodeOf(this.detail) ?? statusCode(this.status));
  }
}

/** The status that answers each refusal of the domain (domain/errors.ts). */
const STATUS_OF: Readonly<Record<DomainErrorKind, number>> = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_large: 413,
  provider_failed: 502,
  unavailable: 503,
  busy: 429,
};

/** First zod issue as one readable sentence, e.g. "title: Title is required". */
export function describeZodError(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'Invalid input';
  const field = issue.path.join('.');
  // Custom messages of the specifications are full sentences: show them as they are.
  const isCustom = issue.code === 'custom' || /^[A-Z]/.test(issue.message);
  return field && !isCustom ? `${field}: ${issue.message}` : issue.message;
}

/**
 * What each CHECK constraint of the schema (src/db/schema.ts) means to the user who hit it. The
 * code checks these rules first; this answers the rare race or gap that reaches the database.
 */
const CHECK_ANSWERS: Readonly<Record<string, { status: number; detail: string }>> = {
  users_balances_non_negative: { status: 409, detail: VALIDATION.insufficientCoins },
  tournaments_players_in_range: { status: 409, detail: PLAY_TEXT.tournamentFull },
  tournaments_money_non_negative: { status: 400, detail: DATABASE_TEXT.amountsNegative },
  cashout_amount_positive: { status: 400, detail: DATABASE_TEXT.amountAtLeastOne },
  ledger_delta_non_zero: { status: 400, detail: DATABASE_TEXT.amountAtLeastOne },
};
const OTHER_CHECK = { status: 409, detail: DATABASE_TEXT.notInThisState };

/**
 * Data errors (class 22) that only a client's input can cause. Validation up front refuses such
 * input with a precise detail; this is the backstop for whatever slips past it: a 400 with a
 * generic text, never a 500 that echoes the database's message.
 */
const PG_INPUT_ERRORS: Readonly<Record<string, string>> = {
  /** character_not_in_repertoire: NUL in text. */
  '22021': DATABASE_TEXT.badCharacters,
  /** untranslatable_character */
  '22P05': DATABASE_TEXT.badCharacters,
  /** invalid_text_representation: e.g. a malformed id. */
  '22P02': DATABASE_TEXT.badFormat,
  /** numeric_value_out_of_range */
  '22003': DATABASE_TEXT.numberOutOfRange,
  /** string_data_right_truncation */
  '22001': DATABASE_TEXT.textTooLong,
  /** invalid_datetime_format */
  '22007': DATABASE_TEXT.badDate,
  /** datetime_field_overflow */
  '22008': DATABASE_TEXT.dateOutOfRange,
};

export const notFoundHandler: RequestHandler = (req, _res, next) =>
  next(new HttpError(404, REQUEST_TEXT.noRoute(req.method, `${req.baseUrl}${req.path}`)));

/**
 * The challenge of a 401 (RFC 6750). A request that carried a bearer token and still has no user
 * had that token refused (expired, revoked or forged): `error="invalid_token"` tells the client
 * to forget it, while a 401 to a valid token (a wrong password at login, say) says nothing of it.
 */
const challenge = (req: Request) =>
  req.headers.authorization && !req.user ? 'Bearer error="invalid_token"' : 'Bearer';

/**
 * An error's body: `{ detail, code }`, its detail in the request's language (http/language.ts; the
 * code is found from the English), and on a 5xx also the request's id, which the user can
 * quote and the operator finds in the log (docs/operations.md#request-ids). A 4xx is the client's
 * own doing and has no `request_id` (its id is still in the X-Request-Id header). Without a
 * `code`, the text's (or else the status's) is sent.
 */
export const errorBody = (
  req: Request,
  status: number,
  detail: string,
  code: ErrorCode = errorCodeOf(detail) ?? statusCode(status),
): { detail: string; code: ErrorCode; request_id?: string } =>
  status >= 500
    ? { detail: inAnswerLanguage(req, detail), code, request_id: req.id }
    : { detail: inAnswerLanguage(req, detail), code };

/**
 * The refusal of a socket.io handshake: socket.io sends the client `connect_error` with its
 * `message` (the detail, as before) and its `data`, which carries the same `{ detail, code }`.
 */
export function socketRefusal(detail: string): Error & { data: { detail: string; code: ErrorCode } } {
  return Object.assign(new Error(detail), { data: { detail, code: errorCodeOf(detail) ?? statusCode(401) } });
}

export const errorHandler: ErrorRequestHandler = (err, req, res, _next) => {
  if (res.headersSent) return;
  const answer = (status: number, detail: string, code?: ErrorCode) =>
    void res
      .status(status)
      .vary('Accept-Language')
      .json(errorBody(req, status, detail, code));
  if (err instanceof DomainError || err instanceof HttpError) {
    const status = err instanceof DomainError ? STATUS_OF[err.kind] : err.status;
    // A refusal with a failure underneath (a provider down, conflicts that never cleared): the
    // failure is logged here, with the request id, rather than by the service that met it.
    if (err.cause !== undefined) {
      req.log?.[status >= 500 ? 'error' : 'warn'](
        { err: err.cause, status, method: req.method, path: req.originalUrl.split('?')[0] },
        err.detail,
      );
    }
    if (status === 401) res.setHeader('WWW-Authenticate', challenge(req));
    if (err instanceof DomainError && err.retryAfterSeconds !== undefined) {
      res.setHeader('Retry-After', String(err.retryAfterSeconds));
    }
    answer(status, err.detail, err.code);
    return;
  }
  if (err instanceof z.ZodError) {
    answer(400, describeZodError(err), PIPELINE_CODE.validationFailed);
    return;
  }
  // body-parser, multer and friends carry an HTTP status and a safe message.
  const status = Number(
    (err as { status?: number; statusCode?: number }).status ?? (err as { statusCode?: number }).statusCode,
  );
  if (status >= 400 && status < 500) {
    const type = (err as { type?: string }).type;
    const detail =
      type === 'entity.too.large'
        ? REQUEST_TEXT.bodyTooLarge
        : type === 'entity.parse.failed'
          ? REQUEST_TEXT.malformedJson
          : (err as Error).message || REQUEST_TEXT.badRequest;
    answer(status, detail);
    return;
  }
  if ((err as { code?: string }).code === 'LIMIT_FILE_SIZE') {
    answer(413, VALIDATION.imageTooLarge);
    return;
  }
  if (isCheckViolation(err)) {
    const check = CHECK_ANSWERS[pgConstraint(err) ?? ''] ?? OTHER_CHECK;
    answer(check.status, check.detail);
    return;
  }
  const inputError = PG_INPUT_ERRORS[pgErrorCode(err) ?? ''];
  if (inputError) {
    // Answered as the client's mistake, but logged: validation should have caught it first.
    req.log?.warn({ err, method: req.method, path: req.originalUrl.split('?')[0] }, 'input reached the database');
    answer(400, inputError);
    return;
  }
  req.log?.error({ err, method: req.method, path: req.originalUrl.split('?')[0] }, 'unhandled error');
  answer(500, REQUEST_TEXT.internalError);
};
