import '../../../components/rich-text-editor/editor.css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PostGroupingType } from '../../../../common/contracts/reference.ts';
import type { Locale } from '../../../../common/i18n/locales.ts';
import { Button } from '../../../components/ui/button.tsx';
import { buttonStyles } from '../../../components/ui/button-styles.ts';
import { useDialogs } from '../../../components/ui/dialogs.tsx';
import { useToast } from '../../../components/ui/toasts.tsx';
import type { CategoryOption } from './category-path.ts';
import { AdminContentField, type ContentChange, ContentField } from './content-fields.tsx';
import { DraftBanner } from './draft-banner.tsx';
import { draftStorageKey } from './draft-storage.ts';
import { LanguageCategoryFields } from './language-category-fields.tsx';
import type { ContentStats, PostFormValues } from './post-form.ts';
import { GuideField, type GuideOption } from './guide-field.tsx';
import { TagsField } from './tags-field.tsx';
import { SimilarPosts } from './similar-posts.tsx';
import { CompanyField, TitleField } from './text-fields.tsx';
import { useDraft } from './use-draft.ts';
import { useFormIssues } from './use-form-issues.ts';
import { useWriteSubmit } from './use-write-submit.ts';
import { VisibilityField } from './visibility-field.tsx';
import { focusField } from './write-form-ids.ts';

export interface WriteFormProps {
  /** The interface language (messages, uploads). */
  lang: Locale;
  type: PostGroupingType;
  editId: number | null;
  viewer: { id: number };
  /** The admin-only content field shows when the API says the viewer may write it (P14). */
  canWriteAdminContent: boolean;
  categories: CategoryOption[];
  /** The published guides a forum post may link (issue 31); none for the other groupings. */
  guides?: readonly GuideOption[];
  /** The values the form opens with: empty for a new post, the post's own when editing. */
  initial: PostFormValues;
  postPath: (id: number) => string;
  cancelPath: string;
}

/**
 * The form of SPEC §2.2 "Write post" for a new post and for editing one: language, category
 * (three levels), company (careers), title, content, admin-only content, tags and visibility.
 * It checks the rules of SPEC §5 as the server does (useFormIssues), keeps a draft in the
 * browser while the member types (useDraft), and posts to the route's action (useWriteSubmit).
 */
export function WriteForm(props: WriteFormProps) {
  const {
    lang,
    type,
    editId,
    viewer,
    canWriteAdminContent,
    categories,
    guides = [],
    initial,
    postPath,
    cancelPath,
  } = props;
  const { t } = useTranslation('editor');
  const dialogs = useDialogs();
  const toast = useToast();

  const [values, setValues] = useState<PostFormValues>(initial);
  const [content, setContent] = useState<ContentStats>({ length: 0, empty: initial.content === '' });
  // Bumped when the values are replaced as a whole (draft restored or discarded): editors remount.
  const [version, setVersion] = useState(0);
  const [editorReady, setEditorReady] = useState(false);
  const [pendingUploads, setPendingUploads] = useState(0);
  /** The untouched form as the editors write it: what "no draft" means. */
  const [baseline, setBaseline] = useState(initial);
  const issues = useFormIssues(type);

  const send = useWriteSubmit({
    editId,
    postPath,
    onFieldIssues: issues.show,
    onSaved: () => draft.clear(),
    canSend: () => {
      if (!editorReady) return false;
      if (pendingUploads > 0) {
        void dialogs.alert({ title: t('form.waitUploads') });
        return false;
      }
      const first = issues.checkAll(values, content);
      if (first) focusField(first);
      return first === undefined;
    },
  });
  const draft = useDraft({
    storageKey: draftStorageKey({ userId: viewer.id, type, editId }),
    initial,
    values,
    baseline,
    paused: send.succeeded,
    onRestore: (restored) => {
      setValues(restored);
      setVersion((current) => current + 1);
    },
  });

  function change<Field extends keyof PostFormValues>(field: Field, value: PostFormValues[Field]) {
    setValues((current) => ({ ...current, [field]: value }));
    issues.recheck({ ...values, [field]: value }, content);
  }

  /** The editors report every change; their first report is the untouched content as they write it. */
  const onContentChange =
    (field: 'content' | 'adminContent'): ContentChange =>
    (html, stats, first) => {
      if (first) {
        const opened = values[field];
        setBaseline((current) => (current[field] === opened ? { ...current, [field]: html } : current));
      }
      if (field === 'content') setContent(stats);
      if (values[field] === html) return;
      setValues((current) => ({ ...current, [field]: html }));
      if (field === 'content') issues.recheck({ ...values, content: html }, stats);
    };

  async function discardDraft() {
    const confirmed = await dialogs.confirm({
      title: t('draft.discardConfirm'),
      confirmLabel: t('draft.discard'),
      tone: 'danger',
    });
    if (!confirmed) return;
    draft.discard();
    setBaseline(initial);
    setValues(initial);
    issues.clear();
    setEditorReady(false);
    setVersion((current) => current + 1);
    toast.show({ tone: 'info', title: t('draft.discarded') });
  }

  const editorProps = { lang, issues, draftKey: draft.draftKey, version };
  return (
    <div className="page-column py-6 desktop:py-10">
      <div className="mx-auto w-full max-w-[960px] rounded-xl bg-white p-4 shadow-card desktop:p-8">
        <h1 className="mb-6 text-2xl font-bold text-ink-900">
          {editId === null ? t(`page.newTitle.${type}`) : t('page.editTitle')}
        </h1>

        {draft.restoredAt ? (
          <DraftBanner restoredAt={draft.restoredAt} lang={lang} onDiscard={() => void discardDraft()} />
        ) : null}

        <send.Form
          method="post"
          noValidate
          onSubmit={send.submit}
          className="grid grid-cols-1 gap-6"
          aria-busy={send.saving}
        >
          {draft.draftKey ? <input type="hidden" name="draftKey" value={draft.draftKey} /> : null}
          <LanguageCategoryFields
            values={values}
            issues={issues}
            categories={categories}
            version={version}
            onLanguage={(postLang) => change('postLang', postLang)}
            onCategory={(leaf) => change('categoryId', leaf)}
          />
          {type === 'careers' ? (
            <CompanyField value={values.companyName} issues={issues} onChange={(name) => change('companyName', name)} />
          ) : null}
          <TitleField value={values.title} issues={issues} onChange={(title) => change('title', title)} />
          {type === 'forum' ? (
            <SimilarPosts title={values.title} postLang={values.postLang} lang={lang} editId={editId} />
          ) : null}
          <ContentField
            {...editorProps}
            value={values.content}
            length={content.length}
            onChange={onContentChange('content')}
            onReady={() => setEditorReady(true)}
            onPendingUploadsChange={setPendingUploads}
          />
          {canWriteAdminContent ? (
            <AdminContentField
              {...editorProps}
              value={values.adminContent}
              onChange={onContentChange('adminContent')}
            />
          ) : null}
          {type === 'forum' ? (
            <GuideField value={values.guideId} guides={guides} onChange={(guideId) => change('guideId', guideId)} />
          ) : null}
          <TagsField tags={values.tags} issues={issues} onChange={(tags) => change('tags', tags)} />
          <VisibilityField
            value={values.visibility}
            issues={issues}
            onChange={(visibility) => change('visibility', visibility)}
          />

          <div className="flex flex-wrap justify-end gap-3 border-t border-ink-300 pt-6">
            <Link to={cancelPath} className={buttonStyles({ variant: 'secondary' })}>
              {t('form.cancel')}
            </Link>
            <Button type="submit" disabled={send.saving || send.succeeded || !editorReady} aria-busy={send.saving}>
              {send.saving || send.succeeded ? t('form.saving') : editId === null ? t('form.publish') : t('form.save')}
            </Button>
          </div>
        </send.Form>
      </div>
    </div>
  );
}
