/**
 * Each text of shared/src/texts/ as a module of its own in the web build, so a screen's file
 * takes the texts that screen shows, not every text of their file (docs/design/phones.md#the-first-download).
 *
 * A bundler places whole modules: the first screen's file held all of `series.ts` for the one
 * badge of a card, and the refusals of every form beside the three texts it shows. This rewrites
 * a text file (once it is JavaScript) into re-exports of one part per `export const`, each part
 * holding that declaration with the file's imports and the small functions it calls (`coins(n)`,
 * copied: they keep no state); the package is free of side effects, so a part nobody imports is
 * left out and the rest follow their screens. A file with anything else at its top level (a
 * barrel, a value that is not a function) stays whole. The repo's files, the server and
 * the tests read them as written.
 */
import type { Plugin } from 'vite';

/** The text files: shared/src/texts/ and its screens/ (a test's name, `codes.test.ts`, has a second dot). */
const TEXT_FILE = /[\\/]shared[\\/]src[\\/]texts[\\/](?:screens[\\/])?[\w-]+\.ts$/;
const PART = '?text-part=';

/** The top-level statements the rewrite reads (ESTree, as Rolldown's parser gives them). */
interface Declaration {
  type: string;
  id?: { type: string; name?: string } | null;
  declarations?: { id: { type: string; name?: string }; init?: { type: string } | null }[];
}
interface Statement extends Declaration {
  start: number;
  end: number;
  declaration?: Declaration | null;
}

/** A text file's parts: its imports, its exported constants and its functions, by name. */
interface Parts {
  imports: string;
  declarations: Map<string, string>;
  helpers: Map<string, string>;
}

/** The one name a `const` declares, when it does declare one. */
function constName(d: Declaration | null | undefined): string | undefined {
  const [only, ...more] = d?.type === 'VariableDeclaration' ? (d.declarations ?? []) : [];
  return only && more.length === 0 && only.id.type === 'Identifier' ? only.id.name : undefined;
}

const FUNCTION = new Set(['ArrowFunctionExpression', 'FunctionExpression']);

/** The file's imports, exported constants and functions, or null when it holds anything else. */
function partsOf(code: string, body: Statement[]): Parts | null {
  const imports: string[] = [];
  const declarations = new Map<string, string>();
  const helpers = new Map<string, string>();
  for (const s of body) {
    const text = code.slice(s.start, s.end);
    const exported = s.type === 'ExportNamedDeclaration' ? constName(s.declaration) : undefined;
    const helper = constName(s);
    if (s.type === 'ImportDeclaration') imports.push(text);
    else if (exported) declarations.set(exported, text);
    else if (helper && FUNCTION.has(s.declarations![0].init?.type ?? '')) helpers.set(helper, text);
    else if (s.type === 'FunctionDeclaration' && s.id?.name) helpers.set(s.id.name, text);
    else return null;
  }
  return declarations.size > 1 ? { imports: imports.join('\n'), declarations, helpers } : null;
}

const mentions = (code: string, name: string) => new RegExp(`\\b${name}\\b`).test(code);

/** The functions `code` calls, and those they call, in the file's order. */
function helpersOf(code: string, helpers: Map<string, string>): string[] {
  const needed = new Set<string>();
  const visit = (text: string) => {
    for (const [name, helper] of helpers)
      if (!needed.has(name) && mentions(text, name)) {
        needed.add(name);
        visit(helper);
      }
  };
  visit(code);
  return [...helpers].filter(([name]) => needed.has(name)).map(([, text]) => text);
}

export function splitTextModules(): Plugin {
  const split = new Map<string, Parts>();
  return {
    name: 'squadhub-split-text-modules',
    // The build's only: the dev server serves the files as they are.
    apply: 'build',
    transform: {
      filter: { id: TEXT_FILE },
      handler(code, id) {
        const parts = partsOf(code, this.parse(code).body as unknown as Statement[]);
        if (!parts) return null;
        split.set(id, parts);
        return [...parts.declarations.keys()]
          .map((name) => `export { ${name} } from '${id}${PART}${name}';`)
          .join('\n');
      },
    },
    load(id) {
      const at = id.indexOf(PART);
      if (at < 0) return null;
      const file = id.slice(0, at);
      const parts = split.get(file);
      const name = id.slice(at + PART.length);
      const own = parts?.declarations.get(name);
      if (!parts || own === undefined) return null;
      // A text that uses another of its file's texts imports that one's part.
      const body = [...helpersOf(own, parts.helpers), own].join('\n');
      const siblings = [...parts.declarations.keys()].filter((n) => n !== name && mentions(body, n));
      const fromSiblings = siblings.map((n) => `import { ${n} } from '${file}${PART}${n}';`);
      return { code: [parts.imports, ...fromSiblings, body].join('\n'), moduleType: 'js' };
    },
  };
}
