/**
 * The one HTTP client of the app. Sends the stored token as a Bearer header and turns every
 * non-2xx answer into an ApiError carrying the server's `detail` and `code`. `errorMessage` picks
 * the detail when present, otherwise the specification's fallback text; the app branches on the
 * code (`hasCode`), never on the text (docs/design/api-conventions.md#errors).
 *
 * A stored token the server refuses (expired, or its session ended elsewhere) is forgotten on the
 * spot and the request goes again without it, so a public page loads as for a visitor instead of
 * showing a 401; `onSessionEnded` tells the login state (lib/auth.tsx).
 *
 * Requests are typed from the API contract (shared/src/schemas/api): the path is one of the
 * contract's paths for the method, with its `{name}` placeholders filled from `params`; `body`,
 * `query` and `form` are what the route takes, and the answer is the route's `ApiResponse`.
 */
import {
  SESSION_ENDED_TEXT,
  STORAGE_KEYS,
  type ApiBody,
  type ApiPath,
  type ApiQuery,
  type ApiResponse,
  type ApiTakesUpload,
  type ErrorCode,
  type HttpMethod,
  type PathParamName,
} from '@squadhub/shared';
import { screenLocale } from './language';
import { shell } from './shell';

/** The API origin: same origin in the browser build, the configured server in the desktop app. */
export const API_ORIGIN = shell.serverUrl;

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string | undefined,
    /**
     * The server's stable name of the refusal (`slot_taken`, `not_enough_coins`); undefined when
     * the answer had none (no answer at all, or not JSON). A newer server may send a code this
     * build does not know, hence any string.
     */
    readonly code?: ErrorCode | (string & {}),
  ) {
    super(detail ?? `Request failed with status ${status}`);
  }
}

/** Whether `err` is the server's refusal with this code: what the app branches on, never the detail's words. */
export const hasCode = (err: unknown, code: ErrorCode): err is ApiError => err instanceof ApiError && err.code === code;

export const getToken = () => localStorage.getItem(STORAGE_KEYS.token);

/**
 * A 401 whose challenge says the bearer token itself was refused (RFC 6750's invalid_token), as
 * opposed to a route that needs a login or a wrong password.
 */
const tokenRefused = (status: number, challenge: string | null) =>
  status === 401 && !!challenge?.includes('invalid_token');

/** What the stored token's end means to the app: one listener, the login state. */
type SessionEndedListener = (during: { action: boolean }) => void;
let sessionEndedListener: SessionEndedListener | null = null;

/** Hears when the server refuses the stored token (`action`: while a change was asked, not a read). */
export function onSessionEnded(listener: SessionEndedListener): () => void {
  sessionEndedListener = listener;
  return () => {
    if (sessionEndedListener === listener) sessionEndedListener = null;
  };
}

/** Forgets a refused token if it is still the stored one (a login since then keeps its own). */
function forgetRefusedToken(token: string, action: boolean) {
  if (getToken() !== token) return;
  localStorage.removeItem(STORAGE_KEYS.token);
  sessionEndedListener?.({ action });
}

/** The error of a non-2xx answer: a 401 after a refused token reads as the session's end. */
function answerError(
  status: number,
  data: { detail?: unknown; code?: unknown } | undefined,
  sessionEnded: boolean,
): ApiError {
  const code = typeof data?.code === 'string' ? data.code : undefined;
  if (sessionEnded && status === 401) return new ApiError(401, SESSION_ENDED_TEXT, code);
  return new ApiError(status, typeof data?.detail === 'string' ? data.detail : undefined, code);
}

// The contract's helpers, looked up per method and per path (a union of paths gives the union of
// what they take and answer).
type Entry<M extends HttpMethod, P extends string> = {
  get: P extends ApiPath<'get'>
    ? {
        body: ApiBody<'get', P>;
        query: ApiQuery<'get', P>;
        upload: ApiTakesUpload<'get', P>;
        answer: ApiResponse<'get', P>;
      }
    : never;
  post: P extends ApiPath<'post'>
    ? {
        body: ApiBody<'post', P>;
        query: ApiQuery<'post', P>;
        upload: ApiTakesUpload<'post', P>;
        answer: ApiResponse<'post', P>;
      }
    : never;
  put: P extends ApiPath<'put'>
    ? {
        body: ApiBody<'put', P>;
        query: ApiQuery<'put', P>;
        upload: ApiTakesUpload<'put', P>;
        answer: ApiResponse<'put', P>;
      }
    : never;
  delete: P extends ApiPath<'delete'>
    ? {
        body: ApiBody<'delete', P>;
        query: ApiQuery<'delete', P>;
        upload: ApiTakesUpload<'delete', P>;
        answer: ApiResponse<'delete', P>;
      }
    : never;
}[M];
type Body<M extends HttpMethod, P extends string> = Entry<M, P>['body'];
type Query<M extends HttpMethod, P extends string> = Entry<M, P>['query'];
type TakesUpload<M extends HttpMethod, P extends string> = Entry<M, P>['upload'];
/** The answer of `method` at `path`. */
export type Answer<M extends HttpMethod, P extends string> = Entry<M, P>['answer'];

/** `params` when the path has `{name}` placeholders: one string per name, URL-encoded here. */
type ParamsOption<P extends string> = [PathParamName<P>] extends [never]
  ? { params?: undefined }
  : { params: Record<PathParamName<P>, string> };
/** `body` when the route takes one (required unless the route's body may be left out). */
type BodyOption<M extends HttpMethod, P extends string> = [Body<M, P>] extends [undefined]
  ? { body?: undefined }
  : undefined extends Body<M, P>
    ? { body?: Body<M, P> }
    : { body: Body<M, P> };
/** `query` when the route reads one (required when it has required fields). */
type QueryOption<M extends HttpMethod, P extends string> = [Query<M, P>] extends [undefined]
  ? { query?: undefined }
  : object extends Query<M, P>
    ? { query?: Query<M, P> }
    : { query: Query<M, P> };
/** `form` (multipart) for the upload routes, with an optional upload progress 0..1 (uses XHR). */
type UploadOption<M extends HttpMethod, P extends string> =
  TakesUpload<M, P> extends true
    ? { form: FormData; onUploadProgress?: (fraction: number) => void }
    : { form?: undefined; onUploadProgress?: undefined };

export type RequestOptions<M extends HttpMethod, P extends string> = ParamsOption<P> &
  BodyOption<M, P> &
  QueryOption<M, P> &
  UploadOption<M, P> & {
    signal?: AbortSignal;
    /** Sees the answer's headers (an admin list's next-page cursor, `X-Next-Before`). */
    onResponse?: (res: Response) => void;
  };
/** The options argument: optional when none of its fields is required. */
type OptionsArg<M extends HttpMethod, P extends string> =
  object extends RequestOptions<M, P> ? [opts?: RequestOptions<M, P>] : [opts: RequestOptions<M, P>];

/** What the helper reads of the options, whatever the route. */
interface AnyOptions {
  params?: Record<string, string>;
  query?: object;
  body?: unknown;
  form?: FormData;
  signal?: AbortSignal;
  onUploadProgress?: (fraction: number) => void;
  onResponse?: (res: Response) => void;
}

function buildUrl(path: string, params: Record<string, string> | undefined, query: object | undefined) {
  const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(value);
  });
  const url = new URL(`${API_ORIGIN}/api${filled}`, window.location.origin);
  for (const [k, v] of Object.entries(query ?? {}))
    if (v !== undefined && v !== null) url.searchParams.set(k, String(v));
  return API_ORIGIN ? url.toString() : url.pathname + url.search;
}

export async function api<M extends HttpMethod, P extends ApiPath<M>>(
  method: M,
  path: P,
  ...[options]: OptionsArg<M, P>
): Promise<Answer<M, P>> {
  const opts = (options ?? {}) as AnyOptions;
  const verb = method.toUpperCase();
  const url = buildUrl(path, opts.params, opts.query);
  const token = getToken();
  if (opts.onUploadProgress && opts.form)
    return xhrUpload<Answer<M, P>>(verb, url, token, opts.form, opts.onUploadProgress);
  let body: BodyInit | undefined;
  const headers: Record<string, string> = { 'Accept-Language': screenLocale() };
  if (opts.form) body = opts.form;
  else if (opts.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(opts.body);
  }
  const send = (bearer: string | null) =>
    fetch(url, {
      method: verb,
      headers: bearer ? { ...headers, Authorization: `Bearer ${bearer}` } : headers,
      body,
      signal: opts.signal,
    });
  let res = await send(token);
  const refused = !!token && tokenRefused(res.status, res.headers.get('WWW-Authenticate'));
  if (refused) {
    forgetRefusedToken(token, verb !== 'GET');
    // The server refused the token before any route ran, so nothing was done yet: ask again as
    // whoever is logged in now (usually nobody, and a public read answers as for a visitor).
    res = await send(getToken());
  }
  const text = await res.text();
  const data = text ? safeJson(text) : undefined;
  if (!res.ok) throw answerError(res.status, data, refused);
  opts.onResponse?.(res);
  return data as Answer<M, P>;
}

function safeJson(text: string): { detail?: unknown; code?: unknown } | undefined {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** An upload with progress. Not sent again after a refused token: an upload needs a login anyway. */
function xhrUpload<T>(
  method: string,
  url: string,
  token: string | null,
  form: FormData,
  onProgress: (f: number) => void,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.setRequestHeader('Accept-Language', screenLocale());
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(e.loaded / e.total);
    xhr.onload = () => {
      const data = safeJson(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) return resolve(data as T);
      const refused = !!token && tokenRefused(xhr.status, xhr.getResponseHeader('WWW-Authenticate'));
      if (refused) forgetRefusedToken(token, true);
      reject(answerError(xhr.status, data, refused));
    };
    xhr.onerror = () => reject(new ApiError(0, undefined));
    xhr.send(form);
  });
}

/**
 * Logging out (docs/product/accounts.md#the-stored-token): the stored token is forgotten at once,
 * then the server is asked to end its session. Whatever it answers (an error, no answer offline,
 * a 401 for a session already ended), the token stays forgotten; `keepalive` lets the call finish
 * when the page closes right after. Never throws.
 */
export async function logOut(): Promise<void> {
  const token = getToken();
  localStorage.removeItem(STORAGE_KEYS.token);
  if (!token) return;
  try {
    await fetch(buildUrl('/auth/logout', undefined, undefined), {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
      keepalive: true,
    });
  } catch {
    // Offline or refused: the token is forgotten here, and expires on the server by itself.
  }
}

export const get = <P extends ApiPath<'get'>>(path: P, ...opts: OptionsArg<'get', P>) => api('get', path, ...opts);
export const post = <P extends ApiPath<'post'>>(path: P, ...opts: OptionsArg<'post', P>) => api('post', path, ...opts);
export const put = <P extends ApiPath<'put'>>(path: P, ...opts: OptionsArg<'put', P>) => api('put', path, ...opts);
export const del = <P extends ApiPath<'delete'>>(path: P, ...opts: OptionsArg<'delete', P>) =>
  api('delete', path, ...opts);

/** The server's detail when it sent one, otherwise the catalogue's fallback. */
export function errorMessage(err: unknown, fallback: string): string {
  return err instanceof ApiError && err.detail ? err.detail : fallback;
}
