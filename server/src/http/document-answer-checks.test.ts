/** The answer checks against the published OpenAPI document (document-answer-checks.ts). */
import { describe, expect, it } from 'vitest';
import { API_CONTRACT, type ApiRoute } from '@squadhub/shared';
import { buildOpenApiDocument } from '../openapi/document.js';
import { documentAnswerChecks, documentAnswerProblem } from './document-answer-checks.js';

const routeOf = (operationId: string): ApiRoute =>
  API_CONTRACT.routes.find((route: ApiRoute) => route.operationId === operationId)!;

const STORED = {
  endpoint: 'https://fcm.googleapis.com/fcm/send/abc',
  kinds: ['room_code'],
  expiration_time: null,
  created_at: '2026-11-26T10:00:00.000Z',
  updated_at: '2026-11-26T10:00:00.000Z',
};

describe('documentAnswerProblem', () => {
  it('takes what the published document allows: a subscription, or none (null)', () => {
    const route = routeOf('getPushSubscription');
    expect(documentAnswerProblem(route, 200, { subscription: STORED })).toBeNull();
    expect(documentAnswerProblem(route, 200, { subscription: null })).toBeNull();
    expect(documentAnswerProblem(routeOf('getPushPublicKey'), 200, { public_key: 'BAbc' })).toBeNull();
  });

  it('refuses what the document does not allow, naming where', () => {
    const route = routeOf('getPushSubscription');
    const problem = documentAnswerProblem(route, 200, { subscription: { ...STORED, created_at: 'yesterday' } });
    expect(problem).toContain('published API document (/api/openapi.json) does not allow');
    expect(problem).toContain('/subscription/created_at must match format "date-time"');
    expect(documentAnswerProblem(route, 200, {})).toContain("must have required property 'subscription'");
    // An error's body is checked too.
    expect(documentAnswerProblem(route, 401, { detail: 'x', stack: 'at …' })).toContain(
      'must NOT have additional properties',
    );
  });

  it('checks the document itself, not the contract: an answer the contract takes fails where the document differs', () => {
    const document = buildOpenApiDocument();
    const schemas = document.components!.schemas as Record<string, { properties: Record<string, object> }>;
    schemas.PushPublicKey!.properties.public_key = { type: 'string', maxLength: 3 };
    const check = documentAnswerChecks(document);
    const route = routeOf('getPushPublicKey');
    expect(route.ok).toHaveProperty('json');
    expect(check(route, 200, { public_key: 'BAbc' })).toContain('/public_key must NOT have more than 3 characters');
    expect(check(route, 200, { public_key: 'BAb' })).toBeNull();
  });

  it('leaves a status the document gives no JSON body to the contract checks', () => {
    expect(documentAnswerProblem(routeOf('unsubscribePush'), 204, undefined)).toBeNull();
  });
});
