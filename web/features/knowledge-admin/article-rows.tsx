import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDialogs } from '../../components/ui/dialogs.tsx';
import { adminPaths } from './admin-paths.ts';
import { StatusBadge } from './status-badge.tsx';
import { movedIds, type TreeArticle, type TreeSubcategory } from './tree-data.ts';
import { OrderAndDeleteButtons } from './order-and-delete-buttons.tsx';
import { useTreeAction } from './use-tree-action.ts';

function ArticleRow({
  lang,
  category,
  article,
  index,
}: {
  lang: string;
  category: TreeSubcategory;
  article: TreeArticle;
  index: number;
}) {
  const { t } = useTranslation('knowledgeAdmin');
  const dialogs = useDialogs();
  const action = useTreeAction();
  const siblings = category.articles;
  const move = (delta: -1 | 1) => {
    const ids = movedIds(siblings, index, delta);
    if (ids) action.send('article-reorder', { categoryId: category.id, ids });
  };
  const remove = async () => {
    const confirmed = await dialogs.confirm({
      title: t('index.deleteArticleTitle', { title: article.title }),
      body: t('index.deleteArticleBody'),
      confirmLabel: t('index.deleteConfirm'),
      tone: 'danger',
    });
    if (confirmed) action.send('article-delete', { id: article.id });
  };
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 border-t border-flour-200 py-2 first:border-t-0">
      <div className="flex min-w-0 flex-1 basis-64 flex-wrap items-center gap-2">
        <Link
          to={adminPaths.article(lang, article.id)}
          lang={article.fallback ? article.lang : undefined}
          className="min-w-0 font-semibold break-words text-ink-900 underline-offset-2 hover:underline"
        >
          {article.title}
        </Link>
        <StatusBadge status={article.status} />
        <span
          className="text-sm text-ink-600"
          title={t('index.feedbackCountsLabel', { yes: article.helpfulCount, no: article.notHelpfulCount })}
        >
          <span aria-hidden="true">
            {t('index.feedbackCounts', { yes: article.helpfulCount, no: article.notHelpfulCount })}
          </span>
          <span className="sr-only">
            {t('index.feedbackCountsLabel', { yes: article.helpfulCount, no: article.notHelpfulCount })}
          </span>
        </span>
      </div>
      <div className="flex flex-wrap gap-1">
        <OrderAndDeleteButtons
          name={article.title}
          index={index}
          count={siblings.length}
          busy={action.busy}
          onMove={move}
          onDelete={() => void remove()}
        />
      </div>
    </li>
  );
}

/** The articles of a second-depth category, in the category's order, drafts included. */
export function ArticleRows({ lang, category }: { lang: string; category: TreeSubcategory }) {
  const { t } = useTranslation('knowledgeAdmin');
  if (category.articles.length === 0) return <p className="mt-2 text-sm text-ink-600">{t('index.noArticles')}</p>;
  return (
    <ul aria-label={t('index.articlesOf', { name: category.name })} className="mt-2">
      {category.articles.map((article, index) => (
        <ArticleRow key={article.id} lang={lang} category={category} article={article} index={index} />
      ))}
    </ul>
  );
}
