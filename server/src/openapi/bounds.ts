/**
 * JSON Schema keywords that the zod checks already enforce but zod-to-openapi does not write,
 * added to the generated document once for every schema in it (docs/design/api-conventions.md#owasp-api-review):
 *
 * - an integer: `z.int()` accepts only safe integers, so a bound the schema leaves open is the
 *   safe-integer one; its `format` is `int32` when both bounds fit in 32 bits, `int64` otherwise;
 * - a string of `format: uuid` (`z.uuid()`, checked against the UUID pattern) is 36 characters;
 * - a string whose whole-string `pattern` only matches so many characters has that `maxLength`
 *   (`^\d{6}$` is 6 characters at most): the pattern is the rule, and the length follows from it.
 *
 * Nothing here is looser or stricter than the check itself, so a value the document accepts is
 * still one the server accepts, and an answer the server sends still matches the document.
 */

const INT32_MIN = -(2 ** 31);
const INT32_MAX = 2 ** 31 - 1;
const UUID_LENGTH = 36;

type Schema = Record<string, unknown>;

const hasType = (schema: Schema, type: string): boolean =>
  schema.type === type || (Array.isArray(schema.type) && schema.type.includes(type));

/** The lower or upper bound of an integer schema, inclusive, as `z.int()` enforces it. */
function integerBounds(schema: Schema): void {
  if (schema.minimum === undefined && schema.exclusiveMinimum === undefined) {
    schema.minimum = Number.MIN_SAFE_INTEGER;
  }
  if (schema.maximum === undefined && schema.exclusiveMaximum === undefined) {
    schema.maximum = Number.MAX_SAFE_INTEGER;
  }
  const low = (schema.minimum ?? schema.exclusiveMinimum) as number;
  const high = (schema.maximum ?? schema.exclusiveMaximum) as number;
  schema.format ??= low >= INT32_MIN && high <= INT32_MAX ? 'int32' : 'int64';
}

/** Where parsing a pattern has reached. */
type Cursor = { source: string; at: number };

/**
 * The most characters a regular expression's alternatives can match, from `cursor` to the closing
 * parenthesis (or the end); Infinity when a repetition is unbounded; undefined for syntax this
 * reading does not know (a back-reference), so nothing is claimed about it.
 */
function longestAlternative(cursor: Cursor): number | undefined {
  let longest = 0;
  let branch = 0;
  while (cursor.at < cursor.source.length) {
    const char = cursor.source[cursor.at]!;
    if (char === ')') break;
    if (char === '|') {
      longest = Math.max(longest, branch);
      branch = 0;
      cursor.at++;
      continue;
    }
    const atom = longestAtom(cursor);
    if (atom === undefined) return undefined;
    const times = repetitions(cursor);
    branch += atom === 0 ? 0 : atom * times;
  }
  return Math.max(longest, branch);
}

/** One atom's longest match: a character, an escape, a class or a group; a lookaround matches none. */
function longestAtom(cursor: Cursor): number | undefined {
  const { source } = cursor;
  const char = source[cursor.at++]!;
  if (char === '\\') {
    const escaped = source[cursor.at++];
    if (escaped === undefined || /[1-9k]/.test(escaped)) return undefined;
    if (escaped === 'u') cursor.at += 4;
    if (escaped === 'x') cursor.at += 2;
    return /[bB]/.test(escaped) ? 0 : 1;
  }
  if (char === '[') {
    while (cursor.at < source.length && source[cursor.at] !== ']') cursor.at += source[cursor.at] === '\\' ? 2 : 1;
    cursor.at++;
    return 1;
  }
  if (char === '(') {
    let lookaround = false;
    if (source[cursor.at] === '?') {
      const kind = source.slice(cursor.at + 1, cursor.at + 3);
      lookaround = /^(?:[=!]|<[=!])/.test(kind);
      if (source[cursor.at + 1] === '<' && !lookaround) return undefined; // a named group: not used here
      cursor.at += kind.startsWith('<') ? 3 : 2;
    }
    const inner = longestAlternative(cursor);
    cursor.at++; // the closing parenthesis
    return lookaround ? 0 : inner;
  }
  if (char === '^' || char === '$') return 0;
  return 1;
}

/** How many times the atom just read may repeat (`?`, `*`, `+`, `{n}`, `{m,}`, `{m,n}`), at most. */
function repetitions(cursor: Cursor): number {
  const { source } = cursor;
  const rest = source.slice(cursor.at);
  const braces = /^\{(\d+)(,(\d*))?\}/.exec(rest);
  let times = 1;
  if (braces) {
    times = braces[2] === undefined ? Number(braces[1]) : braces[3] ? Number(braces[3]) : Infinity;
    cursor.at += braces[0].length;
  } else if (rest[0] === '?') {
    cursor.at++;
  } else if (rest[0] === '*' || rest[0] === '+') {
    times = Infinity;
    cursor.at++;
  } else {
    return times;
  }
  if (source[cursor.at] === '?') cursor.at++; // lazy: the same bound
  return times;
}

/**
 * The longest string a whole-string pattern (`^…$`, no top-level alternative) matches, or undefined
 * when it is unbounded or not one this reading knows.
 */
export function patternMaxLength(pattern: string): number | undefined {
  if (!pattern.startsWith('^') || !pattern.endsWith('$') || pattern.endsWith('\\$')) return undefined;
  const cursor = { source: pattern.slice(1, -1), at: 0 };
  const top = longestAlternative({ ...cursor });
  // A `|` outside every group would leave one side unanchored.
  let depth = 0;
  for (let i = 0; i < cursor.source.length; i++) {
    const char = cursor.source[i];
    if (char === '\\') i++;
    else if (char === '[')
      while (i < cursor.source.length && cursor.source[i] !== ']') i += cursor.source[i] === '\\' ? 2 : 1;
    else if (char === '(') depth++;
    else if (char === ')') depth--;
    else if (char === '|' && depth === 0) return undefined;
  }
  return top !== undefined && Number.isFinite(top) ? top : undefined;
}

/** The subschemas that apply to the same value as the schema holding them. */
const BRANCHES = ['allOf', 'anyOf', 'oneOf', 'then', 'else'] as const;

/**
 * A branch's property applies together with the object's own property of that name (a cash-out
 * method's required fields, a scheduled start's date): where the branch says no maxLength, the
 * object's holds, so it is written there too.
 */
function inheritLengths(own: Record<string, Schema>, branch: unknown): void {
  if (typeof branch !== 'object' || branch === null) return;
  if (Array.isArray(branch)) {
    for (const item of branch) inheritLengths(own, item);
    return;
  }
  const { properties } = branch as { properties?: Record<string, Schema> };
  for (const [name, property] of Object.entries(properties ?? {})) {
    const maxLength = own[name]?.maxLength;
    if (hasType(property, 'string') && property.maxLength === undefined && maxLength !== undefined) {
      property.maxLength = maxLength;
    }
  }
  for (const key of BRANCHES) inheritLengths(own, (branch as Schema)[key]);
}

/**
 * Completes every schema under `node` in place, the inner ones first (an object's properties
 * before its branches read them). Example values are data, not schemas: left alone.
 */
export function completeBounds(node: unknown): void {
  if (Array.isArray(node)) {
    for (const item of node) completeBounds(item);
    return;
  }
  if (typeof node !== 'object' || node === null) return;
  const schema = node as Schema;
  for (const [key, value] of Object.entries(schema)) {
    if (key !== 'example' && key !== 'examples') completeBounds(value);
  }
  if (hasType(schema, 'integer')) integerBounds(schema);
  if (hasType(schema, 'string') && schema.format === 'uuid') schema.maxLength ??= UUID_LENGTH;
  if (hasType(schema, 'string') && typeof schema.pattern === 'string' && schema.maxLength === undefined) {
    const longest = patternMaxLength(schema.pattern);
    if (longest !== undefined) schema.maxLength = longest;
  }
  const own = schema.properties as Record<string, Schema> | undefined;
  if (own) for (const key of BRANCHES) inheritLengths(own, schema[key]);
}
