import { useTranslation } from 'react-i18next';
import {
  adminCategoryAdd,
  adminCategoryList,
  adminCategoryRename,
  adminCategoryReorder,
  adminCategoryRetire,
  adminCodeSave,
  adminPostGroupingUpdate,
  adminReportReasonUpdate,
  type AdminCategory,
} from '../../../common/contracts/admin/reference.ts';
import {
  CODE_GROUPS,
  type CodeDto,
  type CodeGroup,
  codeGetList,
  type PostGroupingType,
  postGroupingGetList,
  type PostGroupingDto,
  type ReportReasonDto,
  reportGetCode,
} from '../../../common/contracts/reference.ts';
import { CategoryRows, GROUPINGS } from '../../features/admin/reference/category-rows.tsx';
import { CodesSection } from '../../features/admin/reference/codes-section.tsx';
import { GroupingsSection } from '../../features/admin/reference/groupings-section.tsx';
import type { ReferenceActionResult } from '../../features/admin/reference/reference-action.ts';
import { ReportReasonsSection } from '../../features/admin/reference/report-reasons-section.tsx';
import { type ReferenceSection, SECTIONS, SectionTabs } from '../../features/admin/reference/section-tabs.tsx';
import { NotFoundBoundary } from '../../features/errors/not-found-boundary.tsx';
import { notFound, requireAdmin, rethrowAsNotFound } from '../../lib/admin-only.server.ts';
import { ApiError } from '../../lib/api.ts';
import { formText } from '../../lib/form-data.ts';
import { i18nFor } from '../../lib/i18n.ts';
import { pageLocale } from '../../lib/page-locale.ts';
import { pageMeta } from '../../lib/page-meta.ts';
import { parseId } from '../../lib/parse-id.ts';
import { requestServices } from '../../lib/request-context.ts';
import type { Route } from './+types/route';

const typeOf = (request: Request): PostGroupingType => {
  const value = new URL(request.url).searchParams.get('type') ?? '';
  return (GROUPINGS as string[]).includes(value) ? (value as PostGroupingType) : 'forum';
};

const sectionOf = (request: Request): ReferenceSection => {
  const value = new URL(request.url).searchParams.get('section') ?? '';
  return (SECTIONS as readonly string[]).includes(value) ? (value as ReferenceSection) : 'categories';
};

/**
 * {lang}/admin/reference?section=…&type=… (issue 32 item 4): one section at a time — a
 * grouping's categories (retired ones too), the codes, the post groupings, the report reasons.
 */
export async function loader(args: Route.LoaderArgs) {
  const { lang } = await requireAdmin(args);
  const type = typeOf(args.request);
  const section = sectionOf(args.request);
  const api = args.context.get(requestServices).api;
  const page = {
    lang,
    type,
    section,
    categories: [] as AdminCategory[],
    codes: [] as CodeDto[],
    groupings: [] as PostGroupingDto[],
    reasons: [] as ReportReasonDto[],
  };
  try {
    if (section === 'codes') return { ...page, codes: (await api.call(codeGetList, { lang })).rows };
    if (section === 'groupings') return { ...page, groupings: (await api.call(postGroupingGetList, { lang })).rows };
    if (section === 'reasons') return { ...page, reasons: (await api.call(reportGetCode, { lang })).rows };
    return { ...page, categories: (await api.call(adminCategoryList, { lang, type })).rows };
  } catch (error) {
    return rethrowAsNotFound(error);
  }
}

const groupOf = (value: string): CodeGroup =>
  (CODE_GROUPS as readonly string[]).includes(value) ? (value as CodeGroup) : notFound();

/**
 * Categories: rename (three names), move (all siblings' ids), retire or restore, add; codes:
 * rename or add; groupings and report reasons: rename. Each audited by the API.
 */
export async function action(args: Route.ActionArgs): Promise<ReferenceActionResult> {
  const { lang } = await requireAdmin(args);
  const type = typeOf(args.request);
  const form = await args.request.formData();
  const intent = formText(form, 'intent');
  const api = args.context.get(requestServices).api;
  try {
    const names = { ko: formText(form, 'ko'), en: formText(form, 'en'), ja: formText(form, 'ja') };
    const id = () => parseId(formText(form, 'id')) ?? notFound();
    if (intent === 'rename') {
      await api.call(adminCategoryRename, { lang, id: id(), names });
      return { ok: true, intent };
    }
    if (intent === 'add') {
      const parentId = parseId(formText(form, 'parentId')) ?? null;
      await api.call(adminCategoryAdd, { lang, type, parentId, key: formText(form, 'key'), names });
      return { ok: true, intent };
    }
    if (intent === 'renameCode') {
      await api.call(adminCodeSave, { lang, id: id(), names });
      return { ok: true, intent };
    }
    if (intent === 'addCode') {
      const group = groupOf(formText(form, 'group'));
      await api.call(adminCodeSave, { lang, group, key: formText(form, 'key'), names });
      return { ok: true, intent };
    }
    if (intent === 'renameGrouping') {
      await api.call(adminPostGroupingUpdate, { lang, id: id(), names });
      return { ok: true, intent };
    }
    if (intent === 'renameReason') {
      await api.call(adminReportReasonUpdate, { lang, id: id(), names });
      return { ok: true, intent };
    }
    if (intent === 'move') {
      const parentId = parseId(formText(form, 'parentId')) ?? null;
      const ids = form.getAll('ids').map((value) => parseId(value) ?? notFound());
      await api.call(adminCategoryReorder, { lang, type, parentId, ids });
      return { ok: true, intent };
    }
    if (intent === 'retire' || intent === 'restore') {
      await api.call(adminCategoryRetire, { lang, id: id(), retired: intent === 'retire' });
      return { ok: true, intent };
    }
    return notFound();
  } catch (error) {
    if (error instanceof ApiError && error.status < 500 && error.status !== 404) {
      return { ok: false, message: error.fields[0]?.message ?? error.message };
    }
    return rethrowAsNotFound(error);
  }
}

export function meta({ params, matches, loaderData }: Route.MetaArgs) {
  const lang = pageLocale(params);
  const t = i18nFor(lang).getFixedT(lang);
  const title = loaderData ? t('adminReference:title') : t('pages:notFound.title');
  return [...pageMeta(lang, matches, { title }), { name: 'robots', content: 'noindex' }];
}

export function ErrorBoundary() {
  return <NotFoundBoundary />;
}

export default function AdminReferencePage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('adminReference');
  return (
    <div>
      <h1 className="mb-1 text-2xl font-bold text-ink-900">{t('title')}</h1>
      <p className="mb-6 text-ink-700">{t('lead')}</p>
      <SectionTabs lang={loaderData.lang} section={loaderData.section} />
      {loaderData.section === 'codes' ? <CodesSection codes={loaderData.codes} /> : null}
      {loaderData.section === 'groupings' ? <GroupingsSection groupings={loaderData.groupings} /> : null}
      {loaderData.section === 'reasons' ? <ReportReasonsSection reasons={loaderData.reasons} /> : null}
      {loaderData.section === 'categories' ? (
        <CategoryRows lang={loaderData.lang} type={loaderData.type} categories={loaderData.categories} />
      ) : null}
    </div>
  );
}
