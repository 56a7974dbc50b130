import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { iconButtonStyles } from '../../../components/ui/icon-button.tsx';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { holdLiveBadge, updateBadge, useBadgeState } from './badge-store.ts';
import { badgeText } from './badge-text.ts';
import { BellIcon } from './bell-icon.tsx';

const loadPanel = () => import('./bell-panel.tsx');
// The panel (its list, avatars, relative times) loads on the first touch of the bell, never with the page.
const BellPanel = lazy(() => loadPanel().then((module) => ({ default: module.BellPanel })));

const bellClass = `relative aria-expanded:bg-flour-200 ${iconButtonStyles}`;

export interface HeaderBellProps {
  lang: string;
  /** The badge count the language route's loader read (GET /api/user/get_alarm_count). */
  serverCount: number;
  /** The desktop bar opens the panel; the phone's bar (and any page without script) leads to {lang}/alarm. */
  placement: 'desktop' | 'phone';
}

/**
 * The bell of SPEC §2.3 for signed-in members. Its badge is server-rendered; after hydration a
 * live connection (started on idle, one per tab) keeps it current. Without script, and on a
 * phone, it is a link to the notifications page.
 */
export function HeaderBell({ lang, serverCount, placement }: HeaderBellProps) {
  const { t } = useTranslation('notifications');
  const hydrated = useHydrated();
  const live = useBadgeState();
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  // A newer server count (the layout's data loaded again) replaces what the connection heard.
  useEffect(() => updateBadge({ count: serverCount }), [serverCount]);
  useEffect(() => holdLiveBadge(lang), [lang]);

  const text = badgeText(live.count ?? serverCount);
  const label = text ? t('bell.labelNew', { n: text }) : t('bell.label');
  const badge = text ? (
    <span
      aria-hidden="true"
      data-testid="bell-badge"
      className="absolute top-0.5 right-0 min-w-5 rounded-full bg-ember-700 px-1 text-center text-xs leading-5 font-bold text-white ring-2 ring-flour-50"
    >
      {text}
    </span>
  ) : null;

  if (placement === 'phone' || !hydrated) {
    return (
      <Link to={`/${lang}/alarm`} aria-label={label} className={bellClass}>
        <BellIcon />
        {badge}
      </Link>
    );
  }

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  };
  return (
    // Escape from the bell or from anywhere in the panel closes it and returns to the bell.
    <div
      className="relative"
      onKeyDown={(event) => {
        if (!open || event.key !== 'Escape') return;
        event.stopPropagation();
        close(true);
      }}
    >
      <button
        ref={button}
        type="button"
        aria-label={label}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-haspopup="dialog"
        className={bellClass}
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        onClick={() => {
          setUsed(true);
          setOpen((was) => !was);
        }}
      >
        <BellIcon />
        {badge}
      </button>
      {used && open ? (
        <Suspense fallback={null}>
          <BellPanel id={panelId} lang={lang} bell={button} onClose={close} />
        </Suspense>
      ) : null}
    </div>
  );
}
