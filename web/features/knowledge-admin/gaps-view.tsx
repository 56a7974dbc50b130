import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, Link } from 'react-router';
import type { ArticleCard } from '../../../common/contracts/knowledge.ts';
import { buttonStyles } from '../../components/ui/button-styles.ts';
import { adminPaths } from './admin-paths.ts';
import { formatDate } from './format-date.ts';
import { StatusBadge } from './status-badge.tsx';

export interface UnansweredSearch {
  text: string;
  lang: 'ko' | 'en' | 'ja';
  scope: 'site' | 'documentation' | 'solomon';
  count: number;
  lastAt: string;
}

export interface UnhelpfulArticle {
  article: Pick<ArticleCard, 'id' | 'kind' | 'title' | 'status' | 'lang'>;
  noCount: number;
  yesCount: number;
  texts: { text: string; lang: 'ko' | 'en' | 'ja'; createdAt: string }[];
}

export interface GapsData {
  includeSite: boolean;
  searches: UnansweredSearch[];
  unhelpful: UnhelpfulArticle[];
}

/**
 * "What readers could not find": the searches that found nothing (the knowledge areas', and the
 * site's on request) each with a link that starts an answer titled by it, and the articles with
 * the most "no" answers with what the readers wrote. Every reader's text is shown as text.
 */
export function GapsView({ lang, data }: { lang: string; data: GapsData }) {
  const { t } = useTranslation('knowledgeAdmin');
  const id = useId();
  return (
    <div className="grid gap-8 desktop:grid-cols-2">
      <section aria-labelledby={`${id}-searches`}>
        <h2 id={`${id}-searches`} className="text-lg font-bold text-ink-900">
          {t('gaps.searchesTitle')}
        </h2>
        <Form method="get" className="mt-2 flex flex-wrap items-center gap-3">
          <label className="inline-flex min-h-11 items-center gap-2">
            <input
              type="checkbox"
              name="site"
              value="1"
              defaultChecked={data.includeSite}
              className="size-4 accent-ember-700"
            />
            {t('gaps.includeSite')}
          </label>
          <button type="submit" className={buttonStyles({ variant: 'secondary', size: 'sm' })}>
            {t('gaps.apply')}
          </button>
        </Form>
        {data.searches.length === 0 ? (
          <p className="mt-3 text-ink-700">{t('gaps.searchesEmpty')}</p>
        ) : (
          <ul className="mt-3 flex flex-col gap-2" data-testid="unanswered-searches">
            {data.searches.map((search) => (
              <li
                key={`${search.scope}-${search.lang}-${search.text}`}
                className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-flour-300 bg-white p-3"
              >
                <div className="min-w-0 flex-1 basis-48">
                  <p lang={search.lang} className="font-semibold break-words text-ink-900">
                    {search.text}
                  </p>
                  <p className="text-sm text-ink-600">
                    {t(`gaps.scope.${search.scope}`)} · {t(`languages.${search.lang}`)} ·{' '}
                    {t('gaps.searchCount', { count: search.count })} ·{' '}
                    {t('gaps.lastAt', { date: formatDate(search.lastAt) })}
                  </p>
                </div>
                <Link
                  to={adminPaths.newArticle(lang, search.scope === 'documentation' ? 'guide' : 'faq', {
                    title: search.text,
                  })}
                  aria-label={t('gaps.writeAnswerFor', { text: search.text })}
                  className={buttonStyles({ variant: 'secondary', size: 'sm' })}
                >
                  {t('gaps.writeAnswer')}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby={`${id}-unhelpful`}>
        <h2 id={`${id}-unhelpful`} className="text-lg font-bold text-ink-900">
          {t('gaps.unhelpfulTitle')}
        </h2>
        {data.unhelpful.length === 0 ? (
          <p className="mt-3 text-ink-700">{t('gaps.unhelpfulEmpty')}</p>
        ) : (
          <ul className="mt-3 flex flex-col gap-3">
            {data.unhelpful.map(({ article, noCount, yesCount, texts }) => (
              <li key={article.id} className="rounded-lg border border-flour-300 bg-white p-4 shadow-card">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <div className="flex min-w-0 flex-wrap items-center gap-2">
                    <span className="font-semibold break-words text-ink-900">{article.title}</span>
                    <StatusBadge status={article.status} />
                    <span className="text-sm text-ink-600">{t('gaps.noYes', { no: noCount, yes: yesCount })}</span>
                  </div>
                  <Link
                    to={adminPaths.article(lang, article.id)}
                    aria-label={t('gaps.editArticle', { title: article.title })}
                    className={buttonStyles({ variant: 'secondary', size: 'sm' })}
                  >
                    {t('gaps.edit')}
                  </Link>
                </div>
                {texts.length > 0 ? (
                  <ul className="mt-2 flex flex-col gap-1 border-l-2 border-flour-300 pl-3">
                    {texts.map((text, index) => (
                      <li key={index} lang={text.lang} className="break-words whitespace-pre-line text-ink-800">
                        {text.text}{' '}
                        <time dateTime={text.createdAt} className="text-sm text-ink-600">
                          {formatDate(text.createdAt)}
                        </time>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
