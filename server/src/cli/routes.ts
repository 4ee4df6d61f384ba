/**
 * `npm run routes`: every API route with who it lets in and the pipeline steps it declares, read
 * from the routers themselves (http/steps.ts). The same listing is checked by server/test/contract/route-steps.test.ts.
 */
import { apiRouter } from '../routes/index.js';
import { pipelineViolation, routeSteps } from '../http/steps.js';
import type { AppContext } from '../context.js';

// Building the routers only creates limiters and reads the rate-limit switch: no database is opened.
const ctx = { config: { RATE_LIMITS: true, REDIS_KEY_PREFIX: '' }, redis: null } as unknown as AppContext;
const routes = routeSteps(apiRouter(ctx));
for (const r of routes) {
  const problem = pipelineViolation(r.steps);
  console.log(
    `${r.method.toUpperCase().padEnd(6)} /api${r.path.padEnd(48)} ${(r.access ?? '').padEnd(12)}${r.steps.join(' → ')}${problem ? `  !! ${problem}` : ''}`,
  );
}
