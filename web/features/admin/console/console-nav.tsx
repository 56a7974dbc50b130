import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { CONSOLE_SECTIONS, consolePath } from './console-sections.ts';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `flex min-h-11 items-center rounded-md px-3 text-sm font-semibold whitespace-nowrap transition-colors ${
    isActive ? 'bg-ember-700 text-white' : 'text-ink-800 hover:bg-flour-200'
  }`;

/**
 * The console's menu (issue 32): a column beside the page from 1024 px, a row that scrolls
 * sideways above it on smaller screens. Links, so every section has its address.
 */
export function ConsoleNav({ lang }: { lang: string }) {
  const { t } = useTranslation('admin');
  return (
    <nav aria-label={t('console.label')} className="-mx-4 overflow-x-auto px-4 desktop:mx-0 desktop:px-0">
      <p className="mb-2 hidden text-xs font-bold tracking-wide text-ink-600 uppercase desktop:block">
        {t('console.title')}
      </p>
      <ul className="flex min-w-max gap-1 desktop:min-w-0 desktop:flex-col">
        {CONSOLE_SECTIONS.map((section) => (
          <li key={section.key}>
            <NavLink to={consolePath(lang, section.key)} end={section.key === 'dashboard'} className={linkClass}>
              {t(`console.sections.${section.key}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
