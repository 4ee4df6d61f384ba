/** The labels of the money screens: headings, buttons, fields, hints (docs/product/texts.md). */
export const MONEY_SCREEN = {} as const;
