/**
 * The OpenAPI document as a standard tool reads it: Redocly's linter (@redocly/openapi-core, run
 * offline on the generated document) with its `recommended` rules finds no error, and the rules
 * that matter to a client generator (operationIds, a 4xx per operation, security schemes, valid
 * examples, composition keywords that make sense) find nothing at all.
 */
import { createConfig, lintFromString, type NormalizedProblem } from '@redocly/openapi-core';
import { describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from '../../src/openapi/document.js';

/** Rules that must find nothing, not even a warning. */
const CLEAN_RULES = [
  'operation-operationId',
  'operation-operationId-unique',
  'operation-operationId-url-safe',
  'operation-4xx-response',
  'operation-summary',
  'operation-parameters-unique',
  'path-parameters-defined',
  'security-defined',
  'no-invalid-media-type-examples',
  'no-illogical-composition-keywords',
  'no-unresolved-refs',
  'struct',
];

const describeProblem = (p: NormalizedProblem) => `${p.ruleId} at ${p.location[0]?.pointer ?? '?'}: ${p.message}`;

describe('the OpenAPI document under Redocly lint', () => {
  it('has no error, and the rules a client generator relies on find nothing', async () => {
    const config = await createConfig({
      extends: ['recommended'],
      rules: {
        // Request bodies are open objects (a field the server ignores may be sent), so an example
        // is checked as JSON Schema reads the document, not with extra properties forbidden.
        'no-invalid-media-type-examples': { severity: 'error', allowAdditionalProperties: true },
      },
    });
    const problems = await lintFromString({
      source: JSON.stringify(buildOpenApiDocument()),
      absoluteRef: '/api/openapi.json',
      config,
    });
    expect(problems.filter((p) => p.severity === 'error').map(describeProblem)).toEqual([]);
    expect(problems.filter((p) => CLEAN_RULES.includes(p.ruleId)).map(describeProblem)).toEqual([]);
  });
});
