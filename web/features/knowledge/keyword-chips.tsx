import { Link } from 'react-router';
import { knowledgePaths } from './knowledge-paths.ts';

/** Solomon's keywords as chips, each the answer list filtered by it. */
export function KeywordChips({
  lang,
  keywords,
  label,
  current,
}: {
  lang: string;
  keywords: readonly string[];
  label: string;
  /** The keyword the list is filtered by now (marked as the current page). */
  current?: string | null;
}) {
  if (keywords.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-2" aria-label={label}>
      {keywords.map((keyword) => {
        const active = keyword === current;
        return (
          <li key={keyword}>
            <Link
              to={knowledgePaths.list(lang, keyword)}
              aria-current={active ? 'page' : undefined}
              className={`inline-flex min-h-9 items-center rounded-full px-3 text-sm font-medium transition-colors duration-200 ${
                active ? 'bg-ember-700 text-white' : 'bg-ember-50 text-ember-800 hover:bg-ember-100 hover:underline'
              }`}
            >
              #{keyword}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
