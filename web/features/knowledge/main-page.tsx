import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MainPageData } from './load-main.server.ts';
import { ArticleList } from './article-list.tsx';
import { CategoryCards } from './category-cards.tsx';
import { CommunityPosts } from './community-posts.tsx';
import { EmptyState } from './empty-state.tsx';
import { KeywordChips } from './keyword-chips.tsx';
import { KnowledgeHero } from './knowledge-hero.tsx';
import { knowledgePaths } from './knowledge-paths.ts';
import { SectionCard } from './section-card.tsx';

const seeAllClass = 'text-sm font-semibold text-ember-700 underline-offset-2 hover:text-ember-900 hover:underline';

/**
 * {lang}/documentation and {lang}/solomon (issue 31): the hero with its search, the categories,
 * then the documentation's most helpful guides and top questions, or Solomon's keywords, top
 * answers and the forum posts marked as references.
 */
export function KnowledgeMainPage({ data }: { data: MainPageData }) {
  const { t } = useTranslation('knowledge');
  const { lang, area } = data;
  // Two blocks stand side by side from 1024 px; one alone takes the width.
  const columns = [data.highlights, data.faqs, data.references].filter((rows) => rows.length > 0).length;
  return (
    <div className="page-column flex flex-col gap-8 py-6 desktop:py-10" data-testid={`knowledge-main-${area}`}>
      <KnowledgeHero lang={lang} area={area} />
      {area === 'solomon' && data.keywords.length > 0 ? (
        <section aria-labelledby="knowledge-keywords">
          <h2 id="knowledge-keywords" className="mb-3 text-lg font-bold text-ink-900">
            {t('main.keywords')}
          </h2>
          <KeywordChips lang={lang} keywords={data.keywords.map((row) => row.keyword)} label={t('main.keywords')} />
        </section>
      ) : null}
      <section aria-labelledby="knowledge-categories">
        <h2 id="knowledge-categories" className="mb-3 text-lg font-bold text-ink-900">
          {t('main.categories')}
        </h2>
        {data.categories.length > 0 ? (
          <CategoryCards lang={lang} area={area} categories={data.categories} label={t('main.categories')} />
        ) : (
          <EmptyState title={t('main.noCategories')} />
        )}
      </section>
      <div className={`grid gap-6 ${columns === 2 ? 'lg:grid-cols-2' : ''}`}>
        {data.highlights.length > 0 ? (
          <SectionCard
            id="knowledge-highlights"
            title={area === 'documentation' ? t('main.helpful') : t('main.topAnswers')}
            action={
              area === 'solomon' ? (
                <Link to={knowledgePaths.list(lang)} className={seeAllClass}>
                  {t('main.seeAll')}
                </Link>
              ) : undefined
            }
          >
            <ArticleList lang={lang} articles={data.highlights} testId="knowledge-highlights" />
          </SectionCard>
        ) : null}
        {data.faqs.length > 0 ? (
          <SectionCard
            id="knowledge-faqs"
            title={t('main.topFaqs')}
            action={
              <Link to={knowledgePaths.list(lang)} className={seeAllClass}>
                {t('main.seeAll')}
              </Link>
            }
          >
            <ArticleList lang={lang} articles={data.faqs} testId="knowledge-top-faqs" />
          </SectionCard>
        ) : null}
        {data.references.length > 0 ? (
          <SectionCard id="knowledge-community" title={t('main.community')} lead={t('main.communityLead')}>
            <CommunityPosts lang={lang} posts={data.references} label={t('main.community')} narrow={columns === 2} />
          </SectionCard>
        ) : null}
      </div>
    </div>
  );
}
