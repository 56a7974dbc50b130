import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PostDetail } from '../../../../common/contracts/posts/posts.ts';
import { formatTimestamp } from '../format-timestamp.ts';
import { postPaths } from '../post-paths.ts';
import { AuthorCard } from './author-card.tsx';
import { useToggleState } from './toggle-button.tsx';

export function isEdited(item: { createdAt: string; updatedAt: string }): boolean {
  return new Date(item.updatedAt).getTime() > new Date(item.createdAt).getTime();
}

const number = (value: number) => value.toLocaleString('en-US');

/**
 * The head of a post (SPEC §2.2, §3.3): grouping and category path, title, company (careers),
 * author, date (edited marker), counts and tags. The like and bookmark counts follow the
 * buttons, optimistic state included (they share the buttons' fetchers).
 */
export function PostHeader({ post, lang, jobName }: { post: PostDetail; lang: string; jobName: string | null }) {
  const { t } = useTranslation('post');
  const likes = useToggleState('like', post.id, { active: post.viewer.liked, count: post.likeCount });
  const bookmarks = useToggleState('bookmark', post.id, { active: post.viewer.bookmarked, count: post.bookmarkCount });
  const counts = [
    { key: 'views', value: post.viewCount },
    { key: 'likes', value: likes.count },
    { key: 'replies', value: post.replyCount },
    { key: 'bookmarks', value: bookmarks.count },
  ] as const;

  return (
    <header className="border-b border-flour-300 pb-6">
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
        <Link
          to={postPaths.list(lang, post.type)}
          className="rounded-full bg-ember-50 px-3 py-1 font-semibold text-ember-800 hover:bg-ember-100"
        >
          {t(`common:nav.${post.type}`)}
        </Link>
        {post.categories.length > 0 ? (
          <p className="flex flex-wrap items-center gap-1 text-ink-600">
            <span className="sr-only">{t('header.category')}: </span>
            {post.categories.map((category, index) => (
              <span key={category.id} className="inline-flex items-center gap-1">
                {index > 0 ? (
                  <span aria-hidden="true" className="text-ink-400">
                    ›
                  </span>
                ) : null}
                {category.name}
              </span>
            ))}
          </p>
        ) : null}
        {post.solomonReference ? (
          <Link
            to={`/${lang}/solomon`}
            className="rounded-full bg-leaf-50 px-2.5 py-0.5 text-xs font-semibold text-leaf-700 hover:underline"
            data-testid="post-solomon-reference"
          >
            {t('header.solomonReference')}
          </Link>
        ) : null}
        {post.visibility === 'private' ? (
          <span className="rounded-full border border-ink-300 px-2 py-0.5 text-xs font-semibold text-ink-700">
            {t('header.private')}
          </span>
        ) : null}
      </div>

      <h1 id="post-title" className="mt-3 text-2xl font-bold text-ink-900 desktop:text-3xl">
        {/* A post hidden from this reader comes without its title (P16). */}
        {post.title || t('content.hiddenTitle')}
      </h1>
      {post.type === 'careers' && post.companyName ? (
        <p className="mt-2 text-lg font-semibold text-ink-700">
          <span className="sr-only">{t('header.company')}: </span>
          {post.companyName}
        </p>
      ) : null}

      <div className="mt-5 flex flex-wrap items-center justify-between gap-4">
        <AuthorCard author={post.author} jobName={jobName} />
        <div className="flex flex-col items-start gap-1 text-sm text-ink-600 desktop:items-end">
          <p>
            <time dateTime={post.createdAt}>{formatTimestamp(post.createdAt)}</time>
            {isEdited(post) ? (
              <span className="ml-2 text-ink-500" title={formatTimestamp(post.updatedAt)}>
                ({t('header.edited')})
              </span>
            ) : null}
          </p>
          <dl className="flex flex-wrap gap-x-3 gap-y-1">
            {counts.map((count) => (
              <div key={count.key} className="flex gap-1">
                <dt>{t(`counts.${count.key}`)}</dt>
                <dd className="font-semibold text-ink-800 tabular-nums" data-testid={`post-count-${count.key}`}>
                  {number(count.value)}
                </dd>
              </div>
            ))}
          </dl>
        </div>
      </div>

      {post.tags.length > 0 ? (
        <ul className="mt-5 flex flex-wrap gap-2" aria-label={t('header.tags')}>
          {post.tags.map((tag) => (
            <li key={tag}>
              <Link
                to={postPaths.tagSearch(lang, tag)}
                className="inline-flex min-h-8 items-center rounded-full bg-flour-200 px-3 text-sm text-ink-800 hover:bg-crust-100"
              >
                #{tag}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </header>
  );
}
