import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type CategoryOption, leafOf, levelsAlong, pathTo } from './category-path.ts';
import { FieldMessage, RequiredMark, selectClass } from './field-parts.tsx';

interface CategoryPickerProps {
  id: string;
  tree: readonly CategoryOption[];
  value: number | null;
  error?: string;
  onChange: (leafId: number | null) => void;
}

/**
 * SPEC §2.2: big, mid and small category. `value` seeds the choice; a form that replaces its
 * values (a restored draft) remounts the picker. The next select appears only when the chosen
 * category has children, and the post's category is the leaf at the end of the choice.
 */
export function CategoryPicker({ id, tree, value, error, onChange }: CategoryPickerProps) {
  const { t } = useTranslation('editor');
  const [path, setPath] = useState<number[]>(() => pathTo(tree, value));
  const levels = levelsAlong(tree, path);
  const errorId = error ? `${id}-error` : undefined;

  function choose(level: number, raw: string) {
    const next = [...path.slice(0, level), ...(raw === '' ? [] : [Number(raw)])];
    setPath(next);
    onChange(leafOf(tree, next));
  }

  return (
    <fieldset aria-describedby={errorId}>
      <legend className="mb-1.5 text-sm font-semibold text-ink-800">
        {t('form.category')}
        <RequiredMark />
      </legend>
      <div className="grid gap-2 desktop:grid-cols-3">
        {levels.map((options, level) => (
          <div key={level}>
            <label htmlFor={level === 0 ? id : `${id}-${level + 1}`} className="sr-only">
              {t(`form.categoryLevel${level + 1}`)}
            </label>
            <select
              id={level === 0 ? id : `${id}-${level + 1}`}
              value={path[level] ?? ''}
              onChange={(event) => choose(level, event.target.value)}
              aria-invalid={error && leafOf(tree, path) === null ? true : undefined}
              className={selectClass}
            >
              <option value="">{t(`form.categoryLevel${level + 1}`)}</option>
              {options.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.name}
                </option>
              ))}
            </select>
          </div>
        ))}
      </div>
      <FieldMessage id={errorId}>{error}</FieldMessage>
    </fieldset>
  );
}
