/**
 * A said sentence with some of its arguments drawn as elements (a name in bold, a link, an icon),
 * translated as one sentence (docs/product/languages.md): the catalogue writes it whole, so a
 * translation may move its arguments, and each is found again in the said text and drawn there.
 *
 * - `withValues`: each argument is found by its value ("Opens <strong>18:30</strong>"); one the
 *   text no longer holds as written stays plain text, so the sentence is never cut.
 * - `withMarks`: the sentence is written with a mark in place of each part (an icon, an element
 *   with no text of its own), and each mark is swapped for its part.
 * - `Emphasised`: one argument in bold.
 */
import { Fragment, type ReactNode } from 'react';

/** An argument as the catalogue function was given it, and how to draw it. */
export type Marked = readonly [value: string | number, node: ReactNode];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function withValues(text: string, ...marks: Marked[]): ReactNode {
  const found: { at: number; end: number; node: ReactNode }[] = [];
  for (const [value, node] of marks) {
    const written = String(value);
    if (!written) continue;
    // A number is not found inside a longer one ("3" in "30").
    const source =
      typeof value === 'number' ? String.raw`(?<!\d)${escapeRegExp(written)}(?!\d)` : escapeRegExp(written);
    for (const match of text.matchAll(new RegExp(source, 'g'))) {
      const at = match.index;
      const end = at + written.length;
      if (found.every((f) => end <= f.at || at >= f.end)) {
        found.push({ at, end, node });
        break;
      }
    }
  }
  if (!found.length) return text;
  found.sort((a, b) => a.at - b.at);
  const parts: ReactNode[] = [];
  let from = 0;
  for (const [i, f] of found.entries()) {
    if (f.at > from) parts.push(text.slice(from, f.at));
    parts.push(<Fragment key={i}>{f.node}</Fragment>);
    from = f.end;
  }
  if (from < text.length) parts.push(text.slice(from));
  return parts;
}

/** Up to four parts: private-use characters no text contains (translate.ts probes with U+E000–U+E003). */
export const PART = ['\uE100', '\uE101', '\uE102', '\uE103'] as const;

/** `text` (written with `PART[i]` for part i) with each mark replaced by `parts[i]`. */
export function withMarks(text: string, parts: ReactNode[]): ReactNode {
  return text
    .split(/([\uE100-\uE103])/)
    .map((piece, i) => <Fragment key={i}>{i % 2 ? parts[piece.charCodeAt(0) - 0xe100] : piece}</Fragment>);
}

/** `text` with its `part` (an argument as written into it) in bold, wherever its language put it. */
export function Emphasised({ text, part, className }: { text: string; part: string; className?: string }) {
  return <>{withValues(text, [part, <strong className={className}>{part}</strong>])}</>;
}
