import { useTranslation } from 'react-i18next';
import { LinkTabs } from './link-tabs.tsx';
import type { AdminCategory } from '../../../../common/contracts/admin/reference.ts';
import type { PostGroupingType } from '../../../../common/contracts/reference.ts';
import { Button } from '../../../components/ui/button.tsx';
import { useDialogs } from '../../../components/ui/dialogs.tsx';
import { CategoryAddForm } from './category-add-form.tsx';
import { NamesFields } from './names-fields.tsx';
import { useReferenceAction } from './reference-action.ts';

export const GROUPINGS: PostGroupingType[] = ['whatsnew', 'forum', 'casestudy', 'careers'];

/** One category: its names in three languages, its place among its siblings, retirement. */
function CategoryRow({ category, siblings }: { category: AdminCategory; siblings: number[] }) {
  const { t } = useTranslation('adminReference');
  const fetcher = useReferenceAction();
  const dialogs = useDialogs();
  const index = siblings.indexOf(category.id);
  const move = (delta: number) => {
    const ids = [...siblings];
    [ids[index], ids[index + delta]] = [ids[index + delta]!, ids[index]!];
    const form = new FormData();
    form.set('intent', 'move');
    form.set('parentId', category.parentId === null ? '' : String(category.parentId));
    for (const id of ids) form.append('ids', String(id));
    void fetcher.submit(form, { method: 'post' });
  };
  const retire = async () => {
    if (!category.retired && !(await dialogs.confirm({ title: t('retireConfirm'), confirmLabel: t('retire') }))) return;
    const form = new FormData();
    form.set('intent', category.retired ? 'restore' : 'retire');
    form.set('id', String(category.id));
    void fetcher.submit(form, { method: 'post' });
  };
  const label = category.names.en || category.key;
  return (
    <li
      className="rounded-md border border-flour-300 p-3"
      style={{ marginLeft: `${(category.depth - 1) * 1.5}rem` }}
      data-testid={`category-${category.key}`}
    >
      <fetcher.Form method="post" className="flex flex-wrap items-end gap-2">
        <input type="hidden" name="intent" value="rename" />
        <input type="hidden" name="id" value={category.id} />
        <NamesFields names={category.names} />
        <Button type="submit" variant="secondary" disabled={fetcher.state !== 'idle'}>
          {t('save')}
        </Button>
      </fetcher.Form>
      <div className="mt-2 flex flex-wrap items-center gap-2 text-sm">
        <span className="text-ink-700">
          {category.key} · {t('posts', { count: category.postCount })}
          {category.retired ? ` · ${t('retired')}` : ''}
        </span>
        <Button
          variant="ghost"
          size="sm"
          disabled={index <= 0}
          onClick={() => move(-1)}
          aria-label={`${t('up')}: ${label}`}
        >
          {t('up')}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          disabled={index === siblings.length - 1}
          onClick={() => move(1)}
          aria-label={`${t('down')}: ${label}`}
        >
          {t('down')}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => void retire()}
          aria-label={`${category.retired ? t('restore') : t('retire')}: ${label}`}
        >
          {category.retired ? t('restore') : t('retire')}
        </Button>
      </div>
    </li>
  );
}

/** {lang}/admin/reference: a grouping's categories in their tree order, each editable in place. */
export function CategoryRows({
  lang,
  type,
  categories,
}: {
  lang: string;
  type: PostGroupingType;
  categories: AdminCategory[];
}) {
  const { t } = useTranslation('adminReference');
  const childrenOf = (parentId: number | null) => categories.filter((category) => category.parentId === parentId);
  const ordered: AdminCategory[] = [];
  const walk = (parentId: number | null) => {
    for (const category of childrenOf(parentId)) {
      ordered.push(category);
      walk(category.id);
    }
  };
  walk(null);
  return (
    <div>
      <LinkTabs
        label={t('tabs.label')}
        keys={GROUPINGS}
        current={type}
        hrefOf={(grouping) => `/${lang}/admin/reference?type=${grouping}`}
        nameOf={(grouping) => t(`tabs.${grouping}`)}
        tone="ember"
        className="mb-4"
      />
      {ordered.length === 0 ? (
        <p className="text-ink-700">{t('empty')}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {ordered.map((category) => (
            <CategoryRow
              key={category.id}
              category={category}
              siblings={childrenOf(category.parentId).map((sibling) => sibling.id)}
            />
          ))}
        </ul>
      )}
      <CategoryAddForm lang={lang} ordered={ordered} />
    </div>
  );
}
