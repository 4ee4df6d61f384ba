/** The labels of the pages screens: headings, buttons, fields, hints (docs/product/texts.md). */
export const PAGES_SCREEN = {} as const;
