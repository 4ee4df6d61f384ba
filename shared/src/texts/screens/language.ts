/** The language switcher's words (docs/product/languages.md#choosing-a-language). */
export const LANGUAGE_SCREEN = {
  label: 'Language',
} as const;
