/**
 * zod compiles a fast parser for each object schema with `new Function`, after probing once, as
 * the first object schema is built, whether the page may evaluate strings. The pages' security
 * policy allows only this server's script files (no 'unsafe-eval'), so Chromium reports that probe
 * as a policy violation even though zod catches the refusal. Jitless, zod skips the probe and
 * uses its interpreted parser, which is fast enough for forms and API answers.
 *
 * Imported first by each page's entry (main.tsx, overlay/main.tsx) so it runs before any schema
 * is built. It is not in shared/: that package is marked free of side effects, so a bundler may
 * drop an import that only configures, and the server (no such policy) keeps the compiled parsers.
 */
import { z } from 'zod';

z.config({ jitless: true });
