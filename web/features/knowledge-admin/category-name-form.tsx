import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFetcher } from 'react-router';
import { LOCALES } from '../../../common/i18n/locales.ts';
import type { KnowledgeArea } from '../../../common/contracts/knowledge.ts';
import { KNOWLEDGE_CATEGORY_NAME_MAX_LENGTH } from '../../../common/validation/knowledge.ts';
import { Button } from '../../components/ui/button.tsx';
import { useToast } from '../../components/ui/toasts.tsx';
import type { TreeActionResult, TreeCategory } from './tree-data.ts';

const inputClass =
  'mt-1 block min-h-11 w-full rounded-md border border-ink-300 bg-white px-3 text-base text-ink-900 ' +
  'aria-invalid:border-berry-700';

/**
 * Adds a category (under `parentId`, or at the first depth) or renames `category`: its name in
 * each of the three languages (P2), sent to the index page's action. The API's field messages
 * (`names.en` …) show under their fields.
 */
export function CategoryNameForm({
  area,
  parentId,
  category,
  title,
  onDone,
}: {
  area: KnowledgeArea;
  parentId: number | null;
  category?: TreeCategory;
  title: string;
  onDone: () => void;
}) {
  const { t } = useTranslation('knowledgeAdmin');
  const id = useId();
  const fetcher = useFetcher<TreeActionResult>();
  const toast = useToast();
  const first = useRef<HTMLInputElement>(null);
  const result = fetcher.state === 'idle' ? fetcher.data : undefined;
  const fields = result && !result.ok ? result.fields : {};
  // The button that opened the form gets the focus back when it closes (saved or cancelled).
  const [opener] = useState(() =>
    typeof document === 'undefined' ? null : (document.activeElement as HTMLElement | null),
  );
  const close = useCallback(() => {
    onDone();
    if (opener?.isConnected) opener.focus();
  }, [onDone, opener]);

  useEffect(() => {
    first.current?.focus();
  }, []);

  useEffect(() => {
    if (result?.ok) {
      toast.show({ tone: 'success', title: t('index.saved') });
      close();
    }
  }, [result, toast, t, close]);

  return (
    <fetcher.Form
      method="post"
      className="mt-3 rounded-lg border border-flour-300 bg-flour-50 p-4"
      noValidate
      onKeyDown={(event) => {
        if (event.key === 'Escape') close();
      }}
    >
      <input type="hidden" name="intent" value="category-save" />
      <input type="hidden" name="area" value={area} />
      <input type="hidden" name="parentId" value={parentId ?? ''} />
      {category ? <input type="hidden" name="id" value={category.id} /> : null}
      <fieldset>
        <legend className="text-base font-semibold text-ink-900">{title}</legend>
        <p className="text-sm text-ink-600">{t('categoryForm.names')}</p>
        <div className="mt-2 grid gap-3 sm:grid-cols-3">
          {LOCALES.map((locale, index) => {
            const error = fields[`names.${locale}`];
            return (
              <div key={locale}>
                <label htmlFor={`${id}-${locale}`} className="text-sm font-semibold text-ink-800">
                  {t(`languages.${locale}`)}
                </label>
                <input
                  ref={index === 0 ? first : undefined}
                  id={`${id}-${locale}`}
                  name={`names.${locale}`}
                  lang={locale}
                  defaultValue={category?.names[locale] ?? ''}
                  maxLength={KNOWLEDGE_CATEGORY_NAME_MAX_LENGTH * 2}
                  required
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${id}-${locale}-error` : undefined}
                  className={inputClass}
                />
                {error ? (
                  <p id={`${id}-${locale}-error`} className="mt-1 text-sm text-berry-700">
                    {error}
                  </p>
                ) : null}
              </div>
            );
          })}
        </div>
      </fieldset>
      <div role="alert" className="mt-2 text-sm text-berry-700">
        {result && !result.ok && Object.keys(fields).length === 0 ? result.message : null}
      </div>
      <div className="mt-3 flex gap-2">
        <Button type="submit" size="sm" disabled={fetcher.state !== 'idle'}>
          {t('categoryForm.save')}
        </Button>
        <Button variant="secondary" size="sm" onClick={close}>
          {t('categoryForm.cancel')}
        </Button>
      </div>
    </fetcher.Form>
  );
}
