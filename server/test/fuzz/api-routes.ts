/**
 * Every route of the API, read from the Express router stack, so a route added tomorrow is
 * fuzzed without anyone listing it here.
 */
import type { Express } from 'express';

export interface ApiRoute {
  /** Lower case, as fetch and supertest name them: get, post, put, delete, patch. */
  method: string;
  /** Express pattern under /api, e.g. `/api/tournaments/:id/join-slot`. */
  path: string;
}

/** The shape of router 2 (Express 5) layers that this walk reads. */
interface Layer {
  route?: { path: unknown; methods: Record<string, boolean> };
  handle: unknown;
  rawPath?: unknown;
}
interface RouterStack {
  stack: Layer[];
}

const isRouter = (handle: unknown): handle is RouterStack =>
  typeof handle === 'function' && Array.isArray((handle as Partial<RouterStack>).stack);

/** The string patterns of a layer; regular expressions (the web client's history fallback) are no API route. */
const stringPaths = (path: unknown): string[] =>
  (Array.isArray(path) ? path : [path]).filter((p): p is string => typeof p === 'string');

function walk(stack: Layer[], prefix: string, out: ApiRoute[]): void {
  for (const layer of stack) {
    if (layer.route) {
      const methods = Object.keys(layer.route.methods).filter((m) => m !== '_all' && layer.route!.methods[m]);
      for (const path of stringPaths(layer.route.path))
        for (const method of methods) out.push({ method, path: `${prefix}${path}` });
    } else if (isRouter(layer.handle)) {
      const mount = stringPaths(layer.rawPath)[0] ?? '';
      walk(layer.handle.stack, mount === '/' ? prefix : `${prefix}${mount}`, out);
    }
  }
}

/** The API routes of an Express app (those under /api), each method once. */
export function apiRoutes(app: Express): ApiRoute[] {
  const out: ApiRoute[] = [];
  walk((app as unknown as { router: RouterStack }).router.stack, '', out);
  const unique = new Map(out.filter((r) => r.path.startsWith('/api/')).map((r) => [`${r.method} ${r.path}`, r]));
  return [...unique.values()];
}
