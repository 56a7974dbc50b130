import { Dialog } from 'radix-ui';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useFetcher } from 'react-router';
import type { MemberSummary } from '../../../common/contracts/members.ts';
import { IconButton } from '../ui/icon-button.tsx';
import { CloseIcon } from '../ui/icons.tsx';
import { LoadingIndicator } from '../ui/loading-indicator.tsx';
import { useFocusReturn } from '../ui/use-focus-return.ts';
import { FollowButton } from './follow-button.tsx';
import { MemberAvatar } from './member-avatar.tsx';
import { memberPaths } from './member-paths.ts';

/**
 * The profile summary popup (issue 14 item 2, SPEC §2.2): the member's card, bio, board counts
 * and the follow button, read from the summary resource route. radix traps the focus and closes
 * on Escape; the focus goes back to the avatar or name that opened it.
 */
export function ProfilePopup({
  member,
  lang,
  onClose,
}: {
  member: { id: number; nickName: string };
  lang: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('member');
  const returnFocus = useFocusReturn();
  const fetcher = useFetcher<{ summary: MemberSummary | null }>();
  const load = fetcher.load;
  useEffect(() => void load(memberPaths.summary(lang, member.id)), [load, lang, member.id]);
  const summary = fetcher.data?.summary;
  const failed = fetcher.data !== undefined && fetcher.data.summary === null;

  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink-900/45" />
        <Dialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={returnFocus}
          className="fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-[400px] -translate-x-1/2 -translate-y-1/2 flex-col gap-4 overflow-y-auto rounded-xl bg-white p-6 shadow-overlay"
          data-testid="profile-popup"
        >
          <div className="flex items-start justify-between gap-2">
            <Dialog.Title className="pt-2 text-lg font-bold text-ink-900">
              {t('profile.popup.title', { name: member.nickName })}
            </Dialog.Title>
            <Dialog.Close asChild>
              <IconButton label={t('common:action.close')} icon={<CloseIcon />} className="-mr-2" />
            </Dialog.Close>
          </div>
          {summary ? (
            <SummaryBody summary={summary} lang={lang} />
          ) : failed ? (
            <p role="alert" className="text-ink-700">
              {t('profile.popup.failed')}
            </p>
          ) : (
            <div className="flex justify-center py-6">
              <LoadingIndicator size={48} />
              <span className="sr-only">{t('profile.popup.loading')}</span>
            </div>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function SummaryBody({ summary, lang }: { summary: MemberSummary; lang: string }) {
  const { t } = useTranslation('member');
  const { user, counts } = summary;
  const counted = [
    { href: memberPaths.activity(lang, user.id, 'post'), label: t('profile.counts.posts'), value: counts.posts },
    { href: memberPaths.activity(lang, user.id, 'reply'), label: t('profile.counts.replies'), value: counts.replies },
    {
      href: memberPaths.follows(lang, user.id, 'follower'),
      label: t('profile.counts.followers'),
      value: counts.followers,
    },
    {
      href: memberPaths.follows(lang, user.id, 'following'),
      label: t('profile.counts.following'),
      value: counts.following,
    },
  ];
  return (
    <>
      <div className="flex items-center gap-4">
        <MemberAvatar member={user} size={64} />
        <div className="flex min-w-0 flex-col gap-1">
          <p className="truncate text-lg font-semibold text-ink-900">{user.nickName}</p>
          <p className="flex flex-wrap gap-x-3 text-sm text-ink-700">
            {user.admin ? (
              <span>{t('profile.admin')}</span>
            ) : (
              <>
                <span>{t('profile.level', { level: user.level })}</span>
                <span>{t('profile.temperature', { temperature: user.temperature })}</span>
              </>
            )}
            {user.badge ? <span>{t(`profile.badge.${user.badge}`)}</span> : null}
          </p>
        </div>
      </div>
      {summary.introduce ? <p className="whitespace-pre-line text-ink-800">{summary.introduce}</p> : null}
      <ul className="grid grid-cols-4 gap-2 text-center" data-testid="popup-counts">
        {counted.map((count) => (
          <li key={count.href}>
            <Link to={count.href} className="flex flex-col rounded-md py-2 hover:bg-flour-100">
              <span className="font-bold text-ink-900">{count.value}</span>
              <span className="text-xs text-ink-700">{count.label}</span>
            </Link>
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Link to={memberPaths.profile(lang, user.id)} className="font-semibold text-ember-800 underline">
          {t('profile.popup.open')}
        </Link>
        <FollowButton
          lang={lang}
          member={user}
          following={summary.isFollowing}
          followId={summary.followId}
          canFollow={summary.can.follow}
          size="sm"
        />
      </div>
    </>
  );
}
