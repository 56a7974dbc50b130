import { useTranslation } from 'react-i18next';
import { data, Form, Link } from 'react-router';
import { isLocale } from '../../../common/i18n/locales.ts';
import { buttonStyles } from '../../components/ui/button-styles.ts';
import { parsePage } from '../../components/ui/pagination.ts';
import { NotFoundBoundary } from '../../features/errors/not-found-boundary.tsx';
import { i18nFor } from '../../lib/i18n.ts';
import { pageMeta } from '../../lib/page-meta.ts';
import type { Route } from './+types/route';
import { MailList } from './mail-list.tsx';
import { MailView } from './mail-view.tsx';
import { mailboxHref } from './mailbox-href.ts';
import { loadMailbox } from './mailbox.server.ts';
import { pageLocale } from '../../lib/page-locale.ts';
import { parseId } from '../../lib/parse-id.ts';

/**
 * {lang}/mailbox (DECISIONS P27, ADR 0008): the outbox of a local server without SMTP, so that a
 * person can read the mails and follow their links. `?to=` filters by recipient, `?mail=` opens one.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  if (!isLocale(params.lang)) throw data(null, { status: 404 });
  const search = new URL(request.url).searchParams;
  const to = (search.get('to') ?? '').trim().slice(0, 320);
  const page = parsePage(search.get('page'));
  const mailbox = await loadMailbox(context, {
    lang: params.lang,
    to,
    page,
    mailId: parseId(search.get('mail')),
  });
  return { lang: params.lang, to, page, ...mailbox };
}

export function meta({ params, matches, loaderData }: Route.MetaArgs) {
  const lang = pageLocale(params);
  const t = i18nFor(lang).getFixedT(lang, 'pages');
  // Where the mailbox is off, nothing (not even the title) tells that it exists.
  const page = loaderData
    ? { title: t('mailbox.title'), description: t('mailbox.description') }
    : { title: t('notFound.title') };
  // The mails hold live sign-in links: nothing here is for search engines.
  return [...pageMeta(lang, matches, page), { name: 'robots', content: 'noindex' }];
}

export function ErrorBoundary() {
  return <NotFoundBoundary />;
}

export default function Mailbox({ loaderData }: Route.ComponentProps) {
  const { lang, to, page, pages, total, rows, selected } = loaderData;
  const { t } = useTranslation('pages');
  return (
    <div className="page-column py-8 desktop:py-12">
      <header className="mb-6 max-w-3xl space-y-2">
        <h1 className="text-2xl font-bold text-ink-900 desktop:text-3xl">{t('mailbox.title')}</h1>
        <p className="text-ink-700">{t('mailbox.notice')}</p>
      </header>

      <Form method="get" role="search" className="mb-6 flex max-w-3xl flex-wrap items-end gap-3">
        <div className="flex min-w-0 grow basis-60 flex-col gap-1">
          <label htmlFor="mailbox-to" className="text-sm font-semibold text-ink-800">
            {t('mailbox.filter.label')}
          </label>
          <input
            id="mailbox-to"
            name="to"
            type="search"
            inputMode="email"
            autoComplete="off"
            defaultValue={to}
            key={to}
            maxLength={320}
            className="min-h-11 rounded-md border border-ink-400 bg-white px-3 text-base text-ink-900"
          />
        </div>
        <button type="submit" className={buttonStyles({ variant: 'primary' })}>
          {t('mailbox.filter.submit')}
        </button>
        {to ? (
          <Link to={mailboxHref(lang)} className={buttonStyles({ variant: 'secondary' })}>
            {t('mailbox.filter.clear')}
          </Link>
        ) : null}
      </Form>

      <div className="grid items-start gap-8 desktop:grid-cols-[minmax(18rem,24rem)_minmax(0,1fr)]">
        <section aria-labelledby="mailbox-list" className="min-w-0 space-y-3">
          <div className="flex items-baseline justify-between gap-3">
            <h2 id="mailbox-list" className="text-lg font-semibold">
              {t('mailbox.listTitle')}
            </h2>
            <p className="text-sm text-ink-600">{t('mailbox.total', { count: total })}</p>
          </div>
          {rows.length === 0 ? (
            <p className="rounded-lg border border-dashed border-ink-300 bg-white p-6 text-ink-700">
              {to ? t('mailbox.emptyFiltered', { to }) : t('mailbox.empty')}
            </p>
          ) : (
            <MailList lang={lang} rows={rows} selectedId={selected?.id} to={to} page={page} />
          )}
          {pages > 1 ? (
            <nav aria-label={t('mailbox.pagination')} className="flex items-center justify-between gap-2 text-sm">
              {page > 1 ? (
                <Link to={mailboxHref(lang, { to, page: page - 1 })} className="text-ember-700 underline">
                  {t('mailbox.newer')}
                </Link>
              ) : (
                <span />
              )}
              <span className="text-ink-600">{t('mailbox.page', { page, pages })}</span>
              {page < pages ? (
                <Link to={mailboxHref(lang, { to, page: page + 1 })} className="text-ember-700 underline">
                  {t('mailbox.older')}
                </Link>
              ) : (
                <span />
              )}
            </nav>
          ) : null}
        </section>

        <div id="mail-view" className="min-w-0 scroll-mt-24">
          {selected ? <MailView mail={selected} /> : null}
        </div>
      </div>
    </div>
  );
}
