import type { Locale } from '../../../common/i18n/locales.ts';
import { layoutMail, type MailParts } from './layout.ts';
import { mailDate, mailDateTime } from './mail-dates.ts';
import { en } from './templates/en.ts';
import { ja } from './templates/ja.ts';
import { ko } from './templates/ko.ts';
import type { MailContent, MailTemplate, MailTemplateParams, MailTextContext, MailTexts } from './templates/types.ts';

// Server-only texts (the browser never needs a mail), in every language of DECISIONS P2.
const TEXTS: Record<Locale, MailTexts> = { ko, en, ja };

/** Subject, HTML and text of one mail in the recipient's language. */
export function renderMail<K extends MailTemplate>(
  template: K,
  params: MailTemplateParams[K],
  options: { lang: Locale; site: string },
): MailParts {
  const { lang, site } = options;
  const texts = TEXTS[lang];
  // TypeScript cannot relate a generic K to its entry of the mapped type; each entry is typed in types.ts.
  const write = texts[template] as (params: MailTemplateParams[K], context: MailTextContext) => MailContent;
  const content = write(params, {
    site,
    dateTime: (iso) => mailDateTime(iso, lang),
    date: (iso) => mailDate(iso, lang),
  });
  return layoutMail(content, { lang, site, linkFallback: texts.linkFallback, signature: texts.signature(site) });
}
