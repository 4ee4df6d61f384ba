/**
 * Import rules checked by `npm run lint` (docs/architecture.md#layers): no cycle anywhere in the
 * three packages, and in server/src every layer imports only the layers below it.
 * Type-only imports count too: a cycle of types is still a cycle for a reader.
 */
const SERVER = '^server/src/';

/** A rule that forbids imports from `from` (a server/src folder) into each of `to`. */
const layer = (name, from, to, comment) => ({
  name,
  comment,
  severity: 'error',
  from: { path: `${SERVER}${from}/` },
  to: { path: `${SERVER}(${to.join('|')})/` },
});

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'An import cycle: one of these modules must move down a layer, or a type must move to where it belongs.',
      severity: 'error',
      from: { path: '^(server|desktop|shared)/src/' },
      to: { circular: true },
    },
    layer(
      'db-imports-down-only',
      'db',
      ['services', 'http', 'routes', 'realtime', 'presenters'],
      'db/ is the bottom layer: rows, queries, transactions and PostgreSQL errors.',
    ),
    {
      name: 'domain-imports-nothing',
      comment: 'domain/ (the refusals every layer throws) is below everything: it imports no other server module.',
      severity: 'error',
      from: { path: `${SERVER}domain/` },
      to: { path: SERVER, pathNot: `${SERVER}domain/` },
    },
    layer(
      'services-import-no-http',
      'services',
      ['http', 'routes'],
      'Services speak domain errors (domain/errors.ts); http/ maps them to statuses.',
    ),
    layer(
      'presenters-import-no-http',
      'presenters',
      ['http', 'routes', 'services'],
      'A presenter shapes what it is given: the caller applies the policy and passes the outcome.',
    ),
    {
      name: 'only-wiring-imports-routes',
      comment:
        'Routes are leaves: only the wiring imports them (app.ts, server.ts, the route table of cli/routes.ts), ' +
        'besides other routes and the router that serves the API documents (openapi/routes.ts).',
      severity: 'error',
      from: { path: SERVER, pathNot: `${SERVER}((app|server)\\.ts|cli/routes\\.ts|openapi/routes\\.ts|routes/.*)$` },
      to: { path: `${SERVER}routes/` },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|out)/' },
    // Type-only imports are dependencies too.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    cache: { folder: 'node_modules/.cache/dependency-cruiser', strategy: 'content' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.d.ts'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
