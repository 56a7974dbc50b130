import { Link } from 'react-router';

/**
 * A row of tabs that are links (each choice has its own address), the current one marked for
 * screen readers. `tone` tells the page's sections (ink) from the groupings inside one (ember).
 */
export function LinkTabs<Key extends string>({
  label,
  keys,
  current,
  hrefOf,
  nameOf,
  tone,
  className,
}: {
  label: string;
  keys: readonly Key[];
  current: Key;
  hrefOf: (key: Key) => string;
  nameOf: (key: Key) => string;
  tone: 'ink' | 'ember';
  className: string;
}) {
  const active = tone === 'ink' ? 'bg-ink-900 text-white' : 'bg-ember-700 text-white';
  return (
    <nav aria-label={label} className={`flex flex-wrap gap-2 ${className}`}>
      {keys.map((key) => (
        <Link
          key={key}
          to={hrefOf(key)}
          aria-current={key === current ? 'page' : undefined}
          className={`inline-flex min-h-11 items-center rounded-md px-3 text-sm font-semibold ${
            key === current ? active : 'text-ink-800 hover:bg-flour-200'
          }`}
        >
          {nameOf(key)}
        </Link>
      ))}
    </nav>
  );
}
