import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export interface Crumb {
  label: string;
  /** Absent for the page itself. */
  to?: string;
}

/** Where the page stands in its area: the area, the categories, the page. */
export function KnowledgeBreadcrumb({ crumbs }: { crumbs: readonly Crumb[] }) {
  const { t } = useTranslation('knowledge');
  return (
    <nav aria-label={t('nav.breadcrumb')} className="text-sm text-ink-600">
      <ol className="flex flex-wrap items-center gap-x-1.5 gap-y-1">
        {crumbs.map((crumb, index) => (
          <li key={`${index}-${crumb.label}`} className="flex items-center gap-1.5">
            {index > 0 ? <span aria-hidden="true">›</span> : null}
            {crumb.to ? (
              <Link to={crumb.to} className="underline-offset-2 hover:text-ember-800 hover:underline">
                {crumb.label}
              </Link>
            ) : (
              <span aria-current="page" className="font-semibold text-ink-800">
                {crumb.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
