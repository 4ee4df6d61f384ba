/** The labels of the layout screens: headings, buttons, fields, hints (docs/product/texts.md). */
export const LAYOUT_SCREEN = {} as const;
