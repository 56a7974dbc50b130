import { Link } from 'react-router';
import type { PostCard as PostCardData } from '../../../../common/contracts/posts/posts.ts';
import { AuthorBadge } from '../author-badge.tsx';
import { formatTimestamp } from '../../../lib/format-timestamp.ts';
import { postPaths } from '../post-paths.ts';
import { PostCounts } from './post-counts.tsx';

/**
 * A post as one compact row (the home page's latest forum posts and notices): category, title,
 * author, date and counts, the whole row one link. Its title is an h3 under a section's h2 (the
 * home page), an h2 straight under a page's h1 (My Zone's lists): headings go down one level at
 * a time (axe heading-order).
 */
export function PostRow({ post, lang, headingLevel = 3 }: { post: PostCardData; lang: string; headingLevel?: 2 | 3 }) {
  const category = post.categories.at(-1);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="group relative flex min-w-0 flex-col gap-2 py-4" data-testid="post-row" data-post-id={post.id}>
      {category ? <p className="text-xs font-semibold text-ember-700">{category.name}</p> : null}
      <Heading className="line-clamp-2 font-bold text-ink-900">
        <Link
          to={postPaths.post(lang, post.id)}
          className="after:absolute after:inset-0 group-hover:text-ember-800 group-hover:underline"
        >
          {post.title}
        </Link>
      </Heading>
      <div className="flex min-w-0 flex-wrap items-center justify-between gap-x-4 gap-y-1">
        <AuthorBadge author={post.author} />
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <PostCounts post={post} />
          <time dateTime={post.createdAt} className="text-xs text-ink-600">
            {formatTimestamp(post.createdAt)}
          </time>
        </div>
      </div>
    </article>
  );
}
