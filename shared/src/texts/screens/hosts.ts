/** The labels of the hosts screens: headings, buttons, fields, hints (docs/product/texts.md). */
export const HOSTS_SCREEN = {} as const;
