import { useTranslation } from 'react-i18next';
import {
  adminCategoryList,
  adminCategoryRename,
  adminCategoryReorder,
  adminCategoryRetire,
} from '../../../common/contracts/admin/reference.ts';
import type { PostGroupingType } from '../../../common/contracts/reference.ts';
import { CategoryRows, GROUPINGS, type ReferenceActionResult } from '../../features/admin/reference/category-rows.tsx';
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

/** {lang}/admin/reference?type=… (issue 32 item 4): a grouping's categories, retired ones too. */
export async function loader(args: Route.LoaderArgs) {
  const { lang } = await requireAdmin(args);
  const type = typeOf(args.request);
  try {
    const list = await args.context.get(requestServices).api.call(adminCategoryList, { lang, type });
    return { lang, type, categories: list.rows };
  } catch (error) {
    return rethrowAsNotFound(error);
  }
}

/** Rename (three names), move (all siblings' ids), retire or restore; each audited by the API. */
export async function action(args: Route.ActionArgs): Promise<ReferenceActionResult> {
  const { lang } = await requireAdmin(args);
  const type = typeOf(args.request);
  const form = await args.request.formData();
  const intent = formText(form, 'intent');
  const api = args.context.get(requestServices).api;
  try {
    if (intent === 'rename') {
      const id = parseId(formText(form, 'id')) ?? notFound();
      const names = { ko: formText(form, 'ko'), en: formText(form, 'en'), ja: formText(form, 'ja') };
      await api.call(adminCategoryRename, { lang, id, names });
      return { ok: true, intent };
    }
    if (intent === 'move') {
      const parentId = parseId(formText(form, 'parentId')) ?? null;
      const ids = form.getAll('ids').map((value) => parseId(value) ?? notFound());
      await api.call(adminCategoryReorder, { lang, type, parentId, ids });
      return { ok: true, intent };
    }
    if (intent === 'retire' || intent === 'restore') {
      const id = parseId(formText(form, 'id')) ?? notFound();
      await api.call(adminCategoryRetire, { lang, id, retired: intent === 'retire' });
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
      <CategoryRows lang={loaderData.lang} type={loaderData.type} categories={loaderData.categories} />
    </div>
  );
}
