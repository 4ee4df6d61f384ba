/**
 * The API contract: every route under /api, gathered from the resource files beside this one
 * (a new route is an entry in its resource's file). The type helpers below look a route up by
 * method and path, so `ApiResponse<'get', '/tournaments/{id}'>` is the answer the server sends.
 */
import type { z } from 'zod';
import { ACCOUNT_ROUTES } from './accounts.js';
import { ADMIN_ROUTES } from './admin.js';
import { errorResponseSchema } from './common.js';
import { CUP_ROUTES } from './cups.js';
import { HOST_ROUTES } from './hosts.js';
import { DISPUTE_ROUTES } from './disputes.js';
import { API_TAGS, type HttpMethod } from './contract.js';
import { MONEY_ROUTES } from './money.js';
import { PLAY_ROUTES } from './play.js';
import { PUSH_ROUTES } from './push.js';
import { RESULT_ROUTES } from './results.js';
import { SERIES_ROUTES } from './series.js';
import { SQUAD_ROUTES } from './squads.js';
import { SYSTEM_ROUTES } from './system.js';
import { TOURNAMENT_ROUTES } from './tournaments.js';
import { VOID_ROUTES } from './voids.js';

export type { Access, ApiRoute, ApiTag, ErrorCase, ErrorStatus, HttpMethod, Success } from './contract.js';
export { TOURNAMENT_TOTAL_HEADER } from './tournaments.js';
export type { ScreenRead } from './results.js';
export { REQUEST_EXAMPLES, type RequestExamples } from './examples.js';

/**
 * The whole contract in one object (its schemas are not exported one by one: the shared index
 * exports request schemas only). `error` is the body of every error answer; `tags` group the routes.
 */
export const API_CONTRACT = {
  routes: [
    ...ACCOUNT_ROUTES,
    ...TOURNAMENT_ROUTES,
    ...VOID_ROUTES,
    ...PLAY_ROUTES,
    ...SQUAD_ROUTES,
    ...SERIES_ROUTES,
    ...DISPUTE_ROUTES,
    ...MONEY_ROUTES,
    ...ADMIN_ROUTES,
    ...PUSH_ROUTES,
    ...HOST_ROUTES,
    ...CUP_ROUTES,
    ...RESULT_ROUTES,
    ...SYSTEM_ROUTES,
  ],
  error: errorResponseSchema,
  tags: API_TAGS,
} as const;

type Route = (typeof API_CONTRACT.routes)[number];
/** The `operationId` of every route: the server mounts each route by it (server/src/routes/mount.ts). */
export type ApiOperationId = Route['operationId'];
/**
 * The routes a program calls: those that answer JSON, or nothing at all (204), not the HTML pages
 * and redirects for browsers.
 */
type JsonRoute = Extract<Route, { ok: { json: z.ZodType } } | { ok: { empty: string } }>;

/** The paths (with `{name}` placeholders) that answer JSON to `method`. */
export type ApiPath<M extends HttpMethod> = Extract<JsonRoute, { method: M }>['path'];
type RouteAt<M extends HttpMethod, P extends string> = Extract<JsonRoute, { method: M; path: P }>;

/** What a success answers: its JSON, or `undefined` for a 204. */
type AnswerOf<Ok> = Ok extends { json: infer S extends z.ZodType } ? z.output<S> : undefined;
/** The JSON answer of a route (`undefined` for one that answers 204). */
export type ApiResponse<M extends HttpMethod, P extends ApiPath<M>> = AnswerOf<RouteAt<M, P>['ok']>;
/**
 * The schema a route declares under `key`, or `never`. A route built by a helper that adds an
 * input only when given one (`...(query ? { query } : {})`) declares it as an optional property.
 */
type RoutePart<M extends HttpMethod, P extends string, K extends 'body' | 'query' | 'upload'> = Extract<
  RouteAt<M, P> extends { [k in K]?: infer T } ? T : never,
  z.ZodType
>;
/** The JSON body a route takes, or `undefined` when it takes none. */
export type ApiBody<M extends HttpMethod, P extends ApiPath<M>> = [RoutePart<M, P, 'body'>] extends [never]
  ? undefined
  : z.input<RoutePart<M, P, 'body'>>;
/** The query string a route reads, or `undefined` when it reads none. */
export type ApiQuery<M extends HttpMethod, P extends ApiPath<M>> = [RoutePart<M, P, 'query'>] extends [never]
  ? undefined
  : z.input<RoutePart<M, P, 'query'>>;
/** True for the routes that take a multipart upload. */
export type ApiTakesUpload<M extends HttpMethod, P extends ApiPath<M>> = [RoutePart<M, P, 'upload'>] extends [never]
  ? false
  : true;

/** The `{name}` placeholders of a path: `'/tournaments/{id}/chat'` → `'id'`. */
export type PathParamName<P extends string> = P extends `${string}{${infer Name}}${infer Rest}`
  ? Name | PathParamName<Rest>
  : never;
