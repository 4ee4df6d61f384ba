/**
 * A translated sentence with some of its words drawn apart (an amount in bold, a username): each
 * part is looked for in the sentence, in order, so a translation keeps its own word order.
 */
import { Fragment, type ReactNode } from 'react';

/** `text` with each of `parts` drawn by `draw`; a part the text does not hold (in order) stays plain. */
export function withParts(
  text: string,
  parts: readonly string[],
  draw: (part: string, index: number) => ReactNode,
): ReactNode[] {
  const out: ReactNode[] = [];
  let rest = text;
  parts.forEach((part, i) => {
    const at = part ? rest.indexOf(part) : -1;
    if (at < 0) return;
    out.push(rest.slice(0, at), <Fragment key={i}>{draw(part, i)}</Fragment>);
    rest = rest.slice(at + part.length);
  });
  out.push(rest);
  return out;
}
