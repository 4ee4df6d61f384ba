/**
 * A body valid per the API document is never refused for its shape. For every operation that
 * takes JSON, each example of the contract (shared/src/schemas/api/examples.ts) is accepted by
 * the document's JSON Schema (Ajv, JSON Schema 2020-12 as OpenAPI 3.1 uses it, formats checked)
 * and by the server's parse of that route's body: routes read their body through the contract
 * entry's own schema (routes/mount.ts), with the same parseBody a request goes through.
 *
 * And the other way round, for the rules the document used to leave out (e-mail format, phone
 * digits, dates, each template's team limit, each payment method's cash-out details): a body the
 * server refuses for its shape, the document refuses too.
 */
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { Request } from 'express';
import { describe, expect, it } from 'vitest';
import { API_CONTRACT, REQUEST_EXAMPLES, type ApiRoute } from '@squadhub/shared';
import { parseBody } from '../../src/http/validate.js';
import { buildOpenApiDocument } from '../../src/openapi/document.js';

type Operation = { requestBody?: { content: Record<string, { schema: object }> } };
const doc = buildOpenApiDocument() as unknown as {
  paths: Record<string, Record<string, Operation>>;
  components: object;
};

const ajv = new Ajv2020({ strict: false, allErrors: true, multipleOfPrecision: 9 });
addFormats.default(ajv);

const ROUTES: readonly ApiRoute[] = API_CONTRACT.routes;
const jsonRoutes = ROUTES.filter((route) => route.body);
const examplesOf = (route: ApiRoute): readonly unknown[] =>
  (REQUEST_EXAMPLES as Readonly<Record<string, readonly unknown[]>>)[route.operationId] ?? [];

/** The document's schema of a route's JSON body, with the document's components for its `$ref`s. */
function documentSchema(route: ApiRoute): ValidateFunction {
  const schema = doc.paths[route.path]![route.method]!.requestBody!.content['application/json']!.schema;
  return ajv.compile({ ...schema, components: doc.components });
}

/** What the server answers a body, up to the parse: null when it takes it, else the 400's detail. */
function serverRefusal(route: ApiRoute, body: unknown): string | null {
  try {
    parseBody(route.body!, { body } as Request);
    return null;
  } catch (err) {
    return (err as { detail?: string }).detail ?? String(err);
  }
}

const problems = (validate: ValidateFunction) =>
  (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message}`).join('; ');

describe('request examples', () => {
  it('cover exactly the operations that take a JSON body', () => {
    expect(Object.keys(REQUEST_EXAMPLES).sort()).toEqual(jsonRoutes.map((route) => route.operationId).sort());
  });

  for (const route of jsonRoutes) {
    it(`${route.operationId}: every example is valid per the document and taken by the server`, () => {
      const validate = documentSchema(route);
      expect(examplesOf(route).length).toBeGreaterThan(0);
      for (const example of examplesOf(route)) {
        expect(validate(example), `${JSON.stringify(example)}: ${problems(validate)}`).toBe(true);
        expect(serverRefusal(route, example), JSON.stringify(example)).toBeNull();
      }
    });
  }
});

/** Bodies the server refuses for their shape, by operation: each starts from the operation's first example. */
const REFUSED: Record<string, (example: Record<string, unknown>) => Record<string, unknown>[]> = {
  login: (ok) => [
    { ...ok, email: 'not-an-email' },
    { ...ok, email: 'ace@example' },
    { phone_number: '07700 9001x3', password: 'correct horse' },
    { phone_number: '123', password: 'correct horse' },
    { email: 'ace@example.com', phone_number: '07700900123', password: 'correct horse' },
    { password: 'correct horse' },
  ],
  register: (ok) => [
    { ...ok, email: 'ace@@example.com' },
    { ...ok, phone_number: '+44 7700 900123' },
    { ...ok, phone_number: '12 34 56 78 90 12 34 56' },
    { ...ok, tiktok_link: 'not a handle' },
  ],
  verifyPhone: (ok) => [{ ...ok, phone_number: '7700-900-12a' }],
  requestPasswordReset: () => [{ email: 'ace.example.com' }],
  createTournament: (ok) => [
    { ...ok, template_type: 'alcatraz_squad' },
    { ...ok, template_type: 'alcatraz_squad', max_teams: 11 },
    { ...ok, template_type: 'isolated_duo', max_teams: 50 },
    { ...ok, template_type: 'isolated_duo', max_teams: 50, slots_per_team: 3 },
    { ...ok, start_date: undefined },
    { ...ok, start_date: '22/11/2099 18:30' },
    { ...ok, start_date: '2099-02-30T18:30:00Z' },
    { ...ok, creator_prize_contribution: 5 },
  ],
  rescheduleTournament: () => [
    { start_date: 'next friday' },
    { start_date: '2099-13-01T10:00:00Z' },
    { start_date: '2099-11-31T10:00:00Z' },
  ],
  fullEditTournament: () => [{ start_date: '2099-11-22 18:30' }],
  setCoinPricing: (ok) => [{ ...ok, coins_5: 4.999 }],
  requestCashOut: (ok) => [
    { ...ok, paypal_email: null },
    { ...ok, paypal_email: 'ada at example' },
    { ...ok, paypal_first_name: 'ada@example.com' },
    { ...ok, paypal_surname: 'Smith 2' },
    { ...ok, whatsapp_number: '0012345' },
    { ...ok, whatsapp_number: '   ' },
    { ...ok, payment_method: 'bank_transfer' },
    {
      coins_to_convert: 40,
      payment_method: 'bank_transfer',
      account_holder_name: 'Anne',
      account_holder_surname: 'Dupont',
      bank_name: 'Example Bank',
      country: 'United Kingdom',
      account_number: '12345678',
      sort_code: '12-34-5',
      address_line1: '1 High Street',
      city: 'London',
      postal_code: 'SW1A 1AA',
      whatsapp_number: '+44 7700 900123',
    },
    { ...ok, payment_method: 'cash' },
  ],
};

describe('the document refuses what the server refuses for its shape', () => {
  for (const [operationId, refusedBodies] of Object.entries(REFUSED)) {
    it(operationId, () => {
      const route = jsonRoutes.find((r) => r.operationId === operationId)!;
      const validate = documentSchema(route);
      for (const body of refusedBodies(examplesOf(route)[0] as Record<string, unknown>)) {
        expect(serverRefusal(route, body), `the server takes ${JSON.stringify(body)}`).not.toBeNull();
        expect(validate(body), `the document takes ${JSON.stringify(body)}`).toBe(false);
      }
    });
  }
});
