import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, Link } from 'react-router';
import type { Review } from '../../../common/contracts/knowledge.ts';
import { buttonStyles } from '../../components/ui/button-styles.ts';
import { ListPagination } from '../../components/ui/list-pagination.tsx';
import { adminPaths } from './admin-paths.ts';
import { formatDate } from './format-date.ts';

export interface FeedbackFilters {
  helpful: 'yes' | 'no' | '';
  articleId: number | null;
  page: number;
}

export interface FeedbackData {
  filters: FeedbackFilters;
  rows: Review[];
  total: number;
  pageCount: number;
  articles: { id: number; title: string }[];
}

const selectClass = 'mt-1 block min-h-11 w-full rounded-md border border-ink-300 bg-white px-3 text-base';

export function feedbackHref(lang: string, filters: FeedbackFilters): string {
  const query = new URLSearchParams();
  if (filters.helpful) query.set('helpful', filters.helpful);
  if (filters.articleId !== null) query.set('article', String(filters.articleId));
  if (filters.page > 1) query.set('page', String(filters.page));
  const search = query.toString();
  return search ? `${adminPaths.feedback(lang)}?${search}` : adminPaths.feedback(lang);
}

/**
 * The readers' answers to "Was this helpful?" (P24: administrators read them), newest first,
 * filtered by yes or no and by article. Their texts are the readers' words: shown as text.
 */
export function FeedbackList({ lang, data }: { lang: string; data: FeedbackData }) {
  const { t } = useTranslation('knowledgeAdmin');
  const id = useId();
  const { filters, rows } = data;
  return (
    <div>
      <Form method="get" className="mb-6 flex flex-wrap items-end gap-3 rounded-lg bg-flour-100 p-4">
        <fieldset className="contents">
          <legend className="sr-only">{t('feedback.filters')}</legend>
          <div className="min-w-40">
            <label htmlFor={`${id}-helpful`} className="text-sm font-semibold text-ink-800">
              {t('feedback.helpful')}
            </label>
            <select id={`${id}-helpful`} name="helpful" defaultValue={filters.helpful} className={selectClass}>
              <option value="">{t('feedback.helpfulAll')}</option>
              <option value="yes">{t('feedback.helpfulYes')}</option>
              <option value="no">{t('feedback.helpfulNo')}</option>
            </select>
          </div>
          <div className="min-w-0 flex-1 basis-64">
            <label htmlFor={`${id}-article`} className="text-sm font-semibold text-ink-800">
              {t('feedback.article')}
            </label>
            <select id={`${id}-article`} name="article" defaultValue={filters.articleId ?? ''} className={selectClass}>
              <option value="">{t('feedback.articleAll')}</option>
              {data.articles.map((article) => (
                <option key={article.id} value={article.id}>
                  {article.title}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className={buttonStyles({ variant: 'secondary' })}>
            {t('feedback.apply')}
          </button>
        </fieldset>
      </Form>
      <p role="status" className="mb-3 text-sm text-ink-700">
        {t('feedback.results', { count: data.total })}
      </p>
      {rows.length === 0 ? (
        <p className="text-ink-700">{t('feedback.empty')}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {rows.map((review) => (
            <li key={review.id} className="rounded-lg border border-flour-300 bg-white p-4 shadow-card">
              <div className="flex flex-wrap items-center gap-2">
                <span
                  className={`rounded-full px-2 py-0.5 text-xs font-semibold ${
                    review.helpful ? 'bg-leaf-50 text-leaf-700' : 'bg-berry-50 text-berry-700'
                  }`}
                >
                  {review.helpful ? t('feedback.yes') : t('feedback.no')}
                </span>
                <Link
                  to={adminPaths.article(lang, review.article.id)}
                  className="font-semibold break-words text-ink-900 underline-offset-2 hover:underline"
                >
                  {review.article.title}
                </Link>
              </div>
              <p lang={review.lang} className="mt-2 break-words whitespace-pre-line text-ink-900">
                {review.text ?? <span className="text-ink-600">{t('feedback.noText')}</span>}
              </p>
              <p className="mt-2 text-sm text-ink-600">
                {review.member?.nickName ?? t('feedback.visitor')} · {t(`languages.${review.lang}`)} ·{' '}
                <time dateTime={review.createdAt}>{formatDate(review.createdAt)}</time>
              </p>
            </li>
          ))}
        </ul>
      )}
      <ListPagination
        page={filters.page}
        pageCount={data.pageCount}
        hrefFor={(page) => feedbackHref(lang, { ...filters, page })}
      />
    </div>
  );
}
