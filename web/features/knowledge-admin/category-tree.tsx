import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { KNOWLEDGE_AREAS, type KnowledgeArea } from '../../../common/contracts/knowledge.ts';
import { buttonStyles } from '../../components/ui/button-styles.ts';
import { Button } from '../../components/ui/button.tsx';
import { useDialogs } from '../../components/ui/dialogs.tsx';
import { adminPaths, KIND_OF_AREA } from './admin-paths.ts';
import { ArticleRows } from './article-rows.tsx';
import { CategoryNameForm } from './category-name-form.tsx';
import { type KnowledgeTree, movedIds, type TreeCategory } from './tree-data.ts';
import { OrderAndDeleteButtons } from './order-and-delete-buttons.tsx';
import { useTreeAction } from './use-tree-action.ts';

type Editing = { parentId: number | null; category?: TreeCategory } | null;

/** Documentation and Solomon as two tabs: links, since each is its own page of the tree. */
function AreaTabs({ lang, area }: { lang: string; area: KnowledgeArea }) {
  const { t } = useTranslation('knowledgeAdmin');
  return (
    <nav aria-label={t('index.areaTabs')} className="mb-5">
      <ul className="flex gap-1 border-b border-flour-300">
        {KNOWLEDGE_AREAS.map((each) => (
          <li key={each}>
            <Link
              to={adminPaths.index(lang, each)}
              aria-current={each === area ? 'page' : undefined}
              className={`-mb-px inline-flex min-h-11 items-center border-b-2 px-4 font-semibold ${
                each === area ? 'border-ember-700 text-ember-800' : 'border-transparent text-ink-700 hover:text-ink-900'
              }`}
            >
              {t(`areas.${each}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The names a category has in the other languages, small under its own. */
function OtherNames({ category }: { category: TreeCategory }) {
  return (
    <span className="block text-sm text-ink-600">
      {(['ko', 'en', 'ja'] as const).map((locale, index) => (
        <span key={locale} lang={locale}>
          {index > 0 ? ' · ' : ''}
          {category.names[locale]}
        </span>
      ))}
    </span>
  );
}

/** Rename, up, down, delete for one category among its `siblings`. */
function CategoryActions({
  area,
  category,
  siblings,
  index,
  onRename,
}: {
  area: KnowledgeArea;
  category: TreeCategory;
  siblings: readonly TreeCategory[];
  index: number;
  onRename: () => void;
}) {
  const { t } = useTranslation('knowledgeAdmin');
  const dialogs = useDialogs();
  const action = useTreeAction();
  const move = (delta: -1 | 1) => {
    const ids = movedIds(siblings, index, delta);
    if (ids) action.send('category-reorder', { area, parentId: category.parentId, ids });
  };
  const remove = async () => {
    const confirmed = await dialogs.confirm({
      title: t('index.deleteCategoryTitle', { name: category.name }),
      confirmLabel: t('index.deleteConfirm'),
      tone: 'danger',
    });
    if (confirmed) action.send('category-delete', { id: category.id });
  };
  return (
    <div className="flex flex-wrap gap-1">
      <Button
        variant="ghost"
        size="sm"
        aria-label={t('index.renameCategory', { name: category.name })}
        onClick={onRename}
      >
        {t('index.rename')}
      </Button>
      <OrderAndDeleteButtons
        name={category.name}
        index={index}
        count={siblings.length}
        busy={action.busy}
        onMove={move}
        onDelete={() => void remove()}
      />
    </div>
  );
}

/**
 * The administrators' tree of one area (issue 31): first-depth categories, their second-depth
 * ones, and the articles of each with their state and readers' answers. Every change goes to the
 * page's action; the loader runs again and the tree shows the API's state.
 */
export function CategoryTree({ lang, tree }: { lang: string; tree: KnowledgeTree }) {
  const { t } = useTranslation('knowledgeAdmin');
  const { area, categories } = tree;
  const kind = KIND_OF_AREA[area];
  const [editing, setEditing] = useState<Editing>(null);
  const done = useCallback(() => setEditing(null), []);

  const form = (parentId: number | null, title: string, category?: TreeCategory) =>
    editing && editing.parentId === parentId && editing.category?.id === category?.id ? (
      <CategoryNameForm
        key={`${parentId ?? 'top'}-${category?.id ?? 'new'}`}
        area={area}
        parentId={parentId}
        category={category}
        title={title}
        onDone={done}
      />
    ) : null;

  return (
    <div>
      <AreaTabs lang={lang} area={area} />
      <div className="mb-4 flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" onClick={() => setEditing({ parentId: null })}>
          {t('index.addTopCategory')}
        </Button>
        <Link to={adminPaths.newArticle(lang, kind)} className={buttonStyles({ size: 'sm' })}>
          {t(`index.newArticle.${kind}`)}
        </Link>
      </div>
      {form(null, t('categoryForm.addTitle'))}
      {categories.length === 0 ? <p className="mt-4 text-ink-700">{t('index.empty')}</p> : null}
      <ul className="mt-4 flex flex-col gap-5">
        {categories.map((top, topIndex) => (
          <li key={top.id} className="rounded-lg border border-flour-300 bg-white p-4 shadow-card">
            <div className="flex flex-wrap items-start justify-between gap-2">
              <div className="min-w-0">
                <h2 className="text-lg font-bold text-ink-900">{top.name}</h2>
                <OtherNames category={top} />
              </div>
              <CategoryActions
                area={area}
                category={top}
                siblings={categories}
                index={topIndex}
                onRename={() => setEditing({ parentId: null, category: top })}
              />
            </div>
            {form(null, t('categoryForm.renameTitle', { name: top.name }), top)}
            <ul aria-label={t('index.subcategories', { name: top.name })} className="mt-3 flex flex-col gap-3">
              {top.children.map((sub, subIndex) => (
                <li key={sub.id} className="rounded-md border border-flour-200 bg-flour-50 p-3">
                  <div className="flex flex-wrap items-start justify-between gap-2">
                    <div className="min-w-0">
                      <h3 className="font-semibold text-ink-900">{sub.name}</h3>
                      <OtherNames category={sub} />
                    </div>
                    <CategoryActions
                      area={area}
                      category={sub}
                      siblings={top.children}
                      index={subIndex}
                      onRename={() => setEditing({ parentId: top.id, category: sub })}
                    />
                  </div>
                  {form(top.id, t('categoryForm.renameTitle', { name: sub.name }), sub)}
                  <ArticleRows lang={lang} category={sub} />
                  <Link
                    to={adminPaths.newArticle(lang, kind, { categoryId: sub.id })}
                    className={`${buttonStyles({ variant: 'secondary', size: 'sm' })} mt-2`}
                    aria-label={t(`index.newArticleIn.${kind}`, { name: sub.name })}
                  >
                    {t(`index.newArticle.${kind}`)}
                  </Link>
                </li>
              ))}
            </ul>
            <Button variant="ghost" size="sm" className="mt-2" onClick={() => setEditing({ parentId: top.id })}>
              {t('index.addSubcategory')}
            </Button>
            {form(top.id, t('categoryForm.addSubTitle', { name: top.name }))}
          </li>
        ))}
      </ul>
    </div>
  );
}
