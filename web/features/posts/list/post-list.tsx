import type { PostCard as PostCardData } from '../../../../common/contracts/posts/posts.ts';
import type { ListLayout } from './layout-preference.ts';
import { PostCard } from './post-card.tsx';

/**
 * The cards of a list in the chosen layout. The box grid follows the width it is given (a
 * container query), not the window's, so the same list fits beside a side panel or alone.
 */
export function PostList({
  posts,
  lang,
  layout,
  headingLevel = 2,
  label,
}: {
  posts: PostCardData[];
  lang: string;
  layout: ListLayout;
  headingLevel?: 2 | 3;
  label?: string;
}) {
  return (
    <div className="@container">
      <ul
        aria-label={label}
        data-layout={layout}
        // Each box is as tall as its own content (items-start): a card without an image beside one
        // with an image is not stretched to the row's height with an empty middle (issue 35 item 9).
        className={
          layout === 'box'
            ? 'grid grid-cols-1 items-start gap-4 @xl:grid-cols-2 @4xl:grid-cols-3'
            : 'flex flex-col gap-3'
        }
      >
        {posts.map((post) => (
          <li key={post.id} className="min-w-0">
            <PostCard post={post} lang={lang} layout={layout} headingLevel={headingLevel} />
          </li>
        ))}
      </ul>
    </div>
  );
}
