import { Link } from 'react-router';
import { searchHref } from './search-query.ts';

/** Popular tags as chips, each leading to its tag search (SPEC §2.3, P25). Nothing when there are none. */
export function PopularKeywords({
  lang,
  keywords,
  label,
  onChoose,
}: {
  lang: string;
  keywords: readonly string[];
  label: string;
  /** Runs when a chip is followed (the modal closes itself). */
  onChoose?: () => void;
}) {
  if (keywords.length === 0) return null;
  return (
    <section aria-label={label} className="flex flex-col gap-2">
      <h2 className="text-sm font-semibold text-ink-700">{label}</h2>
      <ul className="flex flex-wrap gap-2" data-testid="popular-keywords">
        {keywords.map((keyword) => (
          <li key={keyword}>
            <Link
              to={searchHref(lang, { text: `#${keyword}`, tag: true })}
              onClick={onChoose}
              className="inline-flex min-h-9 items-center rounded-full border border-ember-200 bg-ember-50 px-3 text-sm font-medium text-ember-800 hover:bg-ember-100 hover:underline"
            >
              #{keyword}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
