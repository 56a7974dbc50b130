import './editor.css';
import { type FormEvent, lazy, Suspense, useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useFetcher, useNavigate } from 'react-router';
import type { PostGroupingType } from '../../../../common/contracts/reference.ts';
import { LOCALES, type Locale } from '../../../../common/i18n/locales.ts';
import {
  COMPANY_NAME_MAX_LENGTH,
  CONTENT_MAX_LENGTH,
  textLength,
  TITLE_MAX_LENGTH,
} from '../../../../common/validation/post.ts';
import { Button } from '../../../components/ui/button.tsx';
import { buttonStyles } from '../../../components/ui/button-styles.ts';
import { useDialogs } from '../../../components/ui/dialogs.tsx';
import { useToast } from '../../../components/ui/toasts.tsx';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { CategoryPicker } from './category-picker.tsx';
import type { CategoryOption } from './category-path.ts';
import { differsFrom, draftStorageKey, newDraftKey, readDraft, removeDraft, writeDraft } from './draft-storage.ts';
import { EditorSkeleton } from './editor-skeleton.tsx';
import { Counter, FieldMessage, inputClass, labelClass, RequiredMark, selectClass } from './field-parts.tsx';
import {
  type ContentStats,
  POST_FORM_FIELDS,
  type PostFormField,
  type PostFormIssues,
  postFieldIssue,
  type PostFormValues,
} from './post-form.ts';
import { TagInput } from './tag-input.tsx';
import type { WriteActionResult } from './write-result.ts';

// Tiptap and everything it needs load only here, after the page has hydrated.
const RichTextEditor = lazy(() => import('./rich-text-editor.tsx'));

const DRAFT_SAVE_DELAY_MS = 800;
export interface WriteFormProps {
  /** The interface language (messages, uploads). */
  lang: Locale;
  type: PostGroupingType;
  editId: number | null;
  viewer: { id: number };
  /** The admin-only content field shows when the API says the viewer may write it (P14). */
  canWriteAdminContent: boolean;
  categories: CategoryOption[];
  /** The values the form opens with: empty for a new post, the post's own when editing. */
  initial: PostFormValues;
  postPath: (id: number) => string;
  cancelPath: string;
}

const ids: Record<PostFormField, string> = {
  postLang: 'post-lang',
  categoryId: 'post-category',
  companyName: 'post-company',
  title: 'post-title',
  content: 'post-content',
  adminContent: 'post-admin-content',
  tags: 'post-tags',
  visibility: 'post-visibility-public',
};

/**
 * The form of SPEC §2.2 "Write post" for a new post and for editing one: language, category
 * (three levels), company (careers), title, content, admin-only content (administrators),
 * tags and visibility. It checks the rules of SPEC §5 as the server does, keeps a draft in
 * the browser while the member types, and posts to the route's action.
 */
export function WriteForm({
  lang,
  type,
  editId,
  viewer,
  canWriteAdminContent,
  categories,
  initial,
  postPath,
  cancelPath,
}: WriteFormProps) {
  const { t } = useTranslation('editor');
  const dialogs = useDialogs();
  const toast = useToast();
  const navigate = useNavigate();
  const fetcher = useFetcher<WriteActionResult>();
  const saving = fetcher.state !== 'idle';

  const [values, setValues] = useState<PostFormValues>(initial);
  const [errors, setErrors] = useState<PostFormIssues>({});
  const [content, setContent] = useState<ContentStats>({ length: 0, empty: initial.content === '' });
  // Set once the browser has checked for a draft: the editor, the uploads and the autosave wait for it.
  const [draftKey, setDraftKey] = useState<string | null>(null);
  const [restoredAt, setRestoredAt] = useState<string | null>(null);
  // Bumped when the values are replaced as a whole (draft restored or discarded): editors remount.
  const [version, setVersion] = useState(0);
  const [editorReady, setEditorReady] = useState(false);
  const [pendingUploads, setPendingUploads] = useState(0);
  /** The untouched form as the editors write it: what "no draft" means. */
  const [baseline, setBaseline] = useState(initial);
  const succeeded = fetcher.data?.ok === true;
  const storageKey = draftStorageKey({ userId: viewer.id, type, editId });

  // A draft is looked for once, right after hydration: localStorage exists only in the browser.
  const hydrated = useHydrated();
  if (hydrated && draftKey === null) {
    const draft = readDraft(window.localStorage, storageKey);
    if (draft && differsFrom(draft.values, initial)) {
      setValues(draft.values);
      setDraftKey(draft.draftKey);
      setRestoredAt(draft.savedAt);
      setVersion((current) => current + 1);
    } else {
      setDraftKey(newDraftKey());
    }
  }
  const announceRestore = useEffectEvent(() => toast.show({ tone: 'info', title: t('draft.restoredToast') }));
  useEffect(() => {
    if (restoredAt) announceRestore();
  }, [restoredAt]);

  // Autosave, debounced: the whole form, with the draft's upload key.
  useEffect(() => {
    if (draftKey === null || succeeded) return;
    const timer = window.setTimeout(() => {
      if (differsFrom(values, baseline)) {
        writeDraft(window.localStorage, storageKey, { savedAt: new Date().toISOString(), draftKey, values });
      } else {
        removeDraft(window.localStorage, storageKey);
      }
    }, DRAFT_SAVE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [values, baseline, draftKey, storageKey, succeeded]);

  const translate = useCallback((key: string) => t(`errors:${key}`), [t]);

  /** SPEC §5: a shown mistake goes away as soon as its field is fixed. */
  function recheck(next: PostFormValues, stats: ContentStats = content) {
    setErrors((current) => {
      let changed = false;
      const updated = { ...current };
      for (const field of POST_FORM_FIELDS) {
        if (!current[field]) continue;
        const issue = postFieldIssue(field, next, { type, content: stats });
        const message = issue ? translate(issue) : undefined;
        if (!issue) {
          delete updated[field];
          changed = true;
        } else if (message !== current[field] && field !== 'tags') {
          updated[field] = message;
          changed = true;
        }
      }
      return changed ? updated : current;
    });
  }

  function change<Field extends keyof PostFormValues>(field: Field, value: PostFormValues[Field]) {
    setValues((current) => ({ ...current, [field]: value }));
    recheck({ ...values, [field]: value });
  }

  /** The editors report every change; their first report is the untouched content as they write it. */
  const onContentChange =
    (field: 'content' | 'adminContent') => (html: string, stats: ContentStats, first: boolean) => {
      if (first) {
        const opened = values[field];
        setBaseline((current) => (current[field] === opened ? { ...current, [field]: html } : current));
      }
      if (field === 'content') setContent(stats);
      if (values[field] === html) return;
      setValues((current) => ({ ...current, [field]: html }));
      if (field === 'content') recheck({ ...values, content: html }, stats);
    };

  // The action's answer: a refusal's field mistakes show at their fields…
  const [answered, setAnswered] = useState(fetcher.data);
  if (answered !== fetcher.data) {
    setAnswered(fetcher.data);
    if (fetcher.data && !fetcher.data.ok) setErrors(fetcher.data.fields);
  }
  // …and the rest is done once: the saved post opens, or the refusal is said.
  const afterAnswer = useEffectEvent((result: WriteActionResult) => {
    if (result.ok) {
      removeDraft(window.localStorage, storageKey);
      toast.show({ tone: 'success', title: editId === null ? t('toast.published') : t('toast.updated') });
      void navigate(postPath(result.id));
      return;
    }
    const first = POST_FORM_FIELDS.find((field) => result.fields[field]);
    if (first) document.getElementById(ids[first])?.focus();
    // The break popup of SPEC §8, as the reading page shows it for replies.
    else if (result.code === 'POST_REPLY_ABUSING')
      void dialogs.alert({ title: t('post:abuse.title'), body: result.message });
    else void dialogs.alert({ title: result.message });
  });
  // Once the fetcher is idle, never while it still reloads the layout's data after the action:
  // a navigation to the new post started then was lost while React Router looked up the post's
  // route (lazy route discovery), leaving the form on screen under the post's address.
  const handled = useRef<WriteActionResult | undefined>(undefined);
  useEffect(() => {
    if (fetcher.state !== 'idle' || !fetcher.data || handled.current === fetcher.data) return;
    handled.current = fetcher.data;
    afterAnswer(fetcher.data);
  }, [fetcher.data, fetcher.state]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving || succeeded || !editorReady) return;
    if (pendingUploads > 0) {
      void dialogs.alert({ title: t('form.waitUploads') });
      return;
    }
    const found: PostFormIssues = {};
    for (const field of POST_FORM_FIELDS) {
      const issue = postFieldIssue(field, values, { type, content });
      if (issue) found[field] = translate(issue);
    }
    setErrors(found);
    const first = POST_FORM_FIELDS.find((field) => found[field]);
    if (first) {
      document.getElementById(ids[first])?.focus();
      return;
    }
    void fetcher.submit(event.currentTarget, { method: 'post' });
  }

  async function discardDraft() {
    const confirmed = await dialogs.confirm({
      title: t('draft.discardConfirm'),
      confirmLabel: t('draft.discard'),
      tone: 'danger',
    });
    if (!confirmed) return;
    removeDraft(window.localStorage, storageKey);
    setBaseline(initial);
    setValues(initial);
    setErrors({});
    setDraftKey(newDraftKey());
    setRestoredAt(null);
    setEditorReady(false);
    setVersion((current) => current + 1);
    toast.show({ tone: 'info', title: t('draft.discarded') });
  }

  const describe = (field: PostFormField, extra?: string) =>
    [errors[field] ? `${ids[field]}-error` : null, extra].filter(Boolean).join(' ') || undefined;
  const titleLength = textLength(values.title);
  const companyLength = textLength(values.companyName);

  return (
    <div className="page-column py-6 desktop:py-10">
      <div className="mx-auto w-full max-w-[960px] rounded-xl bg-white p-4 shadow-card desktop:p-8">
        <h1 className="mb-6 text-2xl font-bold text-ink-900">
          {editId === null ? t(`page.newTitle.${type}`) : t('page.editTitle')}
        </h1>

        {restoredAt ? (
          <div
            role="status"
            className="mb-6 flex flex-wrap items-center justify-between gap-3 rounded-md border border-crust-300 bg-crust-100 px-4 py-3 text-sm text-ink-900"
          >
            <p>{t('draft.restored', { time: new Date(restoredAt).toLocaleString(lang) })}</p>
            <Button variant="secondary" size="sm" onClick={() => void discardDraft()}>
              {t('draft.discard')}
            </Button>
          </div>
        ) : null}

        <fetcher.Form method="post" noValidate onSubmit={submit} className="grid grid-cols-1 gap-6" aria-busy={saving}>
          {draftKey ? <input type="hidden" name="draftKey" value={draftKey} /> : null}

          <div className="grid gap-6 desktop:grid-cols-[12rem_1fr]">
            <div>
              <label htmlFor={ids.postLang} className={labelClass}>
                {t('form.postLang')}
              </label>
              <select
                id={ids.postLang}
                name="postLang"
                value={values.postLang}
                onChange={(event) => change('postLang', event.target.value as Locale)}
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
                error={errors.categoryId}
                onChange={(leaf) => change('categoryId', leaf)}
              />
              <input type="hidden" name="categoryId" value={values.categoryId ?? ''} />
            </div>
          </div>

          {type === 'careers' ? (
            <div>
              <label htmlFor={ids.companyName} className={labelClass}>
                {t('form.companyName')}
                <RequiredMark />
              </label>
              <input
                id={ids.companyName}
                name="companyName"
                type="text"
                autoComplete="organization"
                maxLength={COMPANY_NAME_MAX_LENGTH}
                value={values.companyName}
                onChange={(event) => change('companyName', event.target.value)}
                aria-invalid={errors.companyName ? true : undefined}
                aria-describedby={describe('companyName', `${ids.companyName}-counter`)}
                aria-required
                className={inputClass}
              />
              <div className="mt-1 flex justify-end">
                <Counter
                  id={`${ids.companyName}-counter`}
                  count={companyLength}
                  max={COMPANY_NAME_MAX_LENGTH}
                  label={t('form.characterCount')}
                />
              </div>
              <FieldMessage id={`${ids.companyName}-error`}>{errors.companyName}</FieldMessage>
            </div>
          ) : null}

          <div>
            <label htmlFor={ids.title} className={labelClass}>
              {t('form.title')}
              <RequiredMark />
            </label>
            <input
              id={ids.title}
              name="title"
              type="text"
              autoComplete="off"
              value={values.title}
              placeholder={t('form.titlePlaceholder')}
              onChange={(event) => change('title', event.target.value)}
              aria-invalid={errors.title ? true : undefined}
              aria-describedby={describe('title', `${ids.title}-counter`)}
              aria-required
              className={`${inputClass} text-lg`}
            />
            <div className="mt-1 flex items-start justify-between gap-3">
              <FieldMessage id={`${ids.title}-error`}>{errors.title}</FieldMessage>
              <div className="ml-auto">
                <Counter
                  id={`${ids.title}-counter`}
                  count={titleLength}
                  max={TITLE_MAX_LENGTH}
                  label={t('form.characterCount')}
                />
              </div>
            </div>
          </div>

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
                  describedBy={describe('content', `${ids.content}-counter`)}
                  invalid={Boolean(errors.content)}
                  initialContent={values.content}
                  placeholder={t('form.contentPlaceholder')}
                  draftKey={draftKey}
                  lang={lang}
                  variant="main"
                  onChange={onContentChange('content')}
                  onReady={() => setEditorReady(true)}
                  onPendingUploadsChange={setPendingUploads}
                />
              </Suspense>
            ) : (
              <EditorSkeleton variant="main" />
            )}
            <input type="hidden" name="content" value={values.content} />
            <div className="mt-1 flex items-start justify-between gap-3">
              <FieldMessage id={`${ids.content}-error`}>{errors.content}</FieldMessage>
              <div className="ml-auto">
                <Counter
                  id={`${ids.content}-counter`}
                  count={content.length}
                  max={CONTENT_MAX_LENGTH}
                  label={t('form.characterCount')}
                />
              </div>
            </div>
          </div>

          {canWriteAdminContent ? (
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
                    describedBy={describe('adminContent', `${ids.adminContent}-hint`)}
                    invalid={Boolean(errors.adminContent)}
                    initialContent={values.adminContent}
                    placeholder={t('form.adminContentPlaceholder')}
                    draftKey={draftKey}
                    lang={lang}
                    variant="admin"
                    onChange={onContentChange('adminContent')}
                  />
                </Suspense>
              ) : (
                <EditorSkeleton variant="admin" />
              )}
              <input type="hidden" name="adminContent" value={values.adminContent} />
              <FieldMessage id={`${ids.adminContent}-error`}>{errors.adminContent}</FieldMessage>
            </div>
          ) : null}

          <TagInput
            id={ids.tags}
            tags={values.tags}
            error={errors.tags}
            onChange={(tags) => change('tags', tags)}
            onIssue={(issue) =>
              setErrors((current) => {
                if (!issue && !current.tags) return current;
                const updated = { ...current };
                if (issue) updated.tags = translate(issue);
                else delete updated.tags;
                return updated;
              })
            }
          />
          {values.tags.map((tag) => (
            <input key={tag} type="hidden" name="tags" value={tag} />
          ))}

          <fieldset aria-describedby={errors.visibility ? 'post-visibility-error' : undefined}>
            <legend className={labelClass}>
              {t('form.visibility')}
              <RequiredMark />
            </legend>
            <div className="flex flex-wrap gap-x-6 gap-y-2">
              {(['public', 'private'] as const).map((visibility) => (
                <label key={visibility} className="inline-flex min-h-11 cursor-pointer items-center gap-2 text-base">
                  <input
                    id={`post-visibility-${visibility}`}
                    type="radio"
                    name="visibility"
                    value={visibility}
                    checked={values.visibility === visibility}
                    onChange={() => change('visibility', visibility)}
                    aria-invalid={errors.visibility ? true : undefined}
                    className="size-5 accent-ember-700"
                  />
                  {t(`form.${visibility}`)}
                </label>
              ))}
            </div>
            <p className="text-sm text-ink-600">{t('form.privateHint')}</p>
            <FieldMessage id="post-visibility-error">{errors.visibility}</FieldMessage>
          </fieldset>

          <div className="flex flex-wrap justify-end gap-3 border-t border-ink-300 pt-6">
            <Link to={cancelPath} className={buttonStyles({ variant: 'secondary' })}>
              {t('form.cancel')}
            </Link>
            <Button type="submit" disabled={saving || succeeded || !editorReady} aria-busy={saving}>
              {saving || succeeded ? t('form.saving') : editId === null ? t('form.publish') : t('form.save')}
            </Button>
          </div>
        </fetcher.Form>
      </div>
    </div>
  );
}
