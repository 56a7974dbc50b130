import en from './bundles/en.ts';
import ja from './bundles/ja.ts';
import ko from './bundles/ko.ts';
import type { Locale } from './locales.ts';

/**
 * Every translated string of the product, by language and namespace (DECISIONS P2).
 * ko is the reference: a test checks that en and ja have exactly its keys. Server code
 * imports this; browser code must not (it would ship all three languages, web/lib/i18n.ts).
 */
export const resources = { ko, en, ja } as const satisfies Record<Locale, Record<string, unknown>>;

export type LocaleResources = (typeof resources)['ko'];

export const NAMESPACES = [
  'common',
  'errors',
  'pages',
  'auth',
  'sns',
  'member',
  'posts',
  'post',
  'editor',
  'gamification',
  'notifications',
  'notifications-mail',
  'side-panel',
  'search',
  'knowledgeAdmin',
  'knowledge',
  'admin',
  'adminConsole',
  'adminModeration',
  'adminMembers',
  'adminReference',
] as const;
