import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../../common/i18n/locales.ts';
import { formatMailDate } from './format-mail-date.ts';
import { LinkifiedText } from './linkified-text.tsx';
import { MailStatusBadge } from './mail-status-badge.tsx';

export interface FullMail {
  id: number;
  to: string;
  template: string;
  lang: Locale;
  subject: string;
  status: string;
  createdAt: string;
  html: string;
  text: string;
}

/**
 * Links in the HTML part open in a new tab: inside the frame, the site's own pages would be
 * refused (frame-ancestors 'none'), and the sandbox lets them out only as popups or top-level
 * navigations made by a click.
 */
function withLinksInNewTabs(html: string): string {
  const base = '<base target="_blank">';
  return /<head>/i.test(html) ? html.replace(/<head>/i, `<head>${base}`) : `${base}${html}`;
}

/** One mail in full: who, what and when, the HTML part in a sandboxed frame, and the text part. */
export function MailView({ mail }: { mail: FullMail }) {
  const { t } = useTranslation(['pages', 'common']);
  const facts: [string, ReactNode][] = [
    [t('pages:mailbox.to'), <span className="break-all">{mail.to}</span>],
    [t('pages:mailbox.template'), t(`pages:mailbox.templates.${mail.template}`, { defaultValue: mail.template })],
    [t('pages:mailbox.language'), t(`common:language.names.${mail.lang}`)],
    [t('pages:mailbox.date'), <time dateTime={mail.createdAt}>{formatMailDate(mail.createdAt)}</time>],
    [t('pages:mailbox.status'), <MailStatusBadge status={mail.status} />],
  ];
  return (
    <article aria-labelledby="mail-subject" className="min-w-0 space-y-6">
      <header className="space-y-4">
        <h2 id="mail-subject" className="text-xl font-bold break-words text-ink-900">
          {mail.subject}
        </h2>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
          {facts.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-ink-600">{label}</dt>
              <dd className="min-w-0 text-ink-900">{value}</dd>
            </div>
          ))}
        </dl>
      </header>

      <section aria-labelledby="mail-html" className="space-y-2">
        <h3 id="mail-html" className="text-lg font-semibold">
          {t('pages:mailbox.htmlPart')}
        </h3>
        <p className="text-sm text-ink-600">{t('pages:mailbox.htmlHint')}</p>
        <iframe
          key={mail.id}
          title={t('pages:mailbox.frameTitle', { subject: mail.subject })}
          srcDoc={withLinksInNewTabs(mail.html)}
          sandbox="allow-popups allow-popups-to-escape-sandbox allow-top-navigation-by-user-activation"
          className="h-[34rem] w-full rounded-lg border border-flour-300 bg-white desktop:h-[40rem]"
        />
      </section>

      <section aria-labelledby="mail-text" className="space-y-2">
        <h3 id="mail-text" className="text-lg font-semibold">
          {t('pages:mailbox.textPart')}
        </h3>
        <pre className="rounded-lg border border-flour-300 bg-white p-4 font-sans text-sm leading-relaxed whitespace-pre-wrap break-words text-ink-800">
          <LinkifiedText text={mail.text} />
        </pre>
      </section>
    </article>
  );
}
