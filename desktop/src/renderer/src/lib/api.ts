/**
 * The one HTTP client of the app. Sends the stored token as a Bearer header and turns every
 * non-2xx answer into an ApiError carrying the server's `detail`. `errorMessage` picks the
 * detail when present, otherwise the specification's fallback text.
 *
 * Requests are typed from the API contract (shared/src/schemas/api): the path is one of the
 * contract's paths for the method, with its `{name}` placeholders filled from `params`; `body`,
 * `query` and `form` are what the route takes, and the answer is the route's `ApiResponse`.
 */
import {
  STORAGE_KEYS,
  type ApiBody,
  type ApiPath,
  type ApiQuery,
  type ApiResponse,
  type ApiTakesUpload,
  type HttpMethod,
  type PathParamName,
} from '@squadhub/shared';
import { shell } from './shell';

/** The API origin: same origin in the browser build, the configured server in the desktop app. */
export const API_ORIGIN = shell.serverUrl;

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string | undefined,
  ) {
    super(detail ?? `Request failed with status ${status}`);
  }
}

export const getToken = () => localStorage.getItem(STORAGE_KEYS.token);

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
  UploadOption<M, P> & { signal?: AbortSignal };
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
  const headers: Record<string, string> = {};
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  if (opts.onUploadProgress && opts.form)
    return xhrUpload<Answer<M, P>>(verb, url, headers, opts.form, opts.onUploadProgress);
  let body: BodyInit | undefined;
  if (opts.form) body = opts.form;
  else if (opts.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(opts.body);
  }
  const res = await fetch(url, { method: verb, headers, body, signal: opts.signal });
  const text = await res.text();
  const data = text ? safeJson(text) : undefined;
  if (!res.ok) throw new ApiError(res.status, typeof data?.detail === 'string' ? data.detail : undefined);
  return data as Answer<M, P>;
}

function safeJson(text: string): { detail?: unknown } | undefined {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function xhrUpload<T>(
  method: string,
  url: string,
  headers: Record<string, string>,
  form: FormData,
  onProgress: (f: number) => void,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    for (const [k, v] of Object.entries(headers)) xhr.setRequestHeader(k, v);
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(e.loaded / e.total);
    xhr.onload = () => {
      const data = safeJson(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) resolve(data as T);
      else reject(new ApiError(xhr.status, typeof data?.detail === 'string' ? data.detail : undefined));
    };
    xhr.onerror = () => reject(new ApiError(0, undefined));
    xhr.send(form);
  });
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
