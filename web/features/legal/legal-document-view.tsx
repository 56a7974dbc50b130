import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Locale } from '../../../common/i18n/locales.ts';
import { LegalTable } from './legal-table.tsx';
import { LEGAL_DOCUMENT_KINDS, type LegalBlock, type LegalDocument, type LegalDocumentKind } from './types.ts';

function Block({ block }: { block: LegalBlock }) {
  if (typeof block === 'string') return <p>{block}</p>;
  if ('list' in block) {
    return (
      <ul className="list-disc space-y-1.5 ps-6 marker:text-ink-400">
        {block.list.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    );
  }
  return <LegalTable {...block.table} />;
}

/** The effective date in the reader's language; UTC so that server and browser agree. */
function formatDate(isoDate: string, lang: Locale): string {
  return new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${isoDate}T00:00:00Z`));
}

/**
 * One legal page (DECISIONS P28): title, effective date, table of contents linking to the
 * numbered sections, the sections, and links to the other two policies.
 */
export function LegalDocumentView({
  kind,
  document,
  effectiveDate,
  lang,
}: {
  kind: LegalDocumentKind;
  document: LegalDocument;
  effectiveDate: string;
  lang: Locale;
}) {
  const { t } = useTranslation('pages');
  return (
    <article
      className="mx-auto w-full min-w-0 max-w-prose px-5 py-10 text-base text-ink-900 desktop:py-14"
      aria-labelledby="legal-title"
    >
      <header className="mb-8 border-b border-flour-300 pb-6">
        <h1 id="legal-title" className="text-3xl font-bold">
          {document.title}
        </h1>
        <p className="mt-2 text-sm text-ink-600">
          {t('legal.effectiveDate')} <time dateTime={effectiveDate}>{formatDate(effectiveDate, lang)}</time>
        </p>
        <div className="mt-5 space-y-3 text-ink-800">
          {document.intro.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </header>

      <nav aria-labelledby="legal-toc" className="mb-10 rounded-lg bg-flour-100 p-5">
        <h2 id="legal-toc" className="mb-3 text-lg font-semibold">
          {t('legal.toc')}
        </h2>
        <ol className="space-y-1.5">
          {document.sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className="text-ember-700 underline-offset-4 hover:underline">
                {section.heading}
              </a>
            </li>
          ))}
        </ol>
      </nav>

      <div className="space-y-10">
        {document.sections.map((section) => (
          <section
            key={section.id}
            id={section.id}
            aria-labelledby={`${section.id}-heading`}
            className="scroll-mt-24 space-y-3"
          >
            <h2 id={`${section.id}-heading`} className="text-xl font-bold">
              {section.heading}
            </h2>
            {section.blocks.map((block, index) => (
              <Block key={index} block={block} />
            ))}
          </section>
        ))}
      </div>

      <nav aria-labelledby="legal-related" className="mt-14 border-t border-flour-300 pt-6">
        <h2 id="legal-related" className="mb-3 text-lg font-semibold">
          {t('legal.related')}
        </h2>
        <ul className="flex flex-wrap gap-x-6 gap-y-2">
          {LEGAL_DOCUMENT_KINDS.filter((other) => other !== kind).map((other) => (
            <li key={other}>
              <Link
                to={`/${lang}/service/${other}`}
                className="text-ember-700 underline underline-offset-4 hover:text-ember-800"
              >
                {t(`legal.documents.${other}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </article>
  );
}
