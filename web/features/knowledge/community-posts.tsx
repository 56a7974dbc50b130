import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PostCard } from '../../../common/contracts/posts/posts.ts';
import { formatDay } from '../../lib/format-day.ts';
import { knowledgePaths } from './knowledge-paths.ts';

/** Forum posts beside an article or an area: title (to the post), first words, author, replies. */
export function CommunityPosts({
  lang,
  posts,
  label,
  narrow = false,
}: {
  lang: string;
  posts: readonly PostCard[];
  label: string;
  /** In a half-width column the cards stack. */
  narrow?: boolean;
}) {
  const { t } = useTranslation('knowledge');
  return (
    <ul
      className={`grid gap-3 ${narrow ? '' : 'sm:grid-cols-2'}`}
      aria-label={label}
      data-testid="knowledge-community-posts"
    >
      {posts.map((post) => (
        <li
          key={post.id}
          className="relative flex min-w-0 flex-col gap-1 rounded-lg border border-flour-300 bg-white px-4 py-3 shadow-card transition-shadow duration-200 hover:shadow-raised"
        >
          <Link
            to={knowledgePaths.post(lang, post.id)}
            lang={post.lang}
            className="line-clamp-2 font-semibold text-ink-900 after:absolute after:inset-0 after:rounded-lg hover:text-ember-800"
          >
            {post.title}
          </Link>
          {post.excerpt ? (
            <p className="line-clamp-2 text-sm text-ink-700" lang={post.lang}>
              {post.excerpt}
            </p>
          ) : null}
          <p className="mt-auto flex flex-wrap gap-x-3 pt-1 text-xs text-ink-600">
            <span>
              {t('card.by', { name: post.author.deprecated ? t('post:author.withdrawn') : post.author.nickName })}
            </span>
            <span>{t('card.replies', { n: post.replyCount })}</span>
            <time dateTime={post.createdAt}>{formatDay(post.createdAt)}</time>
          </p>
        </li>
      ))}
    </ul>
  );
}
