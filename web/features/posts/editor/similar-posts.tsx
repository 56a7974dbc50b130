import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useFetcher, useLocation } from 'react-router';
import type { Locale } from '../../../../common/i18n/locales.ts';

/** What the writing route's loader answers to `?similar=` (/api/search/similar). */
export interface SimilarPostsData {
  kind: 'similar';
  rows: { id: number; title: string; replyCount: number }[];
}

export const SIMILAR_QUERY_PARAMETER = 'similar';
export const SIMILAR_LANG_PARAMETER = 'similarLang';
const DEBOUNCE_MS = 400;
/** Fewer characters say too little to look alike. */
const MIN_CHARACTERS = 4;

interface SimilarPostsProps {
  title: string;
  /** The post's language: look-alikes are looked for among posts of that language. */
  postLang: Locale;
  lang: Locale;
  /** The post being edited is not its own look-alike. */
  editId: number | null;
}

/**
 * Issue 30: while a member writes a forum title, up to 5 posts that look alike appear under it,
 * so a question is not asked twice. They open in a new tab: the form stays as it is.
 */
export function SimilarPosts({ title, postLang, lang, editId }: SimilarPostsProps) {
  const { t } = useTranslation('editor');
  const fetcher = useFetcher<SimilarPostsData>();
  const { pathname } = useLocation();
  const text = title.trim();
  const load = fetcher.load;
  useEffect(() => {
    if ([...text].length < MIN_CHARACTERS) return;
    const timer = window.setTimeout(() => {
      const query = new URLSearchParams({ [SIMILAR_QUERY_PARAMETER]: text, [SIMILAR_LANG_PARAMETER]: postLang });
      if (editId !== null) query.set('similarExclude', String(editId));
      void load(`${pathname}?${query}`);
    }, DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text, postLang, editId, pathname, load]);

  const rows = [...text].length >= MIN_CHARACTERS && fetcher.data?.kind === 'similar' ? fetcher.data.rows : [];
  return (
    // Announced politely when look-alikes appear; empty (and silent) otherwise.
    <div aria-live="polite">
      {rows.length > 0 ? (
        <section aria-labelledby="similar-posts-heading" className="rounded-md border border-flour-300 bg-flour-50 p-3">
          <h2 id="similar-posts-heading" className="text-sm font-semibold text-ink-900">
            {t('similar.heading')}
          </h2>
          <ul className="mt-2 grid gap-1">
            {rows.map((row) => (
              <li key={row.id} className="flex items-baseline justify-between gap-3 text-sm">
                <a
                  href={`/${lang}/post/${row.id}`}
                  target="_blank"
                  rel="noopener"
                  className="min-w-0 truncate text-ink-800 underline underline-offset-2 hover:text-ember-700"
                >
                  {row.title}
                  <span className="sr-only"> {t('similar.newTab')}</span>
                </a>
                <span className="shrink-0 text-ink-600">{t('similar.replies', { count: row.replyCount })}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
