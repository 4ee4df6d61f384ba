/**
 * The OpenAPI 3.1 document of the API, generated from the shared contract (API_CONTRACT in
 * shared/src/schemas/api) by @asteasolutions/zod-to-openapi. The contract says what each route
 * takes, answers and may refuse; this module adds what every route shares: the bearer token,
 * the `{ detail }` errors implied by access, inputs and rate limits, and the live events' note.
 */
import { OpenAPIRegistry, OpenApiGeneratorV31, type RouteConfig } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';
import { API_CONTRACT, type ApiRoute, type ErrorCase, type ErrorStatus } from '@squadhub/shared';
import serverPackage from '../../package.json' with { type: 'json' };

export type OpenApiDocument = ReturnType<OpenApiGeneratorV31['generateDocument']>;

const BEARER = 'bearer';

const DESCRIPTION = `The HTTP API of Squadhub, under \`/api\`. Bodies are JSON unless a route says otherwise, and every
error answers JSON \`{ "detail": "…" }\` with a 4xx status (502 when the payment provider is down, 503 from
\`/health\`), never a stack trace.

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
  413: 'The body is too large (JSON above 256 kB).',
  429: 'Too many requests from this client: wait and try again.',
} as const;

/** The success response of a route. */
function success(route: ApiRoute): [string, NonNullable<RouteConfig['responses'][string]>] {
  const ok = route.ok;
  if ('html' in ok) {
    return ['200', { description: ok.html, content: { 'text/html': { schema: z.string() } } }];
  }
  if ('redirect' in ok) {
    return ['303', { description: ok.redirect, headers: z.object({ Location: z.string() }) }];
  }
  const headers = ok.headers
    ? z.object(
        Object.fromEntries(Object.entries(ok.headers).map(([name, about]) => [name, z.string().describe(about)])),
      )
    : undefined;
  return [
    String(ok.status ?? 200),
    { description: ok.description, headers, content: { 'application/json': { schema: ok.json } } },
  ];
}

/** Every error status of a route: its own cases, plus those its access, inputs and limits imply. */
function errorCases(route: ApiRoute): Map<ErrorStatus, ErrorCase[]> {
  const cases = new Map<ErrorStatus, ErrorCase[]>();
  const add = (status: ErrorStatus, error: ErrorCase) => cases.set(status, [...(cases.get(status) ?? []), error]);
  for (const [status, error] of Object.entries(route.errors ?? {}) as [`${ErrorStatus}`, ErrorCase][]) {
    add(Number(status) as ErrorStatus, error);
  }
  add(400, SHARED_CASES[400]);
  add(401, route.access === 'anyone' ? SHARED_CASES.tokenInvalid : SHARED_CASES.tokenMissing);
  if (route.access === 'admin') add(403, SHARED_CASES.admin);
  if (route.access === 'super_admin') add(403, SHARED_CASES.superAdmin);
  if ((route.body || route.upload || route.rawBody) && !cases.has(413)) add(413, SHARED_CASES[413]);
  if (route.rateLimited) add(429, SHARED_CASES[429]);
  return cases;
}

function errorResponses(route: ApiRoute): RouteConfig['responses'] {
  const responses: RouteConfig['responses'] = {};
  for (const [status, list] of [...errorCases(route)].sort(([a], [b]) => a - b)) {
    const special = list.find((error) => typeof error !== 'string');
    const description = list.map((error) => (typeof error === 'string' ? error : error.when)).join(' Or: ');
    responses[status] = {
      description,
      content: { 'application/json': { schema: special ? special.json : API_CONTRACT.error } },
    };
  }
  return responses;
}

/** The request body of a route: JSON, a multipart upload, or Stripe's raw bytes. */
function requestBody(route: ApiRoute): NonNullable<RouteConfig['request']>['body'] {
  if (route.body) return { required: true, content: { 'application/json': { schema: route.body } } };
  if (route.upload) {
    const image = z
      .string()
      .meta({ format: 'binary', description: 'The image: PNG, JPEG, WebP or GIF, at most 5 MB.' });
    return { required: true, content: { 'multipart/form-data': { schema: route.upload.extend({ file: image }) } } };
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
    tags: [route.tag],
    summary: route.summary,
    ...(description ? { description } : {}),
    // Routes open to anyone still read a token when one is sent (an empty requirement = optional).
    security: route.access === 'anyone' ? [{}, { [BEARER]: [] }] : [{ [BEARER]: [] }],
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
    description: 'The `access_token` of POST /auth/login or /auth/register.',
  });
  for (const route of routes) registry.registerPath(operationOf(route));
  return new OpenApiGeneratorV31(registry.definitions).generateDocument({
    openapi: '3.1.0',
    info: { title: 'Squadhub API', version: serverPackage.version, description: DESCRIPTION },
    servers: [{ url: '/api' }],
    tags: Object.entries(API_CONTRACT.tags).map(([name, description]) => ({ name, description })),
  });
}
