/**
 * The shape of one entry of the API contract: a route under /api, what it takes and what it
 * answers, written with the shared zod schemas. The server turns the entries into its OpenAPI
 * document (server/src/openapi) and the client types its requests with them
 * (desktop/src/renderer/src/lib/api.ts), so each answer is declared once, here.
 */
import type { z } from 'zod';

export type HttpMethod = 'get' | 'post' | 'put' | 'delete';

/**
 * Who may call a route: anyone (a token, when sent, must be valid), a logged-in user, an admin
 * (admins and super admins) or a super admin.
 */
export type Access = 'anyone' | 'user' | 'admin' | 'super_admin';

/** The error statuses of the API. Every error answers JSON `{ detail, code }` unless its case says otherwise. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 429 | 502 | 503;

/** When a route answers an error status; `json` when it sends more than `{ detail, code }`. */
export type ErrorCase = string | { when: string; json: z.ZodType };

/** What a route answers when it succeeds. */
export type Success =
  /** A JSON body (200 unless `status` says 201), with the response headers it sets. */
  | { status?: 200 | 201; json: z.ZodType; description: string; headers?: Readonly<Record<string, string>> }
  /** An HTML page for a browser. */
  | { html: string }
  /** The bytes of an image (the type it was stored as), for the caller alone: never cached. */
  | { image: string }
  /** 303 See Other to a page of the web client. */
  | { redirect: string }
  /** 204 No Content: done, nothing to say (what it did, in words). */
  | { empty: string };

/** The groups of the reference page, in the order it lists them. */
export const API_TAGS = {
  Accounts: 'Registration, login, the logged-in user and password or username resets.',
  Tournaments: 'Browsing, creating, approving and managing tournaments.',
  Play: 'Seats, room codes, chat, winners, leaderboards and open lobbies.',
  Coins: 'Prices, buying coins, transfers, conversion and cash-outs.',
  Admin: 'The admin panels: players, payment requests and prices.',
  Hosts: 'Host records, and the limits on new hosts.',
  Cups: 'Cups of many lobbies: registration, seeding, advancement, co-hosts and standings.',
  Push: "Web Push: the server's key and this device's subscription.",
  System: 'Health of the instance, and this API reference.',
} as const;
export type ApiTag = keyof typeof API_TAGS;

export interface ApiRoute {
  method: HttpMethod;
  /** The path under /api, with `{name}` for each path parameter: `/tournaments/{id}/join-slot`. */
  path: string;
  /**
   * The operation's unique camelCase name (`joinSlot`): its OpenAPI `operationId`, and the key the
   * server mounts its route by, so the router takes path, method, access and rate limiting from here.
   */
  operationId: string;
  tag: ApiTag;
  summary: string;
  description?: string;
  access: Access;
  /** Answers 429 `{ detail, code: 'rate_limited' }` when a client calls it too often. */
  rateLimited?: boolean;
  /** One string property per `{name}` of the path. */
  params?: z.ZodObject;
  query?: z.ZodObject;
  /** An `application/json` body. */
  body?: z.ZodType;
  /** A `multipart/form-data` body: the image in the field `file` (or `uploadField`), plus these text fields. */
  upload?: z.ZodObject;
  /** The field of `upload` that holds the image, when it is not `file`. */
  uploadField?: 'image';
  /** A body read as raw bytes (not parsed as JSON): what it is. */
  rawBody?: string;
  headers?: z.ZodObject;
  ok: Success;
  /**
   * The errors particular to this route. The API reference adds the ones every route shares:
   * 400 (malformed input), 401 (no or an invalid token), 403 (role), 413 (too large a body)
   * and 429 (rate limit), as `access`, `rateLimited` and the inputs imply.
   */
  errors?: Partial<Record<ErrorStatus, ErrorCase>>;
}

/** A group of routes; `const` keeps each method and path literal, so the client can look routes up. */
export const defineRoutes = <const R extends readonly ApiRoute[]>(routes: R): R => routes;
