import { useTranslation } from 'react-i18next';
import type { KnowledgeArea } from '../../../common/contracts/knowledge.ts';
import { KnowledgeSearchForm } from './knowledge-search-form.tsx';

/** The top of an area's main page: its name, what it is for, and its search box. */
export function KnowledgeHero({ lang, area }: { lang: string; area: KnowledgeArea }) {
  const { t } = useTranslation('knowledge');
  return (
    <section
      aria-labelledby="knowledge-hero-title"
      className="rounded-xl border border-flour-300 bg-gradient-to-br from-ember-50 to-crust-100 px-5 py-8 desktop:px-10 desktop:py-12"
    >
      <h1 id="knowledge-hero-title" className="text-2xl font-bold text-ink-900 desktop:text-4xl">
        {t(`area.${area}.title`)}
      </h1>
      <p className="mt-2 max-w-prose text-ink-700 desktop:text-lg">{t(`area.${area}.lead`)}</p>
      <div className="mt-6 max-w-2xl">
        <KnowledgeSearchForm lang={lang} area={area} large />
      </div>
    </section>
  );
}
