import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { KnowledgeArea, KnowledgeCategory } from '../../../common/contracts/knowledge.ts';
import { ArrowRightIcon } from '../../components/ui/icons.tsx';
import { knowledgePaths } from './knowledge-paths.ts';

/** The first-depth categories as cards: name, how many articles, the way in. */
export function CategoryCards({
  lang,
  area,
  categories,
  label,
}: {
  lang: string;
  area: KnowledgeArea;
  categories: readonly KnowledgeCategory[];
  label: string;
}) {
  const { t, i18n } = useTranslation('knowledge');
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-label={label} data-testid="knowledge-categories">
      {categories.map((category) => (
        <li
          key={category.id}
          className="group relative flex min-h-24 flex-col justify-between gap-2 rounded-lg border border-flour-300 bg-white px-5 py-4 shadow-card transition-shadow duration-200 hover:shadow-raised"
        >
          <Link
            to={knowledgePaths.category(lang, area, category.id)}
            className="text-lg font-bold text-ink-900 after:absolute after:inset-0 after:rounded-lg group-hover:text-ember-800"
          >
            {category.name}
          </Link>
          <p className="flex items-center justify-between text-sm text-ink-600">
            <span>{t('main.categoryCount', { n: number.format(category.articleCount) })}</span>
            <ArrowRightIcon className="size-4 text-ember-700" aria-hidden="true" />
          </p>
        </li>
      ))}
    </ul>
  );
}
