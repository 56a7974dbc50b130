import { useTranslation } from 'react-i18next';
import type { PostDetail } from '../../../../common/contracts/posts/posts.ts';
import { postProseClasses } from '../../../components/rich-content/content-styles.ts';
import type { PostActionResult } from './post-action-result.ts';
import { PostActions } from './post-actions.tsx';
import { PostHeader } from './post-header.tsx';
import { LinkedGuide } from './linked-guide.tsx';
import { RepliesSection } from './replies-section.tsx';
import type { ReportReason } from './report-dialog.tsx';
import { SanitizedHtml } from '../../../components/rich-content/sanitized-html.tsx';

export interface PostReadingPageProps {
  post: PostDetail;
  lang: string;
  authorJob: string | null;
  /** The guide the post links (issue 31), with its title in the page's language. */
  guide?: { id: number; title: string } | null;
  reportReasons: ReportReason[];
  /** The answer to a form posted without script (fetchers keep their own answers). */
  actionData?: PostActionResult;
}

/**
 * {lang}/post/{id} (SPEC §2.2): the post, its actions and its replies. Everything a reader needs
 * is in the server render; script adds the optimistic toggles, dialogs and inline composers.
 */
export function PostReadingPage({
  post,
  lang,
  authorJob,
  guide = null,
  reportReasons,
  actionData,
}: PostReadingPageProps) {
  const { t } = useTranslation('post');
  const failure = actionData && !actionData.ok ? actionData : undefined;
  const composerError = failure?.intent === 'replyAdd' ? failure.fields.content : undefined;
  const pageError = failure && !composerError ? failure.message : undefined;

  return (
    <div className="page-column py-6 desktop:py-10">
      <div className="mx-auto w-full max-w-[52rem]">
        {pageError ? (
          <p role="alert" className="mb-4 rounded-md bg-berry-50 px-4 py-3 font-semibold text-berry-700">
            {pageError}
          </p>
        ) : null}
        <article aria-labelledby="post-title">
          <PostHeader post={post} lang={lang} jobName={authorJob} />

          <div className="mt-8">
            {post.hidden && post.content !== null ? (
              <p role="note" className="mb-6 rounded-md bg-crust-100 px-4 py-3 text-sm font-semibold text-crust-700">
                {t('content.hiddenNotice')}
              </p>
            ) : null}
            {post.content === null ? (
              <p className="rounded-lg bg-flour-100 px-4 py-10 text-center text-ink-600">
                {t('content.hiddenPlaceholder')}
              </p>
            ) : (
              <SanitizedHtml id="post-content" html={post.content} className={postProseClasses} />
            )}
            {post.adminContent ? (
              <aside
                aria-labelledby="post-admin-content"
                className="mt-8 rounded-lg border border-dashed border-ember-400 bg-ember-50 p-4 desktop:p-5"
              >
                <h2 id="post-admin-content" className="mb-3 text-sm font-bold text-ember-800">
                  {t('content.adminOnly')}
                </h2>
                <SanitizedHtml html={post.adminContent} className={postProseClasses} />
              </aside>
            ) : null}
            {guide && post.content !== null ? <LinkedGuide lang={lang} guide={guide} /> : null}
          </div>

          <PostActions post={post} lang={lang} reportReasons={reportReasons} />
        </article>

        {/* A post hidden from this reader comes without its discussion (P16): nothing to show. */}
        {post.content === null ? null : (
          <RepliesSection post={post} lang={lang} reportReasons={reportReasons} documentError={composerError} />
        )}
      </div>
    </div>
  );
}
