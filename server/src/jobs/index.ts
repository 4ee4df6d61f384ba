import type { AppContext } from '../context.js';

/** Background jobs (the sweep of finalized tournaments). Returns a function that stops them. */
export function startBackgroundJobs(_ctx: AppContext): () => void {
  return () => {};
}
