import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../../../common/i18n/locales.ts';
import { CONTENT_MAX_LENGTH } from '../../../../common/validation/post.ts';
import { EditorSkeleton } from '../../../components/rich-text-editor/editor-skeleton.tsx';
import { Counter } from '../../../components/ui/counter.tsx';
import { FieldMessage, labelClass, RequiredMark } from './field-parts.tsx';
import type { ContentStats } from './post-form.ts';
import type { FormIssues } from './use-form-issues.ts';
import { WRITE_FORM_IDS as ids } from './write-form-ids.ts';

// Tiptap and everything it needs load only here, after the page has hydrated.
const RichTextEditor = lazy(() => import('../../../components/rich-text-editor/rich-text-editor.tsx'));

export type ContentChange = (html: string, stats: ContentStats, first: boolean) => void;

interface ContentFieldProps {
  lang: Locale;
  value: string;
  issues: FormIssues;
  /** Null until the browser has looked for a draft: the editor waits for it (its uploads need it). */
  draftKey: string | null;
  /** Remounts the editor when the form's values are replaced as a whole. */
  version: number;
  onChange: ContentChange;
}

/** The post's content: the rich text editor with images and videos, counted in characters (SPEC §5). */
export function ContentField({
  lang,
  value,
  issues,
  draftKey,
  version,
  length,
  onChange,
  onReady,
  onPendingUploadsChange,
}: ContentFieldProps & { length: number; onReady: () => void; onPendingUploadsChange: (count: number) => void }) {
  const { t } = useTranslation('editor');
  return (
    <div>
      <span
        id={`${ids.content}-label`}
        className={labelClass}
        onClick={() => document.getElementById(ids.content)?.focus()}
      >
        {t('form.content')}
        <RequiredMark />
      </span>
      {draftKey ? (
        <Suspense fallback={<EditorSkeleton variant="main" />}>
          <RichTextEditor
            key={`content-${version}`}
            id={ids.content}
            labelledBy={`${ids.content}-label`}
            fieldLabel={t('form.content')}
            describedBy={issues.describedBy('content', `${ids.content}-counter`)}
            invalid={Boolean(issues.issues.content)}
            initialContent={value}
            placeholder={t('form.contentPlaceholder')}
            draftKey={draftKey}
            lang={lang}
            variant="main"
            onChange={onChange}
            onReady={onReady}
            onPendingUploadsChange={onPendingUploadsChange}
          />
        </Suspense>
      ) : (
        <EditorSkeleton variant="main" />
      )}
      <input type="hidden" name="content" value={value} />
      <div className="mt-1 flex items-start justify-between gap-3">
        <FieldMessage id={`${ids.content}-error`}>{issues.issues.content}</FieldMessage>
        <div className="ml-auto">
          <Counter
            id={`${ids.content}-counter`}
            count={length}
            max={CONTENT_MAX_LENGTH}
            label={t('form.characterCount')}
          />
        </div>
      </div>
    </div>
  );
}

/** The admin-only content (P14): text only, shown to those the API lets write it. */
export function AdminContentField({ lang, value, issues, draftKey, version, onChange }: ContentFieldProps) {
  const { t } = useTranslation('editor');
  return (
    <div>
      <span
        id={`${ids.adminContent}-label`}
        className={labelClass}
        onClick={() => document.getElementById(ids.adminContent)?.focus()}
      >
        {t('form.adminContent')}
      </span>
      <p id={`${ids.adminContent}-hint`} className="mb-2 text-sm text-ink-600">
        {t('form.adminContentHint')}
      </p>
      {draftKey ? (
        <Suspense fallback={<EditorSkeleton variant="admin" />}>
          <RichTextEditor
            key={`admin-${version}`}
            id={ids.adminContent}
            labelledBy={`${ids.adminContent}-label`}
            fieldLabel={t('form.adminContent')}
            describedBy={issues.describedBy('adminContent', `${ids.adminContent}-hint`)}
            invalid={Boolean(issues.issues.adminContent)}
            initialContent={value}
            placeholder={t('form.adminContentPlaceholder')}
            draftKey={draftKey}
            lang={lang}
            variant="admin"
            onChange={onChange}
          />
        </Suspense>
      ) : (
        <EditorSkeleton variant="admin" />
      )}
      <input type="hidden" name="adminContent" value={value} />
      <FieldMessage id={`${ids.adminContent}-error`}>{issues.issues.adminContent}</FieldMessage>
    </div>
  );
}
