/** The labels of the series screens: headings, buttons, fields, hints (docs/product/texts.md). */
export const SERIES_SCREEN = {} as const;
