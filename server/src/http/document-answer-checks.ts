/**
 * The published half of a test server's answer checks (answer-checks.ts): a JSON answer must also
 * be valid per the OpenAPI document that clients are generated from (GET /api/openapi.json,
 * openapi/document.ts), not only per the zod contract the document is generated from. The two can
 * disagree where the generator renders a schema differently: a nullable `$ref` once became an
 * `allOf` that refuses `null`, so `GET /push/subscriptions` answered what its document forbids.
 *
 * The document is built at the first check, and each response schema compiled with Ajv (JSON
 * Schema 2020-12, as OpenAPI 3.1 uses it, formats checked) when an answer first needs it, once per
 * process. Ajv is a dev dependency, loaded by that first check, which only test servers make: a
 * production install (no dev dependencies) never loads it.
 */
import { createRequire } from 'node:module';
import type { Ajv2020, ValidateFunction } from 'ajv/dist/2020.js';
import type addFormats from 'ajv-formats';
import type { ApiRoute } from '@squadhub/shared';
import { buildOpenApiDocument, type OpenApiDocument } from '../openapi/document.js';

/** Why an answer is not what a document allows, or null when it is (documentAnswerProblem). */
export type DocumentAnswerCheck = (route: ApiRoute, status: number, body: unknown) => string | null;

/** The key a document is added to Ajv under; each response schema is a JSON pointer into it. */
const DOCUMENT = 'openapi.json';

type Schema = Record<string, unknown>;
type Responses = Record<string, { content?: Record<string, { schema?: Schema }> }>;

/** A JSON pointer token (RFC 6901). */
const token = (text: string) => text.replaceAll('~', '~0').replaceAll('/', '~1');

/** The checks of answers against `document`; each response schema is compiled when first needed. */
export function documentAnswerChecks(document: OpenApiDocument): DocumentAnswerCheck {
  const require = createRequire(import.meta.url);
  const { Ajv2020: Ajv } = require('ajv/dist/2020.js') as { Ajv2020: typeof Ajv2020 };
  const formats = require('ajv-formats') as { default: typeof addFormats };
  const ajv = new Ajv({ strict: false, allErrors: true });
  formats.default(ajv);
  // Added whole and not checked against the meta-schema (it is a document, not a schema): each
  // response schema compiles where it sits, and its `#/components/…` references resolve in it.
  ajv.addSchema(document, DOCUMENT, undefined, false);
  const paths = document.paths as Record<string, Record<string, { responses?: Responses }> | undefined> | undefined;
  /** `method path status` → its compiled schema, or null when the document declares no JSON body there. */
  const validators = new Map<string, ValidateFunction | null>();
  /** Compiled once per place in the document: most errors share one `$ref`. */
  const compiled = new Map<string, ValidateFunction>();

  const validatorOf = (route: ApiRoute, status: number): ValidateFunction | null => {
    const key = `${route.method} ${route.path} ${status}`;
    let validate = validators.get(key);
    if (validate === undefined) {
      const schema =
        paths?.[route.path]?.[route.method]?.responses?.[String(status)]?.content?.['application/json']?.schema;
      const shared = schema && Object.keys(schema).length === 1 && typeof schema.$ref === 'string';
      const pointer = shared
        ? (schema.$ref as string)
        : `#/paths/${token(route.path)}/${route.method}/responses/${status}/content/application~1json/schema`;
      validate = null;
      if (schema) {
        validate = compiled.get(pointer) ?? ajv.compile({ $ref: `${DOCUMENT}${pointer}` });
        compiled.set(pointer, validate);
      }
      validators.set(key, validate);
    }
    return validate;
  };

  return (route, status, body) => {
    const validate = validatorOf(route, status);
    if (!validate || validate(body)) return null;
    const errors = (validate.errors ?? []).map((e) => `  ${e.instancePath || '/'} ${e.message ?? ''}`.trimEnd());
    return `a ${status} answer that the published API document (/api/openapi.json) does not allow:\n${errors.join('\n')}`;
  };
}

let published: DocumentAnswerCheck | undefined;

/**
 * Why `body` (as the client receives it) is not what the published document allows for this
 * status of this operation, or null when it is. A status the document does not list, or lists
 * without a JSON body, is the contract checks' to refuse (answer-checks.ts).
 */
export const documentAnswerProblem: DocumentAnswerCheck = (route, status, body) => {
  published ??= documentAnswerChecks(buildOpenApiDocument());
  return published(route, status, body);
};
