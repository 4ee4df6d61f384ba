/**
 * A catalogue sentence with parts drawn as elements (a name in bold, an icon), translated as one
 * sentence: the component writes it with a mark in place of each part, `say` translates it whole
 * (a mark reads back as any other argument), and the marks are swapped for the elements wherever
 * the translation put them.
 */
import { Fragment, type ReactNode } from 'react';

/** Up to four parts: private-use characters no text contains (translate.ts probes with U+E000–U+E003). */
export const PART = ['\uE100', '\uE101', '\uE102', '\uE103'] as const;

/** `text` (written with `PART[i]` for part i) with each mark replaced by `parts[i]`. */
export function withParts(text: string, parts: ReactNode[]): ReactNode {
  return text
    .split(/([\uE100-\uE103])/)
    .map((piece, i) => <Fragment key={i}>{i % 2 ? parts[piece.charCodeAt(0) - 0xe100] : piece}</Fragment>);
}
