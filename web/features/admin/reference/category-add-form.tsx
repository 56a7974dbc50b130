import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminCategory } from '../../../../common/contracts/admin/reference.ts';
import { CATEGORY_MAX_DEPTH } from '../../../../common/contracts/reference.ts';
import { Button } from '../../../components/ui/button.tsx';
import { NamesFields } from './names-fields.tsx';
import { useReferenceAction } from './reference-action.ts';

/**
 * Adds a category to the shown grouping: at the top or under a category that is not yet at
 * the deepest level (the API refuses a deeper one anyway and its message is shown).
 * `ordered` is the grouping's categories in tree order, so the parents read as a tree.
 */
export function CategoryAddForm({ lang, ordered }: { lang: string; ordered: AdminCategory[] }) {
  const { t } = useTranslation('adminReference');
  const form = useRef<HTMLFormElement>(null);
  const fetcher = useReferenceAction(() => form.current?.reset());
  const parents = ordered.filter((category) => category.depth < CATEGORY_MAX_DEPTH);
  return (
    <section aria-labelledby="category-add" className="mt-8 rounded-md bg-flour-100 p-3">
      <h2 id="category-add" className="mb-2 text-lg font-bold text-ink-900">
        {t('addCategory.title')}
      </h2>
      <fetcher.Form ref={form} method="post" className="flex flex-wrap items-end gap-2">
        <input type="hidden" name="intent" value="add" />
        <label className="flex min-w-0 flex-col text-xs font-semibold text-ink-800">
          {t('addCategory.parent')}
          <select
            name="parentId"
            defaultValue=""
            className="mt-1 min-h-11 w-60 max-w-full rounded-md border border-flour-400 px-2 text-sm font-normal"
          >
            <option value="">{t('addCategory.top')}</option>
            {parents.map((category) => (
              <option key={category.id} value={category.id}>
                {`${'— '.repeat(category.depth - 1)}${(category.names[lang as keyof AdminCategory['names']] ?? category.names.en) || category.key} (${category.key})`}
              </option>
            ))}
          </select>
        </label>
        <label className="flex min-w-0 flex-col text-xs font-semibold text-ink-800">
          {t('key')}
          <input
            name="key"
            required
            maxLength={64}
            pattern="[A-Za-z0-9_.\-]+"
            aria-describedby="category-key-hint"
            className="mt-1 min-h-11 w-44 max-w-full rounded-md border border-flour-400 px-2 text-sm font-normal"
          />
        </label>
        <NamesFields />
        <Button type="submit" disabled={fetcher.state !== 'idle'}>
          {t('addCategory.submit')}
        </Button>
        <p id="category-key-hint" className="w-full text-xs text-ink-700">
          {t('keyHint')}
        </p>
      </fetcher.Form>
    </section>
  );
}
