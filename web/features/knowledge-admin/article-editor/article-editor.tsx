import '../../../components/rich-text-editor/editor.css';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useFetcher, useNavigate } from 'react-router';
import { LOCALES, type Locale } from '../../../../common/i18n/locales.ts';
import { KNOWLEDGE_TITLE_MAX_LENGTH } from '../../../../common/validation/knowledge.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { EditorSkeleton } from '../../../components/rich-text-editor/editor-skeleton.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useDialogs } from '../../../components/ui/dialogs.tsx';
import { useToast } from '../../../components/ui/toasts.tsx';
import { adminPaths, AREA_OF_KIND } from '../admin-paths.ts';
import {
  type ArticleFormValues,
  type ArticleSaveResult,
  type ArticleText,
  type CategoryGroup,
  type LinkOption,
  saveRequestOf,
} from './article-form.ts';
import { KeywordInput } from './keyword-input.tsx';
import { LanguageTabs } from './language-tabs.tsx';
import { LinkPicker } from './link-picker.tsx';

// Tiptap loads only on this page and the posts' writing pages, after hydration (P29).
const RichTextEditor = lazy(() => import('../../../components/rich-text-editor/rich-text-editor.tsx'));

const inputClass =
  'mt-1 block min-h-11 w-full rounded-md border border-ink-300 bg-white px-3 text-base text-ink-900 aria-invalid:border-berry-700';
const labelClass = 'block font-semibold text-ink-800';

/** The uploads of one editing session share a key (P19); the server ties them to the article on save. */
function newDraftKey(): string {
  return `knowledge-${crypto.randomUUID()}`;
}

function FieldError({ id, children }: { id: string; children?: string }) {
  return children ? (
    <p id={id} className="mt-1 text-sm text-berry-700">
      {children}
    </p>
  ) : null;
}

/**
 * The article editor of issue 31: its kind fixed, its category (second depth, grouped by the
 * first), its state, a tab per language with title, rich text (images upload as posts' do) and
 * keywords, and its links to the other kind. Saving sends everything to the page's action; the
 * API's field messages show at their fields and mark their language's tab.
 */
export function ArticleEditor({
  lang,
  initial,
  categories,
  linkOptions,
}: {
  lang: Locale;
  initial: ArticleFormValues;
  categories: readonly CategoryGroup[];
  linkOptions: readonly LinkOption[];
}) {
  const { t } = useTranslation('knowledgeAdmin');
  const id = useId();
  const fetcher = useFetcher<ArticleSaveResult>();
  const navigate = useNavigate();
  const toast = useToast();
  const dialogs = useDialogs();
  const [categoryId, setCategoryId] = useState(initial.categoryId);
  const [status, setStatus] = useState(initial.status);
  const [texts, setTexts] = useState(initial.texts);
  const [links, setLinks] = useState(initial.links);
  const [active, setActive] = useState<Locale>(
    initial.texts[lang] ? lang : (LOCALES.find((each) => initial.texts[each]) ?? lang),
  );
  const [draftKey] = useState(newDraftKey);
  // The editor comes after hydration (posts do the same): the server render shows the skeleton.
  const hydrated = useHydrated();
  const [pendingUploads, setPendingUploads] = useState(0);
  const [version, setVersion] = useState(0);
  const summary = useRef<HTMLDivElement>(null);
  const handled = useRef<ArticleSaveResult | undefined>(undefined);
  const saving = fetcher.state !== 'idle';
  const result = fetcher.data;
  const fields = result && !result.ok ? result.fields : {};
  const kind = initial.kind;
  const area = AREA_OF_KIND[kind];

  // A refusal opens the first language tab with a mistake, unless the open one has one
  // (state adjusted while rendering, as React advises, rather than in an effect).
  const [seenResult, setSeenResult] = useState(result);
  if (result !== seenResult) {
    setSeenResult(result);
    if (result && !result.ok) {
      const tabsWithErrors = LOCALES.filter((each) =>
        Object.keys(result.fields).some((field) => field.startsWith(`texts.${each}.`)),
      );
      if (tabsWithErrors.length > 0 && !tabsWithErrors.includes(active)) setActive(tabsWithErrors[0]!);
    }
  }

  useEffect(() => {
    if (fetcher.state !== 'idle' || !result || handled.current === result) return;
    handled.current = result;
    if (result.ok) {
      toast.show({ tone: 'success', title: t('editor.savedToast') });
      if (initial.id === null) void navigate(adminPaths.article(lang, result.id), { replace: true });
      return;
    }
    summary.current?.focus();
  }, [fetcher.state, result, toast, t, navigate, initial.id, lang]);

  const textFieldError = (locale: Locale, field: string) => fields[`texts.${locale}.${field}`];
  const withErrors = Object.fromEntries(
    LOCALES.map((each) => [each, Object.keys(fields).some((field) => field.startsWith(`texts.${each}.`))]),
  ) as Record<Locale, boolean>;
  const written = Object.fromEntries(LOCALES.map((each) => [each, texts[each] !== null])) as Record<Locale, boolean>;

  function updateText(locale: Locale, change: Partial<ArticleText>) {
    setTexts((current) => {
      const text = current[locale];
      return text ? { ...current, [locale]: { ...text, ...change } } : current;
    });
  }

  async function removeLanguage(locale: Locale) {
    const language = t(`languages.${locale}`);
    const confirmed = await dialogs.confirm({
      title: t('editor.removeLanguageConfirm', { language }),
      confirmLabel: t('editor.remove'),
      tone: 'danger',
    });
    if (confirmed) setTexts((current) => ({ ...current, [locale]: null }));
  }

  function save() {
    const request = saveRequestOf({ kind, categoryId, status, texts, links });
    void fetcher.submit(JSON.stringify(request), { method: 'post', encType: 'application/json' });
  }

  const text = texts[active];
  const language = t(`languages.${active}`);
  const panelId = `${id}-panel-${active}`;

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
      className="flex flex-col gap-6"
    >
      <div
        ref={summary}
        tabIndex={-1}
        role="alert"
        className={result && !result.ok ? 'rounded-md border border-berry-700 bg-berry-50 p-3 text-berry-700' : ''}
      >
        {result && !result.ok ? (
          <>
            <p className="font-semibold">{t('editor.failed')}</p>
            {fields.texts || Object.keys(fields).length === 0 ? <p>{fields.texts ?? result.message}</p> : null}
          </>
        ) : null}
      </div>

      <div className="grid gap-4 desktop:grid-cols-2">
        <div>
          <label htmlFor={`${id}-category`} className={labelClass}>
            {t('editor.category')}
          </label>
          <select
            id={`${id}-category`}
            value={categoryId ?? ''}
            aria-invalid={fields.categoryId ? true : undefined}
            aria-describedby={fields.categoryId ? `${id}-category-error` : undefined}
            className={inputClass}
            onChange={(event) => setCategoryId(event.target.value ? Number(event.target.value) : null)}
          >
            <option value="">{t('editor.categoryPlaceholder')}</option>
            {categories.map((group) => (
              <optgroup key={group.id} label={group.name}>
                {group.children.map((child) => (
                  <option key={child.id} value={child.id}>
                    {child.name}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
          {categories.every((group) => group.children.length === 0) ? (
            <p className="mt-1 text-sm text-ink-600">
              {t('editor.noCategories')}{' '}
              <Link to={adminPaths.index(lang, area)} className="underline">
                {t('editor.back')}
              </Link>
            </p>
          ) : null}
          <FieldError id={`${id}-category-error`}>{fields.categoryId}</FieldError>
        </div>
        <fieldset aria-describedby={fields.status ? `${id}-status-error` : undefined}>
          <legend className={labelClass}>{t('editor.status')}</legend>
          <div className="mt-1 flex gap-4">
            {(['draft', 'published'] as const).map((each) => (
              <label key={each} className="inline-flex min-h-11 items-center gap-2">
                <input
                  type="radio"
                  name={`${id}-status`}
                  value={each}
                  checked={status === each}
                  onChange={() => setStatus(each)}
                  className="size-4 accent-ember-700"
                />
                {t(`status.${each}`)}
              </label>
            ))}
          </div>
          <FieldError id={`${id}-status-error`}>{fields.status}</FieldError>
        </fieldset>
      </div>

      <section aria-labelledby={`${id}-languages`}>
        <h2 id={`${id}-languages`} className="sr-only">
          {t('editor.languages')}
        </h2>
        <LanguageTabs idPrefix={id} active={active} written={written} withErrors={withErrors} onSelect={setActive} />
        <div
          role="tabpanel"
          id={panelId}
          aria-labelledby={`${id}-tab-${active}`}
          className="flex flex-col gap-4 rounded-b-lg border border-t-0 border-flour-300 bg-white p-4"
        >
          {text === null ? (
            <div className="flex flex-wrap items-center gap-3">
              <p className="text-ink-700">{t('editor.noText', { language })}</p>
              <Button
                variant="secondary"
                size="sm"
                onClick={() => {
                  setTexts((current) => ({ ...current, [active]: { title: '', content: '', keywords: [] } }));
                  setVersion((value) => value + 1);
                }}
              >
                {t('editor.addLanguage', { language })}
              </Button>
            </div>
          ) : (
            <>
              <div>
                <label htmlFor={`${id}-title-${active}`} className={labelClass}>
                  {t('editor.title')}
                </label>
                <input
                  id={`${id}-title-${active}`}
                  lang={active}
                  value={text.title}
                  maxLength={KNOWLEDGE_TITLE_MAX_LENGTH * 2}
                  aria-invalid={textFieldError(active, 'title') ? true : undefined}
                  aria-describedby={textFieldError(active, 'title') ? `${id}-title-${active}-error` : undefined}
                  className={inputClass}
                  onChange={(event) => updateText(active, { title: event.target.value })}
                />
                <FieldError id={`${id}-title-${active}-error`}>{textFieldError(active, 'title')}</FieldError>
              </div>
              <div lang={active}>
                <span
                  id={`${id}-content-${active}-label`}
                  className={labelClass}
                  onClick={() => document.getElementById(`${id}-content-${active}`)?.focus()}
                >
                  {t('editor.content')}
                </span>
                {hydrated ? (
                  <Suspense fallback={<EditorSkeleton variant="main" />}>
                    <RichTextEditor
                      key={`${active}-${version}`}
                      id={`${id}-content-${active}`}
                      labelledBy={`${id}-content-${active}-label`}
                      fieldLabel={t('editor.content')}
                      describedBy={textFieldError(active, 'content') ? `${id}-content-${active}-error` : undefined}
                      invalid={Boolean(textFieldError(active, 'content'))}
                      initialContent={text.content}
                      placeholder={t('editor.contentPlaceholder')}
                      draftKey={draftKey}
                      lang={lang}
                      variant="main"
                      onChange={(html, _stats, first) => {
                        // The opening report repeats what the state holds, while the editor mounts.
                        if (!first) updateText(active, { content: html });
                      }}
                      onPendingUploadsChange={setPendingUploads}
                    />
                  </Suspense>
                ) : (
                  <EditorSkeleton variant="main" />
                )}
                <FieldError id={`${id}-content-${active}-error`}>{textFieldError(active, 'content')}</FieldError>
              </div>
              <KeywordInput
                id={`${id}-keywords-${active}`}
                lang={active}
                value={text.keywords}
                error={textFieldError(active, 'keywords')}
                onChange={(keywords) => updateText(active, { keywords })}
              />
              <div>
                <Button
                  variant="ghost"
                  size="sm"
                  className="text-berry-700"
                  onClick={() => void removeLanguage(active)}
                >
                  {t('editor.removeLanguage', { language })}
                </Button>
              </div>
            </>
          )}
        </div>
      </section>

      <LinkPicker kind={kind} options={linkOptions} chosen={links} error={fields.linkIds} onChange={setLinks} />

      <div className="flex flex-wrap items-center gap-3 border-t border-flour-300 pt-4">
        <Button type="submit" disabled={saving || pendingUploads > 0}>
          {saving ? t('editor.saving') : t('editor.save')}
        </Button>
        <Link to={adminPaths.index(lang, area)} className="text-ink-700 underline">
          {t('editor.back')}
        </Link>
      </div>
    </form>
  );
}
