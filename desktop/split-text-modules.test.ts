import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build, type Rollup } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { splitTextModules } from './split-text-modules';

const root = mkdtempSync(path.join(tmpdir(), 'split-texts-'));
const texts = path.join(root, 'shared/src/texts');
mkdirSync(texts, { recursive: true });
afterAll(() => rmSync(root, { recursive: true, force: true }));

/**
 * Bundles `entry` (which imports the text files written first, and may import `./lazy.ts` on
 * demand) as the web build would; the entry's file and the lazy one's.
 */
async function bundle(
  files: Record<string, string>,
  entry: string,
  lazy = '',
): Promise<{ entry: string; lazy?: string }> {
  for (const [name, code] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(texts, name)), { recursive: true });
    writeFileSync(path.join(texts, name), code);
  }
  const input = path.join(root, `entry-${path.basename(Object.keys(files)[0])}`);
  writeFileSync(input, entry);
  writeFileSync(path.join(root, 'lazy.ts'), lazy);
  const result = (await build({
    configFile: false,
    logLevel: 'silent',
    root,
    plugins: [splitTextModules({ textsDir: texts, packageName: '@texts' })],
    // The app imports the texts from their package's barrel.
    resolve: { alias: { '@texts': path.join(texts, 'index.ts') } },
    build: {
      write: false,
      minify: false,
      // The shared package is marked free of side effects (shared/package.json).
      rollupOptions: { input, treeshake: { moduleSideEffects: false } },
    },
  })) as Rollup.RollupOutput;
  const chunks = result.output.filter((o) => o.type === 'chunk');
  return {
    entry: chunks.find((c) => c.isEntry)!.code,
    lazy: chunks.find((c) => c.isDynamicEntry)?.code,
  };
}

describe('splitTextModules', () => {
  it('puts each text in the file of the screen that shows it, with the functions and texts it uses', async () => {
    const { entry, lazy } = await bundle(
      {
        'sample.ts': [
          "import { LIMIT } from './limits.ts';",
          "const coins = (n) => `${n} ${n === 1 ? 'coin' : 'coins'}`;",
          'export const PRICE = { each: (n) => `Costs ${coins(n)}`, max: `At most ${LIMIT}` };',
          "export const CARD = { title: 'Card title', price: PRICE.each };",
          "export const UNUSED_FORM = { refusal: 'A refusal no screen of this entry shows' };",
        ].join('\n'),
        'limits.ts': 'export const LIMIT = 5;\n',
      },
      "import { CARD } from './shared/src/texts/sample.ts';\nconsole.log(CARD.title, CARD.price(2));\nimport('./lazy.ts').then((m) => m.show());\n",
      "import { UNUSED_FORM } from './shared/src/texts/sample.ts';\nexport const show = () => console.log(UNUSED_FORM.refusal);\n",
    );
    expect(entry).toContain('Card title');
    expect(entry).toContain('Costs ');
    expect(entry).toMatch(/=== 1 \? .coin. : .coins./);
    // Whole, the file would sit in the entry, which imports it first, with the lazy screen's text.
    expect(entry).not.toContain('A refusal no screen of this entry shows');
    expect(lazy).toContain('A refusal no screen of this entry shows');
  });

  it('leaves a file whole when its top level holds a value, which a copy per part would duplicate', async () => {
    const { entry } = await bundle(
      {
        'shared-value.ts': [
          "const PREFIX = 'Shared prefix: ';",
          "export const FIRST = { text: PREFIX + 'first' };",
          "export const SECOND = { text: PREFIX + 'second' };",
        ].join('\n'),
      },
      "import { FIRST, SECOND } from './shared/src/texts/shared-value.ts';\nconsole.log(FIRST.text, SECOND.text);\n",
    );
    expect(entry.match(/Shared prefix: /g) ?? []).toHaveLength(1);
  });

  it("takes the sections of a screen's object that a file reads, and the whole object where it is used whole", async () => {
    const screen = [
      'const count = (n) => `${n} left`;',
      'export const GAME_SCREEN = {',
      "  cancel: 'Cancel the game',",
      "  card: { title: 'Card heading', left: (n) => `Only ${count(n)}` },",
      "  host: { console: 'Host console words' },",
      "  cause: { late: 'too late' },",
      '  notice: (reason) => `Voided (${GAME_SCREEN.cause[reason]})`,',
      '};',
    ].join('\n');
    const entryReads = [
      "import { GAME_SCREEN } from '@texts';",
      'const text = GAME_SCREEN.card;',
      "globalThis.shown = [text.title, GAME_SCREEN.card.left(2), GAME_SCREEN.cancel, GAME_SCREEN.notice('late')];",
      "globalThis.later = import('./lazy.ts').then((m) => m.show());",
    ].join('\n');
    const files = { 'screens/game.ts': screen, 'index.ts': "export * from './screens/game.ts';\n" };
    const { entry, lazy } = await bundle(
      files,
      entryReads,
      "import { GAME_SCREEN } from '@texts';\nexport const show = () => [GAME_SCREEN, GAME_SCREEN.card];\n",
    );
    expect(entry).toContain('Card heading');
    expect(entry).toContain('Cancel the game');
    expect(entry).not.toContain('Host console words');
    // The lazy file reads the object whole: it gets every section, the entry's ones shared.
    expect(lazy).toContain('Host console words');
    expect(lazy).not.toContain('Card heading');
    // What a file reads is what the object holds: an entry with the same reads and no lazy part, run.
    const reads = entryReads.replace(/globalThis\.later = .*/, '');
    const scope: { shown?: unknown } = {};
    new Function('globalThis', (await bundle(files, reads)).entry)(scope);
    // A section that reads another of its object's (`notice` reads `cause`) takes that one's part.
    expect(scope.shown).toEqual(['Card heading', 'Only 2 left', 'Cancel the game', 'Voided (too late)']);
  });

  it('sends a key of an object spread together from others to the part of the last one that has it', async () => {
    const files = {
      'a.ts': "export const A_FALLBACK = { shared: 'First says', onlyA: 'Only in A' };\nexport const A_OTHER = 1;\n",
      'b.ts': "export const B_FALLBACK = { shared: 'Second says', onlyB: 'Only in B' };\nexport const B_OTHER = 2;\n",
      'index.ts': [
        "import { A_FALLBACK } from './a.ts';",
        "import { B_FALLBACK } from './b.ts';",
        "export * from './a.ts';",
        'export const FALLBACK = { ...A_FALLBACK, ...B_FALLBACK };',
        "export const SUCCESS = { done: 'Done' };",
      ].join('\n'),
    };
    const reads = "import { FALLBACK } from '@texts';\nglobalThis.shown = [FALLBACK.shared, FALLBACK.onlyA];\n";
    const { entry } = await bundle(files, reads);
    expect(entry).not.toContain('Only in B');
    expect(entry).not.toContain('First says');
    const scope: { shown?: unknown } = {};
    new Function('globalThis', entry)(scope);
    expect(scope.shown).toEqual(['Second says', 'Only in A']);
  });
});
