import { describe, expect, it } from 'vitest';
import { completeBounds, patternMaxLength } from './bounds.js';

describe('patternMaxLength', () => {
  it('reads the longest match of a whole-string pattern', () => {
    expect(patternMaxLength('^\\d{6}$')).toBe(6);
    expect(patternMaxLength('^-?\\d{1,9}$')).toBe(10);
    expect(patternMaxLength('^(?:[1-9]\\d{0,1}|100)$')).toBe(3);
    expect(patternMaxLength('^B[A-Za-z0-9_-]{86}(={1})?$')).toBe(88);
    expect(patternMaxLength('^[\\u0041-\\u005a]{2}\\.x$')).toBe(4);
    expect(patternMaxLength('^(?=abc)[a-z]{3,5}$')).toBe(5);
    expect(
      patternMaxLength(
        '^\\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\\d|3[01])T(?:[01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d(?:\\.\\d{1,9})?(?:Z|[+-](?:[01]\\d|2[0-3]):[0-5]\\d)$',
      ),
    ).toBe('2026-11-22T18:30:00.123456789+05:30'.length);
  });

  it('claims nothing of an unbounded, unanchored or unknown pattern', () => {
    expect(patternMaxLength('^[^\\u0000-\\u001f]*$')).toBeUndefined();
    expect(patternMaxLength('^(?:\\d[ -]*){4,15}$')).toBeUndefined();
    expect(patternMaxLength('^\\d{2,}$')).toBeUndefined();
    expect(patternMaxLength('\\d{6}')).toBeUndefined();
    expect(patternMaxLength('^https?://')).toBeUndefined();
    expect(patternMaxLength('^a|bcd$')).toBeUndefined();
    expect(patternMaxLength('^(a)\\1$')).toBeUndefined();
    expect(patternMaxLength('^\\d{3}\\$')).toBeUndefined();
  });
});

describe('completeBounds', () => {
  it('gives an integer the bounds and format z.int() enforces, keeping the bounds it has', () => {
    const doc: Record<string, Record<string, unknown>> = {
      a: { type: 'integer' },
      b: { type: 'integer', minimum: 0, maximum: 100 },
      c: { type: ['integer', 'null'], exclusiveMinimum: 0 },
      d: { type: 'integer', minimum: 0, maximum: 2 ** 31 },
    };
    completeBounds(doc);
    expect(doc.a).toEqual({
      type: 'integer',
      minimum: Number.MIN_SAFE_INTEGER,
      maximum: Number.MAX_SAFE_INTEGER,
      format: 'int64',
    });
    expect(doc.b).toEqual({ type: 'integer', minimum: 0, maximum: 100, format: 'int32' });
    expect(doc.c).toEqual({
      type: ['integer', 'null'],
      exclusiveMinimum: 0,
      maximum: Number.MAX_SAFE_INTEGER,
      format: 'int64',
    });
    expect(doc.d!.format).toBe('int64');
  });

  it('bounds uuids and patterns, and a branch property by its object’s own, but leaves examples alone', () => {
    const doc = {
      type: 'object',
      properties: {
        id: { type: 'string', format: 'uuid' },
        code: { type: 'string', pattern: '^\\d{6}$' },
        name: { type: ['string', 'null'], maxLength: 200 },
      },
      oneOf: [{ properties: { name: { type: 'string', minLength: 1 } } }],
      allOf: [{ else: { properties: { name: { type: 'string', maxLength: 50 } } } }],
      examples: [{ type: 'integer' }],
    };
    completeBounds(doc);
    expect(doc.properties.id).toEqual({ type: 'string', format: 'uuid', maxLength: 36 });
    expect(doc.properties.code).toEqual({ type: 'string', pattern: '^\\d{6}$', maxLength: 6 });
    expect(doc.oneOf[0]!.properties.name).toEqual({ type: 'string', minLength: 1, maxLength: 200 });
    expect(doc.allOf[0]!.else.properties.name.maxLength).toBe(50);
    expect(doc.examples).toEqual([{ type: 'integer' }]);
  });
});
