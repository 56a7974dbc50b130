import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PostCard as PostCardData } from '../../../../common/contracts/posts/posts.ts';
import { AuthorBadge } from '../author-badge.tsx';
import { formatTimestamp } from '../../../lib/format-timestamp.ts';
import { postPaths } from '../post-paths.ts';
import type { ListLayout } from './layout-preference.ts';
import { PostCounts } from './post-counts.tsx';

export interface PostCardProps {
  post: PostCardData;
  lang: string;
  layout: ListLayout;
  /** h2 on a list page, h3 inside a home page section. */
  headingLevel?: 2 | 3;
}

/**
 * One post of a list (SPEC §3.3): its title links to the post and stretches over the whole card;
 * the tags stay links of their own above it. Careers cards lead with the company and clamp the
 * title to two lines and the text to three (SPEC §9).
 */
export function PostCard({ post, lang, layout, headingLevel = 2 }: PostCardProps) {
  const { t } = useTranslation('posts');
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const box = layout === 'box';
  const category = post.categories.at(-1);
  return (
    <article
      className={`group relative flex min-w-0 bg-white transition-shadow duration-200 hover:shadow-raised ${
        box
          ? 'flex-col overflow-hidden rounded-lg border border-flour-300 shadow-card'
          : 'flex-col rounded-lg border border-flour-300 shadow-card'
      }`}
      data-testid="post-card"
      data-post-id={post.id}
    >
      {box && post.thumbnailUrl ? (
        <img
          src={post.thumbnailUrl}
          alt=""
          loading="lazy"
          decoding="async"
          width={640}
          height={360}
          className="aspect-video w-full border-b border-flour-300 bg-flour-100 object-cover"
        />
      ) : null}
      <div className={`flex min-w-0 flex-1 flex-col gap-2 ${box ? 'p-5' : 'px-5 py-4'}`}>
        <div className="flex flex-wrap items-center gap-2 text-xs">
          {category ? (
            <span className="rounded-full bg-flour-100 px-2.5 py-0.5 font-semibold text-ink-700">{category.name}</span>
          ) : null}
          {post.visibility === 'private' ? (
            <span className="rounded-full bg-ink-800 px-2.5 py-0.5 font-semibold text-white">{t('card.private')}</span>
          ) : null}
          {post.hidden ? (
            <span className="rounded-full bg-berry-50 px-2.5 py-0.5 font-semibold text-berry-700">
              {t('card.hidden')}
            </span>
          ) : null}
        </div>
        {post.companyName ? (
          <p className="truncate text-sm font-semibold text-ember-700" data-testid="company-name">
            <span className="sr-only">{t('card.company')} </span>
            {post.companyName}
          </p>
        ) : null}
        <Heading className={`line-clamp-2 font-bold text-ink-900 ${box ? 'text-lg' : 'text-lg desktop:text-xl'}`}>
          <Link
            to={postPaths.post(lang, post.id)}
            className="after:absolute after:inset-0 after:rounded-lg group-hover:text-ember-800"
          >
            {post.title}
          </Link>
        </Heading>
        {post.excerpt ? (
          <p className={`text-sm text-ink-700 ${post.type === 'careers' || box ? 'line-clamp-3' : 'line-clamp-2'}`}>
            {post.excerpt}
          </p>
        ) : null}
        {post.tags.length > 0 ? (
          <ul className="relative z-10 flex flex-wrap gap-1.5" aria-label={t('card.tags')}>
            {post.tags.map((tag) => (
              <li key={tag}>
                <Link
                  to={postPaths.tagSearch(lang, tag)}
                  className="inline-flex min-h-6 items-center rounded-md bg-ember-50 px-2 text-xs font-medium text-ember-800 hover:bg-ember-100 hover:underline"
                >
                  #{tag}
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
        <div
          className={`mt-auto flex min-w-0 flex-wrap items-center justify-between gap-x-4 gap-y-2 pt-2 ${
            box ? 'border-t border-flour-200' : ''
          }`}
        >
          <AuthorBadge author={post.author} />
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <PostCounts post={post} />
            <time dateTime={post.createdAt} className="text-xs text-ink-600">
              {formatTimestamp(post.createdAt)}
            </time>
          </div>
        </div>
      </div>
    </article>
  );
}
