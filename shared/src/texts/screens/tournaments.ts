/** The labels of the tournaments screens: headings, buttons, fields, hints (docs/product/texts.md). */
export const TOURNAMENTS_SCREEN = {} as const;
