/**
 * The fonts the screens are drawn in, embedded as data URLs so the page loads nothing from the
 * network: condensed and italic display faces from the @fontsource packages (root dev
 * dependencies, docs/dependencies.md), with the machine's DejaVu and Liberation faces as fallbacks
 * for the scripts and symbols those lack.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

interface Face {
  family: string;
  pkg: string;
  file: string;
  weight: number;
  style: 'normal' | 'italic';
  /** The script a subset covers, so its face is asked for those letters only. */
  unicodeRange?: string;
}

const FACES: Face[] = [
  {
    family: 'Barlow Condensed',
    pkg: 'barlow-condensed',
    file: 'barlow-condensed-latin-700-italic',
    weight: 700,
    style: 'italic',
  },
  {
    family: 'Barlow Condensed',
    pkg: 'barlow-condensed',
    file: 'barlow-condensed-latin-600-normal',
    weight: 600,
    style: 'normal',
  },
  {
    family: 'Barlow Condensed',
    pkg: 'barlow-condensed',
    file: 'barlow-condensed-latin-800-italic',
    weight: 800,
    style: 'italic',
  },
  { family: 'Teko', pkg: 'teko', file: 'teko-latin-600-normal', weight: 600, style: 'normal' },
  { family: 'Teko', pkg: 'teko', file: 'teko-latin-400-normal', weight: 400, style: 'normal' },
  {
    family: 'Noto Sans Devanagari',
    pkg: 'noto-sans-devanagari',
    file: 'noto-sans-devanagari-devanagari-700-normal',
    weight: 700,
    style: 'normal',
    unicodeRange: 'U+0900-097F,U+1CD0-1CFF,U+200C-200D,U+25CC,U+A8E0-A8FF',
  },
  {
    family: 'Noto Sans Arabic',
    pkg: 'noto-sans-arabic',
    file: 'noto-sans-arabic-arabic-700-normal',
    weight: 700,
    style: 'normal',
    unicodeRange: 'U+0600-06FF,U+0750-077F,U+FB50-FDFF,U+FE70-FEFF',
  },
];

function faceRule(face: Face): string {
  const dir = path.dirname(require.resolve(`@fontsource/${face.pkg}/package.json`));
  const data = readFileSync(path.join(dir, 'files', `${face.file}.woff2`)).toString('base64');
  return `@font-face{font-family:'${face.family}';font-weight:${face.weight};font-style:${face.style};src:url(data:font/woff2;base64,${data}) format('woff2');${face.unicodeRange ? `unicode-range:${face.unicodeRange};` : ''}}`;
}

let rules: string | undefined;
/** The @font-face rules of every face, read once. */
export function fontFaceCss(): string {
  rules ??= FACES.map(faceRule).join('\n');
  return rules;
}

/**
 * The script faces every stack starts with (each limited to its script's letters by its
 * unicode-range) and the symbol faces it ends with, so no name is drawn as empty boxes.
 */
const SCRIPTS = `'Noto Sans Devanagari','Noto Sans Arabic'`;
const FALLBACKS = `'DejaVu Sans','DejaVu Math TeX Gyre',sans-serif`;

/** The display stacks a layout picks from: condensed, italic or both. */
export const DISPLAY_STACKS = [
  `${SCRIPTS},'Barlow Condensed',${FALLBACKS}`,
  `${SCRIPTS},'Teko',${FALLBACKS}`,
  `${SCRIPTS},'Liberation Sans Narrow',${FALLBACKS}`,
  `${SCRIPTS},'DejaVu Sans',${FALLBACKS}`,
] as const;
