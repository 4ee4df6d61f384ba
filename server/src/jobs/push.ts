/**
 * The push poll (docs/design/phones.md#how-a-push-leaves): every PUSH_POLL_MS each instance nudges
 * its sender, which picks up retries that are due and what a stopped instance left (outbox rows it
 * never took, deliveries whose lease ran out). Commits that queue pushes nudge the sender at once;
 * this is the safety net. A first nudge at start sends what waited through a restart.
 */
import type { AppContext } from '../context.js';

/** Nudges the push sender on a timer; returns the stop. */
export function startPushJob(ctx: Pick<AppContext, 'push' | 'config'>, everyMs = ctx.config.PUSH_POLL_MS): () => void {
  const timer = setInterval(() => ctx.push.nudge(), everyMs);
  timer.unref();
  ctx.push.nudge();
  return () => clearInterval(timer);
}
