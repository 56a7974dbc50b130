import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PostCard } from '../../../../common/contracts/posts/posts.ts';
import { Button } from '../../../components/ui/button.tsx';
import { LoadingIndicator } from '../../../components/ui/loading-indicator.tsx';
import { AuthorBadge } from '../author-badge.tsx';
import { VIA_FETCHER } from './post-action-result.ts';
import { ReadingDialog } from './reading-dialog.tsx';
import { usePostFetcher } from './use-post-fetcher.ts';

type Liker = PostCard['author'];

/**
 * Who liked the post, or one of its replies when `replyId` is given (get_one_like_list),
 * newest first, a page of 20 at a time.
 */
export function LikeListDialog({ replyId, onClose }: { replyId?: number; onClose: () => void }) {
  const { t } = useTranslation('post');
  const [pages, setPages] = useState<{ rows: Liker[]; total: number; pageNum: number } | null>(null);
  const [failed, setFailed] = useState('');
  const fetcher = usePostFetcher({
    onResult: (result) => {
      if (result.intent !== 'likeList') return;
      if (!result.ok) return setFailed(result.message || t('failure'));
      setPages((current) => ({
        rows: result.pageNum === 1 || !current ? result.rows : [...current.rows, ...result.rows],
        total: result.total,
        pageNum: result.pageNum,
      }));
    },
  });
  const submit = fetcher.submit;
  const load = useCallback(
    (pageNum: number) =>
      void submit(
        {
          intent: 'likeList',
          pageNum: String(pageNum),
          ...(replyId === undefined ? {} : { replyId: String(replyId) }),
          [VIA_FETCHER]: 'fetcher',
        },
        { method: 'post' },
      ),
    [submit, replyId],
  );
  useEffect(() => load(1), [load]);
  const busy = fetcher.state !== 'idle';

  return (
    <ReadingDialog title={t(replyId === undefined ? 'likeList.title' : 'likeList.replyTitle')} onClose={onClose}>
      {pages === null && !failed ? <LoadingIndicator size={48} /> : null}
      {failed ? (
        <p role="alert" className="text-ink-700">
          {failed}
        </p>
      ) : null}
      {pages && pages.rows.length === 0 ? <p className="py-6 text-center text-ink-600">{t('likeList.empty')}</p> : null}
      {pages && pages.rows.length > 0 ? (
        <>
          <p className="mb-3 text-sm text-ink-600">{t('likeList.count', { count: pages.total })}</p>
          <ul className="flex flex-col gap-3" data-testid="like-list">
            {pages.rows.map((liker) => (
              <li key={liker.id}>
                <AuthorBadge author={liker} />
              </li>
            ))}
          </ul>
          {pages.rows.length < pages.total ? (
            <Button
              variant="secondary"
              size="sm"
              className="mt-4 w-full"
              disabled={busy}
              onClick={() => load(pages.pageNum + 1)}
            >
              {busy ? t('likeList.loading') : t('likeList.more')}
            </Button>
          ) : null}
        </>
      ) : null}
    </ReadingDialog>
  );
}
