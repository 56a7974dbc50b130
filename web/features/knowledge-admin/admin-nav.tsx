import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { adminPaths } from './admin-paths.ts';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `inline-flex min-h-11 items-center rounded-md px-3 text-sm font-semibold transition-colors ${
    isActive ? 'bg-ember-700 text-white' : 'text-ink-800 hover:bg-flour-200'
  }`;

/**
 * The knowledge administration's own menu (Knowledge · Feedback · Gaps). Issue 32's console at
 * {lang}/admin will hold it as one of its sections.
 */
export function AdminNav({ lang }: { lang: string }) {
  const { t } = useTranslation('knowledgeAdmin');
  return (
    <nav aria-label={t('nav.label')} className="mb-6 border-b border-flour-300 pb-3">
      <ul className="flex flex-wrap gap-2">
        <li>
          <NavLink to={adminPaths.index(lang)} end className={linkClass}>
            {t('nav.knowledge')}
          </NavLink>
        </li>
        <li>
          <NavLink to={adminPaths.feedback(lang)} className={linkClass}>
            {t('nav.feedback')}
          </NavLink>
        </li>
        <li>
          <NavLink to={adminPaths.gaps(lang)} className={linkClass}>
            {t('nav.gaps')}
          </NavLink>
        </li>
      </ul>
    </nav>
  );
}

/** A knowledge administration page: the menu, the heading, its lead and its content. */
export function AdminPage({
  lang,
  title,
  lead,
  actions,
  children,
}: {
  lang: string;
  title: string;
  lead?: string;
  actions?: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    // The console's layout (web/routes/admin-console/layout.tsx) gives the page its column.
    <div>
      <AdminNav lang={lang} />
      <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold text-ink-900">{title}</h1>
          {lead ? <p className="mt-1 text-ink-700">{lead}</p> : null}
        </div>
        {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
      </div>
      {children}
    </div>
  );
}
