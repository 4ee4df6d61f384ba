/**
 * zod compiles a fast parser for each object schema with `new Function`, after probing once, as
 * the first object schema is built, whether the page may evaluate strings. The pages' security
 * policy allows only this server's script files (no 'unsafe-eval'), so Chromium reports that probe
 * as a policy violation even though zod catches the refusal. Jitless, zod skips the probe and
 * uses its interpreted parser, which is fast enough for forms and API answers.
 *
 * zod keeps its settings in one global object, which it adopts when one is already there (its
 * core.js: `globalThis.__zod_globalConfig ??= {}`), so this sets it without importing zod: the
 * entry's own `z.config` call brought zod's utilities (5 kB compressed) into every page's first
 * download, where no schema is built (the forms and their schemas load on demand). e2e's check
 * of the console (no policy violation on any screen) tells if a zod release stops reading it.
 *
 * Imported first by each page's entry (main.tsx, overlay/main.tsx) so it runs before any schema
 * is built. It is not in shared/: that package is marked free of side effects, so a bundler may
 * drop an import that only configures, and the server (no such policy) keeps the compiled parsers.
 */
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zodGlobal.__zod_globalConfig = { ...zodGlobal.__zod_globalConfig, jitless: true };

export {};
