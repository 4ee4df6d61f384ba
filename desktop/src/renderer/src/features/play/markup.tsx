/**
 * A said sentence with markup around some of its arguments ("Opens <strong>18:30</strong>"). The
 * catalogue writes the sentence whole, so a translation may move its arguments; each marked one
 * is found again in the said text and drawn as given. One the text no longer holds as written
 * stays plain text: the sentence is never cut.
 */
import { Fragment, type ReactNode } from 'react';

/** An argument as the catalogue function was given it, and how to draw it. */
export type Marked = readonly [value: string | number, node: ReactNode];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function withMarkup(text: string, ...marks: Marked[]): ReactNode {
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
