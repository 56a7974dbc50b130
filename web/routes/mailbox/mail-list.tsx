import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Locale } from '../../../common/i18n/locales.ts';
import { formatMailDate } from './format-mail-date.ts';
import { mailboxHref } from './mailbox-href.ts';
import { MailStatusBadge } from './mail-status-badge.tsx';

export interface MailSummary {
  id: number;
  to: string;
  template: string;
  lang: Locale;
  subject: string;
  status: string;
  createdAt: string;
}

/** The outbox, newest first; each mail is a link that opens it beside (below on phones) the list. */
export function MailList({
  lang,
  rows,
  selectedId,
  to,
  page,
}: {
  lang: Locale;
  rows: MailSummary[];
  selectedId: number | undefined;
  to: string;
  page: number;
}) {
  const { t } = useTranslation(['pages', 'common']);
  return (
    <ul className="divide-y divide-flour-200 overflow-hidden rounded-lg border border-flour-300 bg-white">
      {rows.map((mail) => {
        const selected = mail.id === selectedId;
        return (
          <li key={mail.id}>
            <Link
              to={`${mailboxHref(lang, { to, page, mail: mail.id })}#mail-view`}
              aria-current={selected ? 'true' : undefined}
              preventScrollReset
              className="block px-4 py-3 hover:bg-flour-100 current:bg-ember-50 current:shadow-[inset_3px_0_0_var(--color-ember-700)]"
            >
              <span className="flex items-start justify-between gap-3">
                <span className="min-w-0 font-semibold break-words text-ink-900">{mail.subject}</span>
                <MailStatusBadge status={mail.status} />
              </span>
              <span className="mt-1 block truncate text-sm text-ink-700">{mail.to}</span>
              <span className="mt-1 flex flex-wrap gap-x-2 text-xs text-ink-600">
                <span>{t(`pages:mailbox.templates.${mail.template}`, { defaultValue: mail.template })}</span>
                <span aria-hidden="true">·</span>
                <span>{t(`common:language.names.${mail.lang}`)}</span>
                <span aria-hidden="true">·</span>
                <time dateTime={mail.createdAt}>{formatMailDate(mail.createdAt)}</time>
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
