import { lazy, type MouseEvent, type ReactNode, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDialogs } from '../ui/dialogs.tsx';
import { memberPaths } from './member-paths.ts';

const loadPopup = () => import('./profile-popup.tsx');
// The popup (radix Dialog, its focus trap and scroll lock, the follow button: about 17 KB gzip)
// loads when a pointer or the focus reaches a member's name, not with every page that shows
// one (docs/performance.md "Reading pages' budget").
const ProfilePopup = lazy(() => loadPopup().then((module) => ({ default: module.ProfilePopup })));

/** SPEC §9: the profile popup opens from 785 px; narrower screens follow the link to the page. */
export const PROFILE_POPUP_MEDIA = '(min-width: 785px)';

export interface MemberLinkProps {
  member: { id: number; nickName: string; deprecated: boolean };
  /** The avatar, pressable too; a second stop for the pointer only (the name is the keyboard's). */
  avatar: ReactNode;
  /** The nickname as shown (a withdrawn member's placeholder, for example). */
  children: ReactNode;
  /** Printed under the name, outside the link: level, temperature, a date … */
  facts?: ReactNode;
  className?: string;
  nameClassName?: string;
}

/**
 * The one way a member's avatar or nickname opens their profile (issue 14 item 2), used by every
 * author card, reply, like list and follower list: avatar, then the name with `facts` under it.
 * Both are links to the profile page, which is all they are without script and under 785 px; at
 * 785 px and wider a press opens the summary popup instead. A withdrawn member has no profile:
 * the press shows the withdrawn notice, which closes by itself after 2 seconds (SPEC §2.2). Both
 * sit above a card's stretched link (relative z-10), so the rest of the card still opens the post.
 */
export function MemberLink({ member, avatar, children, facts, className, nameClassName }: MemberLinkProps) {
  const { t, i18n } = useTranslation('member');
  const dialogs = useDialogs();
  const [open, setOpen] = useState(false);
  const pressable = 'relative z-10 rounded-md';

  const name = member.deprecated ? (
    <button
      type="button"
      className={`${pressable} inline-block max-w-full text-left hover:underline ${nameClassName ?? ''}`}
      onClick={() => void dialogs.alert({ title: t('profile.popup.withdrawnNotice'), autoClose: true })}
      data-testid="member-link"
    >
      {children}
    </button>
  ) : (
    <Link
      to={memberPaths.profile(i18n.language, member.id)}
      onPointerEnter={() => void loadPopup()}
      onFocus={() => void loadPopup()}
      onClick={(event) => openPopup(event, () => setOpen(true))}
      className={`${pressable} inline-block max-w-full hover:underline ${nameClassName ?? ''}`}
      data-testid="member-link"
    >
      {children}
    </Link>
  );

  // The avatar repeats the name's link for the pointer; assistive technology hears the name once.
  const picture = member.deprecated ? (
    <span
      aria-hidden="true"
      className={`${pressable} inline-flex shrink-0 cursor-pointer`}
      onClick={() => void dialogs.alert({ title: t('profile.popup.withdrawnNotice'), autoClose: true })}
    >
      {avatar}
    </span>
  ) : (
    <Link
      to={memberPaths.profile(i18n.language, member.id)}
      onPointerEnter={() => void loadPopup()}
      onClick={(event) => openPopup(event, () => setOpen(true))}
      tabIndex={-1}
      aria-hidden="true"
      className={`${pressable} inline-flex shrink-0`}
    >
      {avatar}
    </Link>
  );

  return (
    <span className={`inline-flex min-w-0 items-center gap-2 ${className ?? ''}`} data-testid="member-chip">
      {picture}
      <span className="flex min-w-0 flex-col items-start leading-tight">
        {name}
        {facts}
      </span>
      {open ? (
        <Suspense fallback={null}>
          <ProfilePopup member={member} lang={i18n.language} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </span>
  );
}

/** A plain press at 785 px or wider opens the popup; a new tab or window keeps the browser's meaning. */
function openPopup(event: MouseEvent<HTMLAnchorElement>, open: () => void) {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  if (!window.matchMedia(PROFILE_POPUP_MEDIA).matches) return;
  event.preventDefault();
  open();
}
