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
 *
 * A screen's object (`PLAY_SCREEN`, a hundred texts in sections) goes one step further: each of
 * its properties is a part (`PLAY_SCREEN-slotGrid`), the object is rebuilt from them, and a file
 * of the app that only ever reads `PLAY_SCREEN.slotGrid.join` and the like imports the sections
 * it reads instead of the object. A file that uses the object any other way (passes it whole,
 * indexes it) keeps importing it whole.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import MagicString from 'magic-string';
import type { Plugin } from 'vite';

/**
 * The files split: shared/src/texts/ and its screens/ (a test's name, `codes.test.ts`, has a
 * second dot), and shared/src/constants.ts, whose limits and timings every screen reads a few of.
 */
const TEXT_FILE = /[\\/]shared[\\/]src[\\/](?:texts[\\/](?:screens[\\/])?[\w-]+|constants)\.ts$/;
const PART = '?text-part=';
/**
 * Between an object's name and its property's in a section's part (`PLAY_SCREEN-slotGrid`): not a
 * dot, which Vite would read as the module's extension.
 */
const SECTION = '-';

/** The nodes the rewrite reads (ESTree, as Rolldown's parser gives them). */
interface Node {
  type: string;
  start: number;
  end: number;
  [field: string]: unknown;
}
interface Declaration {
  type: string;
  id?: { type: string; name?: string } | null;
  declarations?: { id: { type: string; name?: string }; init?: Node | null }[];
}
interface Statement extends Declaration {
  start: number;
  end: number;
  declaration?: Declaration | null;
  /** An import's or a re-export's. */
  specifiers?: Node[];
  source?: { value: string } | null;
}

/** How a file imports a name: `import { imported } from 'source'`. */
interface Imported {
  source: string;
  imported: string;
}

/** A text file's parts: its imports, its exported constants and its functions, by name. */
interface Parts {
  imports: string;
  declarations: Map<string, string>;
  helpers: Map<string, string>;
  /** The exported objects that split by property: each property's source, by its key. */
  sections: Map<string, Map<string, string>>;
  /**
   * The exported objects assembled from others' properties (`{ ...ACCOUNT_FALLBACK, ... }`): the
   * objects spread, last first (a later one's key wins), each as its file imports it.
   */
  assembled: Map<string, Imported[]>;
  /** Its re-exports (`export * from './play.js'`), which stay as they are. */
  reexports: string[];
}

/** The one `const` a declaration declares, when it declares one. */
function onlyConst(d: Declaration | null | undefined) {
  const [only, ...more] = d?.type === 'VariableDeclaration' ? (d.declarations ?? []) : [];
  return only && more.length === 0 && only.id.type === 'Identifier' ? only : undefined;
}
const constName = (d: Declaration | null | undefined) => onlyConst(d)?.id.name;

const FUNCTION = new Set(['ArrowFunctionExpression', 'FunctionExpression']);

const mentions = (code: string, name: string) => new RegExp(`\\b${name.replace(/\$/g, '\\$')}\\b`).test(code);

/**
 * An object literal's properties by key, when each is a plain `key: value` (or `coins`, a helper)
 * that reads the object itself, if at all, only through its other sections (`VOID_NOTICE.cause`);
 * otherwise undefined.
 */
function sectionsOf(code: string, name: string, init: Node | null | undefined): Map<string, string> | undefined {
  if (init?.type !== 'ObjectExpression') return undefined;
  const sections = new Map<string, string>();
  for (const p of init.properties as Node[]) {
    if (p.type !== 'Property') return undefined;
    const key = p.key as Node & { name?: string; value?: unknown };
    const plain = p.kind === 'init' && !p.computed && !p.method;
    const keyName = key.type === 'Identifier' ? key.name : typeof key.value === 'string' ? key.value : undefined;
    if (!plain || keyName === undefined || sections.has(keyName)) return undefined;
    const value = p.value as Node;
    const self = memberReads(value, new Set([name]));
    if (self.whole.size > 0 || self.reads.get(name)?.some((m) => keyOf(m) === keyName)) return undefined;
    sections.set(keyName, code.slice(value.start, value.end));
  }
  return sections.size > 0 ? sections : undefined;
}

/** The file's imports, exported constants and functions, or null when it holds anything else. */
function partsOf(code: string, body: Statement[]): Parts | null {
  const imports: string[] = [];
  const declarations = new Map<string, string>();
  const helpers = new Map<string, string>();
  const sections = new Map<string, Map<string, string>>();
  const assembled = new Map<string, Imported[]>();
  const reexports: string[] = [];
  const importedAs = new Map<string, Imported>();
  for (const s of body) {
    const text = code.slice(s.start, s.end);
    const exported = s.type === 'ExportNamedDeclaration' ? onlyConst(s.declaration) : undefined;
    const helper = constName(s);
    if (s.type === 'ImportDeclaration') {
      imports.push(text);
      for (const spec of s.specifiers ?? []) {
        const imported = (spec.imported as { name?: string } | undefined)?.name;
        if (imported && s.source)
          importedAs.set((spec.local as { name: string }).name, { source: s.source.value, imported });
      }
    } else if (s.type === 'ExportAllDeclaration' || (s.type === 'ExportNamedDeclaration' && s.source))
      reexports.push(text);
    else if (exported?.id.name) {
      declarations.set(exported.id.name, text);
      const own = sectionsOf(code, exported.id.name, exported.init);
      if (own) sections.set(exported.id.name, own);
      const spreads = spreadsOf(exported.init, importedAs);
      if (spreads) assembled.set(exported.id.name, spreads);
    } else if (helper && FUNCTION.has(s.declarations![0].init?.type ?? '')) helpers.set(helper, text);
    else if (s.type === 'FunctionDeclaration' && s.id?.name) helpers.set(s.id.name, text);
    else return null;
  }
  // One plain text gains nothing from a part of its own; an object of sections does.
  const worthIt = declarations.size > 1 || sections.size > 0;
  return worthIt ? { imports: imports.join('\n'), declarations, helpers, sections, assembled, reexports } : null;
}

/** An object literal made only of imported objects spread (`{ ...A, ...B }`): their imports, last first. */
function spreadsOf(init: Node | null | undefined, importedAs: Map<string, Imported>): Imported[] | undefined {
  if (init?.type !== 'ObjectExpression') return undefined;
  const spreads = (init.properties as Node[]).map((p) => {
    const argument = p.argument as Node | undefined;
    return p.type === 'SpreadElement' && argument?.type === 'Identifier'
      ? importedAs.get(argument.name as string)
      : undefined;
  });
  return spreads.length > 0 && spreads.every((s) => s !== undefined) ? (spreads as Imported[]).reverse() : undefined;
}

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

/**
 * A part's code: `body` with the file's imports, the functions it calls and the texts it reads,
 * an object of the file that splits read from its sections' parts. `parse` is the bundler's.
 */
function partCode(file: string, parts: Parts, own: string, body: string, parse: (code: string) => Node): string {
  let code = [...helpersOf(body, parts.helpers), body].join('\n');
  let fromSections = '';
  const splitting = new Set([...parts.sections.keys()].filter((name) => mentions(code, name)));
  const read =
    splitting.size > 0
      ? readFromSections(
          code,
          memberReads(parse(code), splitting).reads,
          (name, key) => `${file}${PART}${name}${SECTION}${key}`,
        )
      : null;
  if (read) {
    code = read.body.toString();
    fromSections = read.imports;
  }
  const siblings = [...parts.declarations.keys()].filter((n) => n !== own && mentions(code, n));
  const fromSiblings = siblings.map((n) => `import { ${n} } from '${file}${PART}${n}';`);
  return [parts.imports, ...fromSiblings, fromSections, code].join('\n');
}

/** An object rebuilt from its sections' parts, each the default export of its own. */
function objectCode(file: string, name: string, sections: Map<string, string>): string {
  const keys = [...sections.keys()];
  const imports = keys.map((key, i) => `import s${i} from '${file}${PART}${name}${SECTION}${key}';`);
  const fields = keys.map((key, i) => `${JSON.stringify(key)}: s${i}`);
  return [...imports, `export const ${name} = { ${fields.join(', ')} };`].join('\n');
}

/** Every split file's exported object literals: `NAME` → its file (read from the TypeScript sources). */
function objectIndex(textsDir: string): Map<string, string> {
  const index = new Map<string, string>();
  for (const dir of [dirname(textsDir), textsDir, join(textsDir, 'screens')]) {
    let names: string[];
    try {
      names = readdirSync(dir);
    } catch {
      continue;
    }
    for (const name of names) {
      const file = join(dir, name);
      if (!TEXT_FILE.test(file)) continue;
      for (const m of readFileSync(file, 'utf8').matchAll(/^export const (\w+)\s*=\s*\{/gm)) index.set(m[1], file);
    }
  }
  return index;
}

/** Calls `visit` on every node under `node`, with its parent. */
function walk(node: unknown, parent: Node | null, visit: (node: Node, parent: Node | null) => void): void {
  if (Array.isArray(node)) {
    for (const child of node) walk(child, parent, visit);
    return;
  }
  if (!node || typeof node !== 'object' || typeof (node as Node).type !== 'string') return;
  visit(node as Node, parent);
  for (const [field, value] of Object.entries(node))
    if (field !== 'type' && value && typeof value === 'object') walk(value, node as Node, visit);
}

const keyOf = (member: Node) => (member.property as { name: string }).name;

/**
 * Where the code under `root` reads a section of one of `names` (`PLAY_SCREEN.slotGrid`, each
 * member expression), and which of them it uses any other way (passed whole, indexed, or the
 * name as another's property), by name.
 */
function memberReads(root: unknown, names: ReadonlySet<string>) {
  const reads = new Map<string, Node[]>();
  const whole = new Set<string>();
  walk(root, null, (node, parent) => {
    const name = node.type === 'Identifier' ? (node.name as string) : undefined;
    if (!name || !names.has(name)) return;
    const section =
      parent?.type === 'MemberExpression' &&
      parent.object === node &&
      !parent.computed &&
      (parent.property as Node).type === 'Identifier';
    if (!section) whole.add(name);
    else reads.set(name, [...(reads.get(name) ?? []), parent]);
  });
  for (const name of whole) reads.delete(name);
  return { reads, whole };
}

/**
 * `code` with each section read in `reads` replaced by the default import of that section's part
 * (`partOf(name, key)`), and those imports; null when there is none.
 */
function readFromSections(
  code: string,
  reads: Map<string, Node[]>,
  partOf: (name: string, key: string) => string,
): { body: MagicString; imports: string } | null {
  const body = new MagicString(code);
  const aliases = new Map<string, string>();
  for (const [name, members] of reads)
    for (const member of members) {
      const part = partOf(name, keyOf(member));
      if (!aliases.has(part)) aliases.set(part, `__textSection${aliases.size}`);
      body.overwrite(member.start, member.end, aliases.get(part)!);
    }
  if (aliases.size === 0) return null;
  return { body, imports: [...aliases].map(([part, alias]) => `import ${alias} from '${part}';\n`).join('') };
}

/**
 * An app file's code with each `NAME.section` of an object imported from `packageName` read from
 * that section's part, for every such object the file reads only that way; null when nothing changes.
 */
function readSections(code: string, program: Node, packageName: string, objects: Map<string, string>) {
  // The objects this file imports from the package: their file and name, by their local name.
  const imported = new Map<string, { file: string; name: string }>();
  for (const s of program.body as Node[]) {
    if (s.type !== 'ImportDeclaration' || (s.source as { value: string }).value !== packageName) continue;
    for (const spec of s.specifiers as Node[]) {
      const name = (spec.imported as { name?: string } | undefined)?.name;
      const file = name && objects.get(name);
      if (spec.type === 'ImportSpecifier' && file) imported.set((spec.local as { name: string }).name, { file, name });
    }
  }
  if (imported.size === 0) return null;
  const body = (program.body as Node[]).filter((s) => s.type !== 'ImportDeclaration');
  const { reads } = memberReads(body, new Set(imported.keys()));
  const read = readFromSections(code, reads, (local, key) => {
    const { file, name } = imported.get(local)!;
    return `${file}${PART}${name}${SECTION}${key}`;
  });
  if (!read) return null;
  read.body.prepend(read.imports);
  return { code: read.body.toString(), map: read.body.generateMap({ hires: true }) };
}

export interface SplitTextOptions {
  /** Where the text files are (the repo's shared/src/texts by default). */
  textsDir?: string;
  /** The package the app imports the texts from. */
  packageName?: string;
}

export function splitTextModules(options: SplitTextOptions = {}): Plugin {
  const textsDir = options.textsDir ?? resolve(import.meta.dirname, '../shared/src/texts');
  const packageName = options.packageName ?? '@squadhub/shared';
  const split = new Map<string, Parts | null>();
  let objects = new Map<string, string>();
  return {
    name: 'squadhub-split-text-modules',
    // The build's only: the dev server serves the files as they are.
    apply: 'build',
    buildStart() {
      objects = objectIndex(textsDir);
    },
    transform: {
      filter: { id: { exclude: /node_modules/ } },
      handler(code, id) {
        if (id.includes(PART)) return null;
        if (TEXT_FILE.test(id)) {
          const parts = partsOf(code, this.parse(code).body as unknown as Statement[]);
          split.set(id, parts);
          if (!parts) return null;
          const own = [...parts.declarations.keys()].map((name) => `export { ${name} } from '${id}${PART}${name}';`);
          return [...parts.reexports, ...own].join('\n');
        }
        if (!code.includes(packageName) || !/\.[cm]?[jt]sx?$/.test(id)) return null;
        let program: Node;
        try {
          program = this.parse(code) as unknown as Node;
        } catch {
          return null;
        }
        return readSections(code, program, packageName, objects);
      },
    },
    async load(id) {
      const at = id.indexOf(PART);
      if (at < 0) return null;
      const file = id.slice(0, at);
      // A section's part may be asked for before its file was read.
      if (!split.has(file)) await this.load({ id: file });
      const parts = split.get(file);
      const parse = (code: string) => this.parse(code) as unknown as Node;
      const part = id.slice(at + PART.length);
      const cut = part.indexOf(SECTION);
      const [name, key] = cut < 0 ? [part, undefined] : [part.slice(0, cut), part.slice(cut + 1)];
      const declaration = parts?.declarations.get(name);
      const sections = parts?.sections.get(name);
      if (key === undefined) {
        if (!parts || declaration === undefined) return null;
        const code = sections ? objectCode(file, name, sections) : partCode(file, parts, name, declaration, parse);
        return { code, moduleType: 'js' };
      }
      const section = sections?.get(key);
      // An object assembled from others: the section of the last one that has it.
      for (const { source, imported } of parts?.assembled.get(name) ?? []) {
        const from = (await this.resolve(source, file))?.id;
        if (!from) break;
        if (!split.has(from)) await this.load({ id: from });
        const has = split.get(from)?.sections.get(imported);
        if (!has) break;
        if (has.has(key))
          return { code: `export { default } from '${from}${PART}${imported}${SECTION}${key}';`, moduleType: 'js' };
      }
      // A whole file, or an object that does not split: the section read from the object.
      if (!parts || section === undefined)
        return {
          code: `import { ${name} } from '${file}';\nexport default ${name}[${JSON.stringify(key)}];`,
          moduleType: 'js',
        };
      return { code: partCode(file, parts, name, `export default ${section};`, parse), moduleType: 'js' };
    },
  };
}
