import enCommon from './locales/en/common.json' with { type: 'json' };
import enErrors from './locales/en/errors.json' with { type: 'json' };
import enPages from './locales/en/pages.json' with { type: 'json' };
import jaCommon from './locales/ja/common.json' with { type: 'json' };
import jaErrors from './locales/ja/errors.json' with { type: 'json' };
import jaPages from './locales/ja/pages.json' with { type: 'json' };
import koCommon from './locales/ko/common.json' with { type: 'json' };
import koErrors from './locales/ko/errors.json' with { type: 'json' };
import koPages from './locales/ko/pages.json' with { type: 'json' };
import type { Locale } from './locales.ts';

/**
 * Every translated string of the product, by language and namespace (DECISIONS P2).
 * ko is the reference: a test checks that en and ja have exactly its keys.
 */
export const resources = {
  ko: { common: koCommon, errors: koErrors, pages: koPages },
  en: { common: enCommon, errors: enErrors, pages: enPages },
  ja: { common: jaCommon, errors: jaErrors, pages: jaPages },
} as const satisfies Record<Locale, Record<string, unknown>>;

export const NAMESPACES = ['common', 'errors', 'pages'] as const;
export type Namespace = (typeof NAMESPACES)[number];
