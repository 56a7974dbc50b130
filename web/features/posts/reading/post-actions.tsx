import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { PostDetail } from '../../../../common/contracts/posts/posts.ts';
import { buttonStyles } from '../../../components/ui/button-styles.ts';
import { useDialogs } from '../../../components/ui/dialogs.tsx';
import { useToast } from '../../../components/ui/toasts.tsx';
import { postPaths } from '../post-paths.ts';
import { VIA_FETCHER } from './post-action-result.ts';
import { BellIcon, BookmarkIcon, HeartIcon, LinkIcon, PencilIcon, TrashIcon, UsersIcon } from './reading-icons.tsx';
import type { ReportReason, ReportTarget } from './report-dialog.tsx';
import { ReferenceButton } from './reference-button.tsx';
import { ReportButton } from './report-button.tsx';
import { ToggleButton } from './toggle-button.tsx';
import { useFailureFeedback, useMemberGuard, usePostFetcher } from './use-post-fetcher.ts';

// The dialogs load on first use: most readers never open them, and the page's script stays small.
const ReportDialog = lazy(() => import('./report-dialog.tsx').then((module) => ({ default: module.ReportDialog })));
const LikeListDialog = lazy(() =>
  import('./like-list-dialog.tsx').then((module) => ({ default: module.LikeListDialog })),
);

const smallAction = `${buttonStyles({ variant: 'ghost', size: 'sm' })} [&_svg]:size-[1.1em]`;

/** The post's actions (SPEC §2.2): each one only when the API's `can` flag offers it (DESIGN). */
export function PostActions({
  post,
  lang,
  reportReasons,
}: {
  post: PostDetail;
  lang: string;
  reportReasons: ReportReason[];
}) {
  const { t } = useTranslation('post');
  const toast = useToast();
  const dialogs = useDialogs();
  const navigate = useNavigate();
  const guard = useMemberGuard();
  const showFailure = useFailureFeedback();
  const [reporting, setReporting] = useState<ReportTarget | null>(null);
  const [likeListOpen, setLikeListOpen] = useState(false);
  const [reported, setReported] = useState(post.viewer.reported);
  const remover = usePostFetcher({
    onResult: (result) => {
      if (!result.ok) return showFailure(result);
      if (result.intent !== 'delete') return;
      toast.show({ tone: 'success', title: t('actions.deleted') });
      // The post is gone: going back must not land on its not-found page.
      void navigate(result.listPath, { replace: true });
    },
  });

  const copyUrl = async () => {
    const url = new URL(postPaths.post(lang, post.id), window.location.origin).href;
    try {
      await navigator.clipboard.writeText(url);
      toast.show({ tone: 'success', title: t('actions.copied') });
    } catch {
      toast.show({ tone: 'error', title: t('actions.copyFailed'), description: url });
    }
  };

  const remove = async () => {
    const confirmed = await dialogs.confirm({
      title: t('actions.deleteConfirm'),
      body: t('actions.deleteBody'),
      confirmLabel: t('actions.delete'),
      tone: 'danger',
    });
    if (!confirmed) return;
    void remover.submit({ intent: 'delete', type: post.type, [VIA_FETCHER]: 'fetcher' }, { method: 'post' });
  };

  const report = async () => {
    if (await guard('report')) setReporting({ type: 'post', id: post.id, summary: post.title });
  };

  return (
    <div className="mt-10 flex flex-wrap items-center justify-between gap-3 border-t border-flour-300 pt-5">
      <div className="flex flex-wrap items-center gap-2">
        {post.can.like ? (
          <ToggleButton
            intent="like"
            postId={post.id}
            initial={{ active: post.viewer.liked, count: post.likeCount }}
            label={t('actions.like')}
            icon={(active) => <HeartIcon filled={active} />}
          />
        ) : null}
        <button type="button" className={smallAction} onClick={() => setLikeListOpen(true)} aria-haspopup="dialog">
          <UsersIcon aria-hidden="true" />
          {t('actions.likeList')}
        </button>
        {post.can.bookmark ? (
          <ToggleButton
            intent="bookmark"
            postId={post.id}
            initial={{ active: post.viewer.bookmarked, count: post.bookmarkCount }}
            label={t('actions.bookmark')}
            icon={(active) => <BookmarkIcon filled={active} />}
            onSettled={(state) =>
              toast.show({ tone: 'success', title: t(state.active ? 'actions.bookmarked' : 'actions.unbookmarked') })
            }
          />
        ) : null}
        {post.can.follow ? (
          <ToggleButton
            intent="follow"
            postId={post.id}
            initial={{ active: post.viewer.followed, count: post.followCount }}
            label={t('actions.follow')}
            activeLabel={t('actions.following')}
            showCount={false}
            icon={(active) => <BellIcon filled={active} />}
            onSettled={(state) =>
              toast.show({ tone: 'success', title: t(state.active ? 'actions.followed' : 'actions.unfollowed') })
            }
          />
        ) : null}
      </div>
      <div className="flex flex-wrap items-center gap-1">
        <button type="button" className={smallAction} onClick={() => void copyUrl()}>
          <LinkIcon aria-hidden="true" />
          {t('actions.copyUrl')}
        </button>
        {post.can.report ? (
          <ReportButton
            reported={reported}
            label={t('actions.report')}
            className={smallAction}
            onClick={() => void report()}
          />
        ) : null}
        {post.can.markReference ? <ReferenceButton marked={post.solomonReference} className={smallAction} /> : null}
        {post.can.edit ? (
          <Link to={postPaths.edit(lang, post.type, post.id)} className={smallAction}>
            <PencilIcon aria-hidden="true" />
            {t('actions.edit')}
          </Link>
        ) : null}
        {post.can.delete ? (
          <button
            type="button"
            className={`${smallAction} text-berry-700`}
            onClick={() => void remove()}
            disabled={remover.state !== 'idle'}
          >
            <TrashIcon aria-hidden="true" />
            {remover.state !== 'idle' ? t('actions.deleting') : t('actions.delete')}
          </button>
        ) : null}
      </div>

      {reporting ? (
        <Suspense fallback={null}>
          <ReportDialog
            target={reporting}
            reasons={reportReasons}
            onClose={() => setReporting(null)}
            onReported={() => setReported(true)}
          />
        </Suspense>
      ) : null}
      {likeListOpen ? (
        <Suspense fallback={null}>
          <LikeListDialog onClose={() => setLikeListOpen(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}
