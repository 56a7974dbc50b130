import { data, useLoaderData } from 'react-router';
import { isLocale } from '../../../common/i18n/locales.ts';
import { NotFoundBoundary } from '../../features/errors/not-found-boundary.tsx';
import { legalDocument } from '../../features/legal/content.server.ts';
import { LegalDocumentView } from '../../features/legal/legal-document-view.tsx';
import { isLegalDocumentKind, LEGAL_EFFECTIVE_DATE } from '../../features/legal/types.ts';
import { i18nFor } from '../../lib/i18n.ts';
import { pageMeta } from '../../lib/page-meta.ts';
import { requestServices } from '../../lib/request-context.ts';
import type { Route } from './+types/route';
import { pageLocale } from '../../lib/page-locale.ts';

/** {lang}/service/terms, privacy and agreementmarketing (SPEC §2.1, DECISIONS P28). */
export function loader({ params, context }: Route.LoaderArgs) {
  if (!isLocale(params.lang) || !isLegalDocumentKind(params.document)) throw data(null, { status: 404 });
  const { siteConfig } = context.get(requestServices);
  return {
    lang: params.lang,
    kind: params.document,
    document: legalDocument(params.document, params.lang, {
      provider: siteConfig.providerName,
      site: siteConfig.siteName,
      sisterProduct: siteConfig.sisterProductName,
    }),
    effectiveDate: LEGAL_EFFECTIVE_DATE,
  };
}

export function meta({ loaderData, params, matches }: Route.MetaArgs) {
  const lang = pageLocale(params);
  if (!loaderData) return pageMeta(lang, matches, { title: i18nFor(lang).t('pages:notFound.title') });
  return pageMeta(lang, matches, { title: loaderData.document.title, description: loaderData.document.description });
}

export function ErrorBoundary() {
  return <NotFoundBoundary />;
}

export default function LegalPage() {
  const { lang, kind, document, effectiveDate } = useLoaderData<typeof loader>();
  return <LegalDocumentView kind={kind} document={document} effectiveDate={effectiveDate} lang={lang} />;
}
