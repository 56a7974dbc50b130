import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { PostDetail } from '../../../../common/contracts/posts/posts.ts';
import { useRequireSignIn } from '../../../lib/require-sign-in.ts';
import { useViewer } from '../../../lib/viewer.ts';
import { buildThread } from './build-thread.ts';
import { ReplyComposer } from './reply-composer.tsx';
import { ReplyItem } from './reply-item.tsx';
import type { ReportReason } from './report-dialog.tsx';

/** The replies of a post (SPEC §2.2): the thread, then the composer that answers the post. */
export function RepliesSection({
  post,
  lang,
  reportReasons,
  documentError,
}: {
  post: PostDetail;
  lang: string;
  reportReasons: ReportReason[];
  documentError?: string;
}) {
  const { t } = useTranslation('post');
  const viewer = useViewer();
  const thread = useMemo(() => buildThread(post.replies), [post.replies]);

  return (
    <section aria-labelledby="replies-title" className="mt-12">
      <h2 id="replies-title" className="text-xl font-bold text-ink-900">
        {t('replies.title')}{' '}
        <span className="text-ember-700 tabular-nums">{post.replyCount.toLocaleString('en-US')}</span>
      </h2>
      {thread.length > 0 ? (
        <ol className="mt-5 flex flex-col gap-3" aria-label={t('replies.listLabel')}>
          {thread.map((node) => (
            <ReplyItem key={node.reply.id} node={node} reportReasons={reportReasons} />
          ))}
        </ol>
      ) : (
        <p className="mt-5 rounded-lg bg-flour-100 px-4 py-6 text-center text-ink-600">{t('replies.empty')}</p>
      )}
      {post.can.reply ? (
        <div className="mt-6">
          <h3 className="sr-only">{t('composer.title')}</h3>
          {viewer ? (
            <ReplyComposer
              mode="add"
              label={t('composer.label')}
              placeholder={t('composer.placeholder')}
              documentError={documentError}
            />
          ) : (
            <SignInToReply lang={lang} />
          )}
        </div>
      ) : null}
    </section>
  );
}

/**
 * A visitor sees where the reply would go; it asks them to sign in (SPEC §6) and brings them
 * back here. Without script it is a plain link to the sign-in page.
 */
function SignInToReply({ lang }: { lang: string }) {
  const { t } = useTranslation('post');
  const requireSignIn = useRequireSignIn();
  const location = useLocation();
  const back = `${location.pathname}${location.search}`;
  return (
    <Link
      to={`/${lang}/signin?${new URLSearchParams({ redirectUrl: back }).toString()}`}
      onClick={(event) => {
        event.preventDefault();
        void requireSignIn(back);
      }}
      className="flex min-h-24 w-full items-start rounded-md border border-ink-300 bg-white px-3 py-2 text-ink-600 hover:border-ember-700"
    >
      {t('composer.signInToReply')}
    </Link>
  );
}
