/**
 * The OpenAPI 3.1 document of the API, generated from the shared contract (API_CONTRACT in
 * shared/src/schemas/api) by @asteasolutions/zod-to-openapi. The contract says what each route
 * takes, answers and may refuse; this module adds what every route shares: the bearer token and
 * the role (`security`, `x-access`), the `{ detail, code }` errors implied by access and inputs (with
 * every `code` listed), the 429
 * and rate-limit headers of every route (each is limited), and the live events' note (docs/design/api-conventions.md#the-contract).
 */
import { OpenAPIRegistry, OpenApiGeneratorV31, type RouteConfig } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';
import {
  API_CONTRACT,
  IMAGE_MAX_BYTES,
  NEXT_BEFORE_HEADER,
  REQUEST_EXAMPLES,
  TOURNAMENT_TOTAL_HEADER,
  errorCodes,
  type ApiRoute,
  type ErrorCase,
  type ErrorStatus,
} from '@squadhub/shared';
import serverPackage from '../../package.json' with { type: 'json' };
import { READS_LIMIT } from '../http/reads-limit.js';
import { completeBounds } from './bounds.js';

export type OpenApiDocument = ReturnType<OpenApiGeneratorV31['generateDocument']>;

const BEARER = 'bearer';

/** One limit's entry in a rate-limit header, e.g. `"30-in-1min"; r=29; t=60`; a route may count against two limits. */
const limitEntries = (fields: string) => `^"[0-9a-z-]+"; ${fields}(?:, "[0-9a-z-]+"; ${fields})*$`;

/**
 * The headers express-rate-limit sends on a limited route (http/rate-limit.ts: IETF draft 8, no
 * legacy `X-RateLimit-*`): `RateLimit` and `RateLimit-Policy` on every answer, one entry per limit
 * the route counts against, and `Retry-After` on a 429.
 */
const RATE_LIMIT_HEADERS = {
  RateLimit: {
    description:
      'What is left of each limit this request counts against (draft-ietf-httpapi-ratelimit-headers-08): ' +
      '`"<policy>"; r=<requests remaining>; t=<seconds until the window resets>`, e.g. `"30-in-1min"; r=29; t=60`. ' +
      'Absent while limits are off or their shared store does not answer.',
    schema: { type: 'string', maxLength: 256, pattern: limitEntries('r=\\d+; t=\\d+') },
  },
  'RateLimit-Policy': {
    description:
      'Each limit this request counts against: `"<policy>"; q=<requests allowed>; w=<window in seconds>; ' +
      'pk=:<partition key>:`, e.g. `"30-in-1min"; q=30; w=60; pk=:ZmM4ZTU0YjM3ZjNm:`.',
    schema: { type: 'string', maxLength: 256, pattern: limitEntries('q=\\d+; w=\\d+; pk=:[A-Za-z0-9+/=]*:') },
  },
  'Retry-After': {
    description: 'Seconds to wait before the limit lets this client in again (no window is longer than an hour).',
    schema: { type: 'integer', format: 'int32', minimum: 0, maximum: 3600 },
  },
} as const;

/**
 * CORS as http/cors.ts answers it on every path under /api, errors included: only a request with
 * an `Origin` header (a cross-origin one) from an allowed origin gets this header back.
 */
const CORS_HEADERS = {
  'Access-Control-Allow-Origin': {
    description:
      'Only on an answer to a cross-origin request (one with an `Origin` header) from an origin the server allows ' +
      "(the web client's own, `PUBLIC_URL`; the desktop app's; those of `CORS_ORIGINS`): that origin. A " +
      'same-origin request sends no `Origin` and gets no CORS headers; another origin gets none either, so its ' +
      'browser refuses the answer.',
    // An origin is a scheme, a host name (at most 253 characters) and a port, or `null`.
    schema: { type: 'string', maxLength: 300, pattern: '^(?:null|[a-z][a-z0-9+.-]*://[^/\\s]*)$' },
  },
} as const;

type HeaderName = keyof typeof RATE_LIMIT_HEADERS | keyof typeof CORS_HEADERS;
const headerRef = (name: HeaderName) => ({ $ref: `#/components/headers/${name}` });

/** The pages under /api (the reference, the built-in test checkout) are a few kilobytes of HTML. */
const HTML_PAGE = { type: 'string', maxLength: 65_536 } as const;

/** What the headers a success declares carry: a count, or the next page's cursor (empty on the last page). */
const OWN_HEADERS: Readonly<Record<string, object>> = {
  [TOURNAMENT_TOTAL_HEADER]: { type: 'string', maxLength: 16, pattern: '^(?:0|[1-9]\\d{0,15})$' },
  [NEXT_BEFORE_HEADER]: { type: 'string', maxLength: 80, pattern: '^[A-Za-z0-9_-]{0,80}$' },
};

/** The address of a redirect: PUBLIC_URL and a path with its query, within what browsers take in a URL. */
const URL_MAX = 2048;

const DESCRIPTION = `The HTTP API of Squadhub, under \`/api\`. Bodies are JSON unless a route says otherwise, and every
error answers JSON \`{ "detail": "…", "code": "…" }\` with a 4xx status (502 when the payment provider is down, 503
from \`/health\`), never a stack trace: \`detail\` in words to show, \`code\` a stable snake_case name to branch on
(\`slot_taken\`, \`not_enough_coins\`, \`validation_failed\`, \`rate_limited\`; the Error schema lists them all).

**Login.** \`POST /auth/login\` or \`/auth/register\` answers an \`access_token\`: send it as
\`Authorization: Bearer <token>\`. A password reset, a role change or an account deletion ends the user's tokens.

**Live events.** socket.io at the path \`/api/ws\` (websocket transport). Connect anonymously, or with the token in
the handshake's \`auth.token\` to receive the user's own events (admins also get the admins' ones). Every event, its
payload and who receives it are in the AsyncAPI document at \`/api/asyncapi.json\`; room details reach only
participants, the creator and admins.`;

/** What every route may answer, beside the cases particular to it. */
const SHARED_CASES = {
  400: 'The input is malformed: a field fails validation, or the body is not JSON (or not well-formed JSON).',
  tokenInvalid: 'A token was sent but is invalid or expired (without one, the route answers as usual).',
  tokenMissing: 'No token, or an invalid or expired one.',
  admin: 'The user is not an admin.',
  superAdmin: 'The user is not a super admin.',
  404: 'Nothing has this id.',
  accountClosed: "The caller's account was closed while the request ran.",
  413: 'The body is too large (JSON above 256 kB).',
  429: 'Too many requests from this client: wait and try again (`Retry-After` says how long).',
  reads429:
    `Too many requests from this client (${READS_LIMIT.limit} a minute, counted over every route without a ` +
    'limit of its own): wait and try again (`Retry-After` says how long).',
  500: 'An unexpected failure of the server: it is logged, and the answer says only "Internal server error".',
} as const;

/** Path parameters that name something: a malformed one names nothing, so it answers 404, not 400 (http/params.ts). */
const NAMING_PARAMS = new Set(['id', 'period']);

/**
 * Whether the route can answer 400: every request with a body is parsed (malformed JSON or
 * another Content-Type is refused), and so is any query or path parameter that is not a name.
 */
const mayBeMalformed = (route: ApiRoute): boolean =>
  route.method !== 'get' ||
  route.query !== undefined ||
  Object.keys(route.params?.shape ?? {}).some((name) => !NAMING_PARAMS.has(name));

/** The success response of a route. */
function success(route: ApiRoute): [string, NonNullable<RouteConfig['responses'][string]>] {
  const ok = route.ok;
  const headers = answerHeaders();
  if ('html' in ok) {
    return ['200', { description: ok.html, headers, content: { 'text/html': { schema: HTML_PAGE } } }];
  }
  if ('redirect' in ok) {
    const location = {
      required: true,
      description: 'The page to go to.',
      schema: { type: 'string' as const, format: 'uri-reference', maxLength: URL_MAX },
    };
    return ['303', { description: ok.redirect, headers: { Location: location, ...headers } }];
  }
  if ('empty' in ok) return ['204', { description: ok.empty, headers }];
  if ('image' in ok) {
    const bytes = { type: 'string' as const, format: 'binary', maxLength: IMAGE_MAX_BYTES };
    return ['200', { description: ok.image, headers, content: { 'image/webp': { schema: bytes } } }];
  }
  const own = Object.entries(ok.headers ?? {}).map(([name, about]) => [
    name,
    { required: true, description: about, schema: OWN_HEADERS[name] ?? { type: 'string' as const } },
  ]);
  return [
    String(ok.status ?? 200),
    {
      description: ok.description,
      headers: { ...Object.fromEntries(own), ...headers },
      content: { 'application/json': { schema: ok.json } },
    },
  ];
}

/**
 * The headers of every answer of a route: CORS's and the rate-limit headers, since every route is
 * limited, by its own limit or the shared reads limit (http/rate-limit.ts); a 429 adds `Retry-After`.
 */
function answerHeaders(status?: ErrorStatus | 500) {
  return {
    'Access-Control-Allow-Origin': headerRef('Access-Control-Allow-Origin'),
    RateLimit: headerRef('RateLimit'),
    'RateLimit-Policy': headerRef('RateLimit-Policy'),
    ...(status === 429 ? { 'Retry-After': headerRef('Retry-After') } : {}),
  };
}

/** Every error status of a route: its own cases, plus those its access, inputs and limits imply. */
function errorCases(route: ApiRoute): Map<ErrorStatus | 500, ErrorCase[]> {
  const cases = new Map<ErrorStatus | 500, ErrorCase[]>();
  const add = (status: ErrorStatus | 500, error: ErrorCase) => cases.set(status, [...(cases.get(status) ?? []), error]);
  for (const [status, error] of Object.entries(route.errors ?? {}) as [`${ErrorStatus}`, ErrorCase][]) {
    add(Number(status) as ErrorStatus, error);
  }
  if (mayBeMalformed(route)) add(400, SHARED_CASES[400]);
  add(401, route.access === 'anyone' ? SHARED_CASES.tokenInvalid : SHARED_CASES.tokenMissing);
  if (route.access === 'admin') add(403, SHARED_CASES.admin);
  if (route.access === 'super_admin') add(403, SHARED_CASES.superAdmin);
  const names = Object.keys(route.params?.shape ?? {}).some((name) => NAMING_PARAMS.has(name));
  if (names && !cases.has(404)) add(404, SHARED_CASES[404]);
  // A deletion can close the caller's account between the token check and the ledger step.
  if (route.access !== 'anyone' && !cases.has(404)) add(404, SHARED_CASES.accountClosed);
  if ((route.body || route.upload || route.rawBody) && !cases.has(413)) add(413, SHARED_CASES[413]);
  add(429, route.rateLimited ? SHARED_CASES[429] : SHARED_CASES.reads429);
  add(500, SHARED_CASES[500]);
  return cases;
}

function errorResponses(route: ApiRoute): RouteConfig['responses'] {
  const responses: RouteConfig['responses'] = {};
  for (const [status, list] of [...errorCases(route)].sort(([a], [b]) => a - b)) {
    const special = list.find((error) => typeof error !== 'string');
    const description = list.map((error) => (typeof error === 'string' ? error : error.when)).join(' Or: ');
    responses[status] = {
      description,
      headers: answerHeaders(status),
      content: { 'application/json': { schema: special ? special.json : API_CONTRACT.error } },
    };
  }
  return responses;
}

/** The request body of a route: JSON, a multipart upload, or Stripe's raw bytes. */
function requestBody(route: ApiRoute): NonNullable<RouteConfig['request']>['body'] {
  if (route.body) {
    const examples = (REQUEST_EXAMPLES as Readonly<Record<string, readonly unknown[]>>)[route.operationId] ?? [];
    return {
      required: true,
      content: {
        'application/json': {
          schema: route.body,
          examples: Object.fromEntries(examples.map((value, i) => [`example-${i + 1}`, { value }])),
        },
      },
    };
  }
  if (route.upload) {
    const image = z.string().meta({
      format: 'binary',
      maxLength: IMAGE_MAX_BYTES,
      description: 'The image: PNG, JPEG, WebP or GIF, at most 5 MB.',
    });
    const field = route.uploadField ?? 'file';
    return { required: true, content: { 'multipart/form-data': { schema: route.upload.extend({ [field]: image }) } } };
  }
  if (route.rawBody) {
    return { required: true, description: route.rawBody, content: { 'application/json': { schema: z.unknown() } } };
  }
  return undefined;
}

const ACCESS_NOTE: Record<ApiRoute['access'], string> = {
  anyone: '',
  user: 'Logged-in users.',
  admin: 'Admins and super admins.',
  super_admin: 'Super admins.',
};

/** One route of the contract as zod-to-openapi's route config. */
export function operationOf(route: ApiRoute): RouteConfig {
  const [status, ok] = success(route);
  const description = [ACCESS_NOTE[route.access], route.description].filter(Boolean).join(' ');
  return {
    method: route.method,
    path: route.path,
    operationId: route.operationId,
    tags: [route.tag],
    summary: route.summary,
    ...(description ? { description } : {}),
    // Routes open to anyone still read a token when one is sent (an empty requirement = optional).
    security: route.access === 'anyone' ? [{}, { [BEARER]: [] }] : [{ [BEARER]: [] }],
    // The role the route requires, for tools (the bearer scheme alone cannot say it).
    'x-access': route.access,
    request: {
      params: route.params,
      query: route.query,
      headers: route.headers,
      body: requestBody(route),
    },
    responses: { [status]: ok, ...errorResponses(route) },
  };
}

export function buildOpenApiDocument(routes: readonly ApiRoute[] = API_CONTRACT.routes): OpenApiDocument {
  const registry = new OpenAPIRegistry();
  registry.registerComponent('securitySchemes', BEARER, {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    // What server/src/auth/tokens.ts and passport.ts do: RFC 8725's algorithm, issuer, audience and expiry checks.
    description:
      'The `access_token` of POST /auth/login or /auth/register: a JWS following RFC8725 (JSON Web Token Best ' +
      'Current Practices). It is signed with HS256 and verified with that algorithm only (`none` and every other ' +
      'algorithm are refused), and its issuer, audience and expiry are always checked.',
  });
  for (const [name, header] of Object.entries({ ...RATE_LIMIT_HEADERS, ...CORS_HEADERS })) {
    registry.registerComponent('headers', name, header);
  }
  for (const route of routes) registry.registerPath(operationOf(route));
  const document = new OpenApiGeneratorV31(registry.definitions).generateDocument({
    openapi: '3.1.0',
    info: { title: 'Squadhub API', version: serverPackage.version, description: DESCRIPTION },
    // The one server is wherever the document was fetched from: the public API, not an internal one.
    servers: [{ url: '/api', description: 'This instance (production, or a local one).', 'x-internal': false }],
    tags: Object.entries(API_CONTRACT.tags).map(([name, description]) => ({ name, description })),
  });
  completeBounds(document);
  listErrorCodes(document);
  return document;
}

type Schema = Record<string, unknown>;

/**
 * Every error body's `code` (a `{ detail, code }` object: the shared Error schema, and the health
 * check's own 503) lists the codes the server can answer (shared/src/texts/codes.ts). The zod
 * contract checks only their shape, to keep the catalogues out of the client's first download.
 */
function listErrorCodes(document: OpenApiDocument): void {
  const codes = errorCodes();
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (node === null || typeof node !== 'object') return;
    const properties = (node as Schema).properties as Record<string, Schema> | undefined;
    if (properties?.detail && properties.code?.type === 'string') properties.code.enum = codes;
    Object.values(node).forEach(visit);
  };
  visit(document.components);
  visit(document.paths);
}
