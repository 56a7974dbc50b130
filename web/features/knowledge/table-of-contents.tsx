import { useTranslation } from 'react-i18next';
import type { Article } from '../../../common/contracts/knowledge.ts';

type Headings = Article['headings'];

/** One heading needs no contents. */
export const MIN_CONTENTS_HEADINGS = 2;

function HeadingLinks({ headings }: { headings: Headings }) {
  return (
    <ol className="flex flex-col gap-1 text-sm">
      {headings.map((heading) => (
        <li key={heading.id} className={heading.level === 3 ? 'pl-4' : undefined}>
          <a
            href={`#${encodeURIComponent(heading.id)}`}
            className="block rounded-sm py-1 text-ink-700 underline-offset-2 hover:text-ember-800 hover:underline"
          >
            {heading.text}
          </a>
        </li>
      ))}
    </ol>
  );
}

/**
 * The article's table of contents from the server's headings (their ids are in the content).
 * `folded`: phones and tablets get it closed at the top of the article; `side`: from 1024 px it
 * stands beside the article and stays in view. Each is displayed only at its own widths, so a
 * screen reader meets one of them.
 */
export function TableOfContents({
  headings,
  lang,
  variant,
}: {
  headings: Headings;
  lang?: string;
  variant: 'folded' | 'side';
}) {
  const { t } = useTranslation('knowledge');
  if (headings.length < MIN_CONTENTS_HEADINGS) return null;
  if (variant === 'folded') {
    return (
      <details className="rounded-lg border border-flour-300 bg-white lg:hidden" data-testid="toc-folded">
        <summary className="flex min-h-11 cursor-pointer items-center px-4 font-semibold text-ink-900">
          {t('article.tocToggle')}
        </summary>
        <nav aria-label={t('article.toc')} className="border-t border-flour-200 px-4 py-3" lang={lang}>
          <HeadingLinks headings={headings} />
        </nav>
      </details>
    );
  }
  return (
    <nav
      aria-labelledby="knowledge-toc-title"
      className="hidden lg:sticky lg:top-24 lg:block lg:max-h-[calc(100vh-8rem)] lg:overflow-y-auto"
      data-testid="toc-side"
    >
      <h2 id="knowledge-toc-title" className="mb-2 text-xs font-bold tracking-wide text-ink-600 uppercase">
        {t('article.toc')}
      </h2>
      <div lang={lang}>
        <HeadingLinks headings={headings} />
      </div>
    </nav>
  );
}
