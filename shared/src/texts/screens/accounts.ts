/** The labels of the accounts screens: headings, buttons, fields, hints (docs/product/texts.md). */
export const ACCOUNTS_SCREEN = {} as const;
