import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { postProseClasses } from '../../components/rich-content/content-styles.ts';
import { SanitizedHtml } from '../../components/rich-content/sanitized-html.tsx';
import { buttonStyles } from '../../components/ui/button-styles.ts';
import { ChevronLeftIcon, ChevronRightIcon } from '../../components/ui/icons.tsx';
import { ArticleList } from './article-list.tsx';
import { CommunityPosts } from './community-posts.tsx';
import { FallbackNotice } from './fallback-notice.tsx';
import { FeedbackBox } from './feedback-box.tsx';
import { formatDay } from '../../lib/format-day.ts';
import { KeywordChips } from './keyword-chips.tsx';
import { KnowledgeBreadcrumb } from './knowledge-breadcrumb.tsx';
import { knowledgePaths } from './knowledge-paths.ts';
import type { ArticlePageData } from './load-article.server.ts';
import type { ReviewResult } from './review-result.ts';
import { SectionCard } from './section-card.tsx';
import { MIN_CONTENTS_HEADINGS, TableOfContents } from './table-of-contents.tsx';
import { loadingClass, useLoadingHere } from './use-loading-here.ts';

/**
 * {lang}/{area}/post/{id} (issue 31): a guide or an answer with its path, date, table of
 * contents, text (the server's sanitized HTML, P15), the neighbours in its category, what links
 * it (a guide: the answers and the forum posts; an answer: its guides and the reference posts),
 * an answer's keywords, and "Was this helpful?".
 */
export function KnowledgeArticlePage({ data, reviewResult }: { data: ArticlePageData; reviewResult?: ReviewResult }) {
  const { t } = useTranslation('knowledge');
  const loading = useLoadingHere();
  const { lang, area, article } = data;
  const guide = article.kind === 'guide';
  const textLang = article.fallback ? article.lang : undefined;
  // A short answer has no contents: its text then keeps a reading width instead of a side column.
  const sideContents = article.headings.length >= MIN_CONTENTS_HEADINGS;
  const crumbs = [
    { label: t(`area.${area}.title`), to: knowledgePaths.main(lang, area) },
    { label: article.parentCategory.name, to: knowledgePaths.category(lang, area, article.parentCategory.id) },
    { label: article.category.name, to: knowledgePaths.category(lang, area, article.category.id) },
  ];
  const neighbour = (direction: 'previous' | 'next') => {
    const target = article[direction];
    if (!target) return <span />;
    const Icon = direction === 'previous' ? ChevronLeftIcon : ChevronRightIcon;
    return (
      <Link
        to={knowledgePaths.article(lang, article.kind, target.id)}
        rel={direction === 'previous' ? 'prev' : 'next'}
        className={`group flex min-h-16 min-w-0 items-center gap-3 rounded-lg border border-flour-300 bg-white px-4 py-3 shadow-card hover:border-ember-700 ${
          direction === 'next' ? 'flex-row-reverse text-right' : ''
        }`}
        data-testid={`knowledge-${direction}`}
      >
        <Icon className="size-5 shrink-0 text-ember-700" aria-hidden="true" />
        <span className="min-w-0">
          <span className="block text-xs text-ink-600">{t(`article.${direction}`)}</span>
          <span className="block truncate font-semibold text-ink-900 group-hover:text-ember-800">{target.title}</span>
        </span>
      </Link>
    );
  };

  return (
    <div className={`page-column py-6 desktop:py-10 ${loadingClass(loading)}`} aria-busy={loading}>
      <KnowledgeBreadcrumb crumbs={crumbs} />
      <div className={`mt-4 ${sideContents ? 'lg:grid lg:grid-cols-[minmax(0,1fr)_15rem] lg:gap-10' : 'max-w-4xl'}`}>
        <article className="min-w-0" data-testid="knowledge-article" data-kind={article.kind}>
          <header className="flex flex-col gap-3">
            <p className="flex flex-wrap items-center gap-2 text-xs">
              <span className="rounded-full bg-ember-50 px-2.5 py-0.5 font-semibold text-ember-800">
                {t(`area.${area}.kind`)}
              </span>
              {article.status === 'draft' ? (
                <span className="rounded-full bg-crust-100 px-2.5 py-0.5 font-semibold text-crust-700">
                  {t('nav.draft')}
                </span>
              ) : null}
            </p>
            <h1 className="text-2xl font-bold break-words text-ink-900 desktop:text-3xl" lang={textLang}>
              {article.title}
            </h1>
            <div className="flex flex-wrap items-center justify-between gap-3 text-sm text-ink-600">
              <p>
                <time dateTime={article.updatedAt}>{t('article.updated', { date: formatDay(article.updatedAt) })}</time>
              </p>
              {article.can.edit ? (
                <Link
                  to={knowledgePaths.edit(lang, article.id)}
                  className={buttonStyles({ variant: 'secondary', size: 'sm' })}
                >
                  {t('nav.edit')}
                </Link>
              ) : null}
            </div>
            {article.fallback ? <FallbackNotice pageLang={lang} shownLang={article.lang} /> : null}
          </header>
          <div className="mt-5 empty:hidden">
            <TableOfContents headings={article.headings} lang={textLang} variant="folded" />
          </div>
          <div className="mt-6" lang={textLang}>
            <SanitizedHtml html={article.content} className={postProseClasses} />
          </div>
          {!guide && article.keywords.length > 0 ? (
            <div className="mt-6">
              <h2 className="sr-only">{t('article.keywords')}</h2>
              <KeywordChips lang={lang} keywords={article.keywords} label={t('article.keywords')} />
            </div>
          ) : null}
          <div className="mt-8">
            <FeedbackBox
              key={article.id}
              articleId={article.id}
              helpfulCount={article.helpfulCount}
              notHelpfulCount={article.notHelpfulCount}
              myReview={article.myReview}
              documentResult={reviewResult}
            />
          </div>
          {article.previous || article.next ? (
            <nav aria-label={t('article.neighbours')} className="mt-8 grid gap-3 sm:grid-cols-2">
              {neighbour('previous')}
              {neighbour('next')}
            </nav>
          ) : null}
          <div className="mt-8 flex flex-col gap-6">
            {data.linked.length > 0 ? (
              <SectionCard id="knowledge-linked" title={guide ? t('article.linkedFaqs') : t('article.linkedGuides')}>
                <ArticleList
                  lang={lang}
                  articles={data.linked}
                  testId={guide ? 'knowledge-linked-faqs' : 'knowledge-linked-guides'}
                />
              </SectionCard>
            ) : null}
            {data.posts.length > 0 ? (
              <section aria-labelledby="knowledge-posts">
                <h2 id="knowledge-posts" className="mb-3 text-lg font-bold text-ink-900">
                  {guide ? t('article.forumPosts') : t('article.references')}
                </h2>
                <CommunityPosts
                  lang={lang}
                  posts={data.posts}
                  label={guide ? t('article.forumPosts') : t('article.references')}
                />
              </section>
            ) : null}
          </div>
        </article>
        {sideContents ? (
          <div className="hidden lg:block">
            <TableOfContents headings={article.headings} lang={textLang} variant="side" />
          </div>
        ) : null}
      </div>
    </div>
  );
}
