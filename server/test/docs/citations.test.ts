/**
 * Comments cite the rules they follow by the docs/ file that holds them
 * (`docs/product/money.md#cash-out`): each cited file must exist, with the cited heading. The
 * documents that used to be cited from outside the repository must not come back. The links of
 * the README and of docs/ itself are checked the same way, so a renamed heading breaks a test,
 * not a reader.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const REPO = path.resolve(import.meta.dirname, '../../..');

/** Where code lives, and the files in it that can carry a comment. */
const SOURCE_DIRS = ['server', 'shared', 'desktop', 'e2e', 'bench', 'scripts', 'deploy', 'build', '.ci'];
const ROOT_FILES = ['vitest.config.ts', 'eslint.config.js', 'tsconfig.base.json'];
const SOURCE_FILE = /\.(ts|tsx|js|mjs|cjs|sql|ya?ml|sh|conf|html|css)$|(^|\/)Dockerfile$/;
const SKIPPED_DIRS = new Set([
  'node_modules',
  'dist',
  'out',
  'release',
  'artifacts',
  'test-results',
  'playwright-report',
]);

const CITATION = /(?<![\w./-])docs\/[\w./-]+?\.md(?:#[\w-]+)?/g;
/** Documents that are not in the repository, and the section signs that pointed into them. */
const OUTSIDE_DOCUMENT = /(?<![\w-])(DESIGN|CONVENTIONS)\.md|\b[Ss]pec(ification)? ?\d+ ?§/;

function walk(dir: string, files: string[] = []): string[] {
  if (!existsSync(dir)) return files;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.') && entry.name !== '.ci') continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRS.has(entry.name)) walk(full, files);
    } else if (SOURCE_FILE.test(full)) files.push(full);
  }
  return files;
}

/** Every source file but this one, which names the outside documents to forbid them. */
const sourceFiles = () =>
  [
    ...SOURCE_DIRS.flatMap((dir) => walk(path.join(REPO, dir))),
    ...ROOT_FILES.map((name) => path.join(REPO, name)).filter((file) => existsSync(file)),
  ].filter((file) => file !== import.meta.filename);

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
const slug = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-');

const anchorsCache = new Map<string, Set<string>>();
function anchorsOf(file: string): Set<string> {
  let anchors = anchorsCache.get(file);
  if (!anchors) {
    anchors = new Set();
    let fenced = false;
    for (const line of readFileSync(file, 'utf8').split('\n')) {
      if (/^\s*```/.test(line)) fenced = !fenced;
      const heading = !fenced && /^#{1,6} +(.+?) *#*$/.exec(line);
      if (heading) anchors.add(slug(heading[1]!));
    }
    anchorsCache.set(file, anchors);
  }
  return anchors;
}

/** What is wrong with a reference to `target` (a repo path, maybe with `#anchor`), or null. */
function brokenReference(target: string): string | null {
  const [file, anchor] = target.split('#') as [string, string | undefined];
  const full = path.join(REPO, file);
  if (!existsSync(full)) return `${file} does not exist`;
  if (anchor && !anchorsOf(full).has(anchor)) return `${file} has no heading #${anchor}`;
  return null;
}

const where = (file: string, index: number, text: string) =>
  `${path.relative(REPO, file)}:${text.slice(0, index).split('\n').length}`;

describe('docs cited in the code', () => {
  const files = sourceFiles();

  it('exist, with every cited heading', () => {
    const broken: string[] = [];
    let citations = 0;
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(CITATION)) {
        citations += 1;
        const problem = brokenReference(match[0]);
        if (problem) broken.push(`${where(file, match.index, text)}: ${problem}`);
      }
    }
    expect(citations).toBeGreaterThan(100);
    expect(broken).toEqual([]);
  });

  it('never cite a design, conventions or specification file the repository does not hold', () => {
    const outside: string[] = [];
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      const match = OUTSIDE_DOCUMENT.exec(text);
      if (match) outside.push(`${where(file, match.index, text)}: ${match[0]}`);
    }
    expect(outside).toEqual([]);
  });
});

describe('links of the README and docs/', () => {
  const documents = [
    path.join(REPO, 'README.md'),
    path.join(REPO, 'bench/RESULTS.md'),
    ...(function mdFiles(dir: string): string[] {
      return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory()
          ? mdFiles(path.join(dir, entry.name))
          : entry.name.endsWith('.md')
            ? [path.join(dir, entry.name)]
            : [],
      );
    })(path.join(REPO, 'docs')),
  ];

  it('lead to files and headings that exist', () => {
    const broken: string[] = [];
    for (const doc of documents) {
      const text = readFileSync(doc, 'utf8');
      for (const match of text.matchAll(/\]\(([^)\s]+)\)/g)) {
        const link = match[1]!;
        if (/^[a-z]+:/i.test(link)) continue;
        const [file, anchor] = link.split('#') as [string, string | undefined];
        const target = file ? path.relative(REPO, path.resolve(path.dirname(doc), file)) : path.relative(REPO, doc);
        const problem = brokenReference(anchor ? `${target}#${anchor}` : target);
        if (problem) broken.push(`${where(doc, match.index, text)}: ${problem}`);
      }
    }
    expect(broken).toEqual([]);
  });
});

describe('the architecture map', () => {
  /** The folders whose names are the domains: each must be in the map, and the map names only these. */
  const DOMAIN_ROOTS = ['server/src/routes', 'server/src/services', 'desktop/src/renderer/src/features'];
  const map = readFileSync(path.join(REPO, 'docs/architecture.md'), 'utf8');

  it('names every folder of routes/, services/ and features/, and no other', () => {
    const named = new Set(
      [...map.matchAll(/`([\w./-]+)\/`/g)]
        .map((match) => match[1]!)
        .filter((folder) => DOMAIN_ROOTS.includes(path.dirname(folder))),
    );
    const present = new Set(
      DOMAIN_ROOTS.flatMap((root) =>
        readdirSync(path.join(REPO, root), { withFileTypes: true })
          .filter((entry) => entry.isDirectory())
          .map((entry) => `${root}/${entry.name}`),
      ),
    );
    expect({ missingFromMap: [...present].filter((f) => !named.has(f)).sort() }).toEqual({ missingFromMap: [] });
    expect({ notInRepo: [...named].filter((f) => !present.has(f)).sort() }).toEqual({ notInRepo: [] });
  });
});
