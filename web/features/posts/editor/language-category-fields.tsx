import { useTranslation } from 'react-i18next';
import { LOCALES, type Locale } from '../../../../common/i18n/locales.ts';
import { CategoryPicker } from './category-picker.tsx';
import type { CategoryOption } from './category-path.ts';
import { labelClass, selectClass } from './field-parts.tsx';
import type { PostFormValues } from './post-form.ts';
import type { FormIssues } from './use-form-issues.ts';
import { WRITE_FORM_IDS as ids } from './write-form-ids.ts';

interface LanguageCategoryFieldsProps {
  values: PostFormValues;
  issues: FormIssues;
  categories: CategoryOption[];
  /** Remounts the category picker when the form's values are replaced as a whole. */
  version: number;
  onLanguage: (postLang: Locale) => void;
  onCategory: (categoryId: number | null) => void;
}

/** The post's language (P2) and its category, three levels deep (SPEC §2.2). */
export function LanguageCategoryFields({
  values,
  issues,
  categories,
  version,
  onLanguage,
  onCategory,
}: LanguageCategoryFieldsProps) {
  const { t } = useTranslation('editor');
  return (
    <div className="grid gap-6 desktop:grid-cols-[12rem_1fr]">
      <div>
        <label htmlFor={ids.postLang} className={labelClass}>
          {t('form.postLang')}
        </label>
        <select
          id={ids.postLang}
          name="postLang"
          value={values.postLang}
          onChange={(event) => onLanguage(event.target.value as Locale)}
          className={selectClass}
        >
          {LOCALES.map((locale) => (
            <option key={locale} value={locale}>
              {t(`common:language.names.${locale}`)}
            </option>
          ))}
        </select>
      </div>
      <div>
        <CategoryPicker
          key={version}
          id={ids.categoryId}
          tree={categories}
          value={values.categoryId}
          error={issues.issues.categoryId}
          onChange={onCategory}
        />
        <input type="hidden" name="categoryId" value={values.categoryId ?? ''} />
      </div>
    </div>
  );
}
