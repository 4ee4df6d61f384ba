/**
 * Runs of a job coalesced per key: while a key's run is in flight, every further request for the
 * key becomes one more run after it (with the requests merged), never a run of its own. A join
 * storm of 200 players thus sends a handful of broadcasts instead of 200. Each server holds its
 * own (AppContext.coalescer): the runs in flight are state of a server, not of the module.
 */

interface Run {
  /** Whether another run must follow the current one. */
  again: boolean;
  /** What the next run covers (or the current one, once it started and nothing new came). */
  request: unknown;
}

export class Coalescer {
  private readonly runs = new Map<string, Run>();

  /**
   * Runs `work` for `key` now, or once more after the run in flight. A request arriving while a
   * next run is already due is merged into it (`merge(due, incoming)`); one arriving while only
   * the current run is in flight replaces its request. A run that throws ends the key's runs and
   * is passed to `onError`.
   */
  request<T>(
    key: string,
    incoming: T,
    merge: (due: T, incoming: T) => T,
    work: (request: T) => Promise<void>,
    onError: (err: unknown) => void,
  ): void {
    const running = this.runs.get(key);
    if (running) {
      running.request = running.again ? merge(running.request as T, incoming) : incoming;
      running.again = true;
      return;
    }
    const run: Run = { again: true, request: incoming };
    this.runs.set(key, run);
    void (async () => {
      try {
        while (run.again) {
          // What this run covers is fixed now; a request arriving meanwhile asks for the next run.
          run.again = false;
          await work(run.request as T);
        }
      } catch (err) {
        onError(err);
      } finally {
        this.runs.delete(key);
      }
    })();
  }

  /** A change committed outside these runs: a run in flight may have read the state before it, so it runs once more. */
  invalidate(key: string): void {
    const running = this.runs.get(key);
    if (running) running.again = true;
  }
}
