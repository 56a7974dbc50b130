import { type FormEvent, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useFetcher, useLocation } from 'react-router';
import { hasAbuseCookie, isAbuseCode } from '../../lib/abuse-cookie.ts';
import { useAbusePopup } from '../../lib/abuse-popup.ts';
import { useRequireSignIn } from '../../lib/require-sign-in.ts';
import { useViewer } from '../../lib/viewer.ts';
import { Button } from '../ui/button.tsx';
import { useToast } from '../ui/toasts.tsx';
import { FOLLOW_FIELDS, FOLLOW_INTENTS, type FollowActionResult } from './follow-result.ts';
import { memberPaths } from './member-paths.ts';

export interface FollowButtonProps {
  lang: string;
  member: { id: number; nickName: string; admin: boolean; deprecated: boolean };
  following: boolean;
  followId: number | null;
  /** The server's `can.follow`: a signed-in member on someone else's active profile. */
  canFollow: boolean;
  size?: 'sm' | 'md';
}

/**
 * Follow / unfollow a member (SPEC §2.2, §7.1). A plain form posted to the member's profile
 * route, so it works without script (the route answers with a redirect back here); with script
 * it posts through a fetcher and confirms with a toast. Visitors see it too and get the
 * login-please confirm (SPEC §6); an action whose P17 cookie is set gets the break popup at once.
 */
export function FollowButton({ lang, member, following, followId, canFollow, size = 'md' }: FollowButtonProps) {
  const { t } = useTranslation('member');
  const viewer = useViewer();
  const location = useLocation();
  const requireSignIn = useRequireSignIn();
  const abusePopup = useAbusePopup();
  const toast = useToast();
  const fetcher = useFetcher<FollowActionResult>();
  // The last answer holds until the page's data (revalidated after the press) says the same.
  const settled = fetcher.data?.ok ? fetcher.data : undefined;
  const state = settled ? { following: settled.active, followId: settled.id } : { following, followId };

  const handled = useRef<FollowActionResult | undefined>(undefined);
  useEffect(() => {
    const result = fetcher.data;
    if (fetcher.state !== 'idle' || !result || handled.current === result) return;
    handled.current = result;
    if (!result.ok) {
      if (isAbuseCode(result.code)) void abusePopup(result.code, result.message);
      else toast.show({ tone: 'error', title: result.message });
      return;
    }
    toast.show({
      tone: 'success',
      title: t(result.active ? 'profile.follow.followed' : 'profile.follow.unfollowed', { name: member.nickName }),
    });
  }, [fetcher.state, fetcher.data, abusePopup, toast, t, member.nickName]);

  // Visitors are offered the button (and then the sign-in) wherever a member could follow, an
  // administrator's profile included; members only where the server allows.
  const visitorMayAsk = !viewer && !member.deprecated;
  if (!canFollow && !visitorMayAsk) return null;

  const intent = state.following ? FOLLOW_INTENTS.unfollow : FOLLOW_INTENTS.follow;
  const busy = fetcher.state !== 'idle';

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    if (!(await requireSignIn())) return;
    if (intent === FOLLOW_INTENTS.follow && hasAbuseCookie(document.cookie, 'USER_FOLLOW_ABUSING')) {
      await abusePopup('USER_FOLLOW_ABUSING');
      return;
    }
    const formData = new FormData(form);
    formData.set(FOLLOW_FIELDS.via, 'fetcher');
    void fetcher.submit(formData, { method: 'post', action: form.getAttribute('action') ?? undefined });
  }

  return (
    <form method="post" action={memberPaths.profile(lang, member.id)} onSubmit={(event) => void submit(event)}>
      <input type="hidden" name={FOLLOW_FIELDS.intent} value={intent} />
      {state.followId === null ? null : <input type="hidden" name={FOLLOW_FIELDS.followId} value={state.followId} />}
      <input type="hidden" name={FOLLOW_FIELDS.returnTo} value={`${location.pathname}${location.search}`} />
      <Button
        type="submit"
        size={size === 'sm' ? 'sm' : undefined}
        variant={state.following ? 'secondary' : undefined}
        disabled={busy}
        aria-label={t(state.following ? 'profile.follow.unfollowLabel' : 'profile.follow.followLabel', {
          name: member.nickName,
        })}
        data-testid="follow-button"
      >
        {t(state.following ? 'profile.follow.unfollow' : 'profile.follow.follow')}
      </Button>
    </form>
  );
}
