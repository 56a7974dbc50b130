import { Link } from 'react-router';

/**
 * Two or more views of one member list as links (followers / following, posts / replies): each
 * tab is an address of its own, so they work without script; the current one is marked.
 */
export function MemberTabs({
  label,
  tabs,
  className,
}: {
  label: string;
  tabs: { href: string; text: string; current: boolean }[];
  /** Spacing from the page around it (My Zone's lists follow right below). */
  className?: string;
}) {
  return (
    <nav aria-label={label} className={className}>
      <ul className="flex gap-2 border-b border-flour-300">
        {tabs.map((tab) => (
          <li key={tab.href}>
            <Link
              to={tab.href}
              aria-current={tab.current ? 'page' : undefined}
              className="-mb-px inline-flex min-h-11 items-center border-b-2 border-transparent px-4 font-semibold text-ink-700 hover:text-ink-900 current:border-ember-700 current:text-ember-800"
            >
              {tab.text}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
