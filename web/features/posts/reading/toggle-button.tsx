import type { ReactNode } from 'react';
import { shownState, settledState, type ToggleState } from './toggle-state.ts';
import { VIA_FETCHER, type PostActionResult, type ToggleIntent } from './post-action-result.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { useFailureFeedback, useMemberGuard, usePostFetcher } from './use-post-fetcher.ts';

/**
 * One fetcher per toggle, shared by key between its button and the counts that repeat it. The
 * post's id is part of the key: another post's answer must never show here.
 */
export function toggleKey(intent: ToggleIntent, postId: number, replyId?: number): string {
  return replyId === undefined ? `post-${postId}-${intent}` : `reply-${replyId}-like`;
}

/** The toggle's state as the page shows it everywhere (optimistic while on its way). */
export function useToggleState(
  intent: ToggleIntent,
  postId: number,
  initial: ToggleState,
  replyId?: number,
): ToggleState {
  const fetcher = usePostFetcher({ key: toggleKey(intent, postId, replyId) });
  const pending = fetcher.formData?.get('intent') === intent ? fetcher.formData.get('value') : undefined;
  return shownState(initial, settledState(fetcher.data, intent, replyId), pending);
}

export interface ToggleButtonProps {
  intent: ToggleIntent;
  postId: number;
  initial: ToggleState;
  replyId?: number;
  label: string;
  /** The label while the toggle is on, when it says something else ("Follow post" → "Following"). */
  activeLabel?: string;
  /** The icon, drawn filled when the toggle is on. */
  icon: (active: boolean) => ReactNode;
  showCount?: boolean;
  /** After the server's answer (a toast for bookmark and follow). */
  onSettled?: (state: ToggleState) => void;
  className?: string;
}

/**
 * Like, bookmark and follow (SPEC §4 toggles). A real form: without script it posts the desired
 * state as a document. With script it goes through a fetcher and shows the new state at once;
 * it sends the state it wants (`value`), never "toggle", so that a quick second click or a
 * retried request cannot flip it twice.
 */
export function ToggleButton({
  intent,
  postId,
  initial,
  replyId,
  label,
  activeLabel,
  icon,
  showCount = true,
  onSettled,
  className,
}: ToggleButtonProps) {
  const guard = useMemberGuard();
  const showFailure = useFailureFeedback();
  const hydrated = useHydrated();
  const fetcher = usePostFetcher({
    key: toggleKey(intent, postId, replyId),
    onResult: (result: PostActionResult) => {
      if (!result.ok) return showFailure(result);
      const settled = settledState(result, intent, replyId);
      if (settled) onSettled?.(settled);
    },
  });
  const pending = fetcher.formData?.get('intent') === intent ? fetcher.formData.get('value') : undefined;
  const shown = shownState(initial, settledState(fetcher.data, intent, replyId), pending);

  return (
    <fetcher.Form
      method="post"
      className="contents"
      onSubmit={(event) => {
        event.preventDefault();
        const form = event.currentTarget;
        void guard(intent).then((go) => {
          if (go) void fetcher.submit(form, { method: 'post' });
        });
      }}
    >
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="value" value={String(!shown.active)} />
      <input type="hidden" name={VIA_FETCHER} value={hydrated ? 'fetcher' : 'document'} />
      {replyId !== undefined ? <input type="hidden" name="replyId" value={replyId} /> : null}
      <button
        type="submit"
        aria-pressed={shown.active}
        className={`inline-flex min-h-9 items-center gap-1.5 rounded-full border px-3 text-sm font-semibold transition-colors duration-200 ${
          shown.active
            ? 'border-ember-700 bg-ember-50 text-ember-800'
            : 'border-ink-300 bg-white text-ink-700 hover:border-ember-700 hover:text-ember-800'
        } ${className ?? ''}`}
      >
        <span aria-hidden="true" className="inline-flex [&>svg]:size-[1.1em]">
          {icon(shown.active)}
        </span>
        <span>{shown.active ? (activeLabel ?? label) : label}</span>
        {showCount ? <span className="tabular-nums">{shown.count.toLocaleString('en-US')}</span> : null}
      </button>
    </fetcher.Form>
  );
}
