/**
 * The language an answer's words are written in (docs/product/languages.md#the-api): the one the
 * request asks for with `Accept-Language`, else the logged-in player's choice, else English, so a
 * call that names no language answers exactly as the specifications write it. Only the words
 * change: an error's `code` is the same in every language.
 */
import type { Request } from 'express';
import { DEFAULT_LOCALE, localizeText, negotiateLocale, type Locale } from '@squadhub/shared';

export const answerLocale = (req: Request): Locale =>
  req.headers['accept-language'] ? negotiateLocale(req.acceptsLanguages()) : (req.user?.language ?? DEFAULT_LOCALE);

/** A catalogue text (written in English by the server) in the language of the request's answer. */
export const inAnswerLanguage = (req: Request, text: string): string => localizeText(text, answerLocale(req));
