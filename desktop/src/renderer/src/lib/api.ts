/**
 * The one HTTP client of the app. Sends the stored token as a Bearer header and turns every
 * non-2xx answer into an ApiError carrying the server's `detail`. `errorMessage` picks the
 * detail when present, otherwise the specification's fallback text.
 */
import { STORAGE_KEYS } from '@squadhub/shared';
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

type Query = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions {
  query?: Query;
  body?: unknown;
  /** multipart upload */
  form?: FormData;
  signal?: AbortSignal;
  /** Upload progress 0..1 (uses XHR, since fetch has no upload progress). */
  onUploadProgress?: (fraction: number) => void;
}

function buildUrl(path: string, query?: Query) {
  const url = new URL(`${API_ORIGIN}/api${path}`, window.location.origin);
  for (const [k, v] of Object.entries(query ?? {}))
    if (v !== undefined && v !== null) url.searchParams.set(k, String(v));
  return API_ORIGIN ? url.toString() : url.pathname + url.search;
}

export async function api<T>(method: string, path: string, opts: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = {};
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  if (opts.onUploadProgress && opts.form)
    return xhrUpload<T>(method, buildUrl(path, opts.query), headers, opts.form, opts.onUploadProgress);
  let body: BodyInit | undefined;
  if (opts.form) body = opts.form;
  else if (opts.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(opts.body);
  }
  const res = await fetch(buildUrl(path, opts.query), { method, headers, body, signal: opts.signal });
  const text = await res.text();
  const data = text ? safeJson(text) : undefined;
  if (!res.ok) throw new ApiError(res.status, typeof data?.detail === 'string' ? data.detail : undefined);
  return data as T;
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

export const get = <T>(path: string, query?: Query) => api<T>('GET', path, { query });
export const post = <T>(path: string, body?: unknown, query?: Query) => api<T>('POST', path, { body, query });
export const put = <T>(path: string, body?: unknown, query?: Query) => api<T>('PUT', path, { body, query });
export const del = <T>(path: string, body?: unknown) => api<T>('DELETE', path, { body });

/** The server's detail when it sent one, otherwise the catalogue's fallback. */
export function errorMessage(err: unknown, fallback: string): string {
  return err instanceof ApiError && err.detail ? err.detail : fallback;
}
