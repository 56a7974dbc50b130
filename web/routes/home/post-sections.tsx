import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PostCard as PostCardData } from '../../../common/contracts/posts/posts.ts';
import type { PostGroupingType } from '../../../common/contracts/reference.ts';
import { ArrowRightIcon } from '../../components/ui/icons.tsx';
import { PostList } from '../../features/posts/list/post-list.tsx';
import { PostRow } from '../../features/posts/list/post-row.tsx';
import { postPaths } from '../../features/posts/post-paths.ts';
import type { HomePosts } from './home-posts.server.ts';

type SectionKey = 'recommended' | PostGroupingType;

/** One home section: a heading, a lead, its posts (or a short empty note) and "see all". */
function PostSection({
  lang,
  section,
  listType,
  posts,
  children,
  className,
}: {
  lang: string;
  section: SectionKey;
  listType?: PostGroupingType;
  posts: PostCardData[];
  children: ReactNode;
  className?: string;
}) {
  const { t } = useTranslation('posts');
  const titleId = `home-posts-${section}`;
  const title = t(`home.${section}.title`);
  return (
    <section aria-labelledby={titleId} className={`min-w-0 ${className ?? ''}`} data-testid={`home-${section}`}>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <h2 id={titleId} className="text-2xl font-bold text-ink-900">
            {title}
          </h2>
          <p className="mt-2 text-ink-600">{t(`home.${section}.lead`)}</p>
        </div>
        {listType ? (
          <Link
            to={postPaths.list(lang, listType)}
            aria-label={t('home.seeAllLabel', { section: title })}
            className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-ember-700 hover:underline"
          >
            {t('home.seeAll')}
            <ArrowRightIcon className="size-4" />
          </Link>
        ) : null}
      </div>
      {posts.length > 0 ? (
        <div className="mt-6">{children}</div>
      ) : (
        <p className="mt-6 rounded-lg border border-dashed border-ink-300 bg-white p-6 text-center text-ink-700">
          {t('home.empty')}
        </p>
      )}
    </section>
  );
}

function RowList({ posts, lang }: { posts: PostCardData[]; lang: string }) {
  return (
    <ul className="divide-y divide-flour-300 rounded-lg border border-flour-300 bg-white px-5 shadow-card">
      {posts.map((post) => (
        <li key={post.id}>
          <PostRow post={post} lang={lang} />
        </li>
      ))}
    </ul>
  );
}

/** The recommended posts, shown near the top; left out when there are none yet or they failed to load. */
export function RecommendedPosts({ lang, posts }: { lang: string; posts: HomePosts['recommended'] }) {
  if (!posts || posts.length === 0) return null;
  return (
    <div className="page-column py-14">
      <PostSection lang={lang} section="recommended" posts={posts}>
        <PostList posts={posts} lang={lang} layout="box" headingLevel={3} />
      </PostSection>
    </div>
  );
}

/**
 * The latest forum posts, notices and case studies, each with a link to its list, and the side
 * panel beside them from 1024 px on (`aside`). A section that failed to load is left out; one
 * with no posts yet says so.
 */
export function LatestPosts({ lang, posts, aside }: { lang: string; posts: HomePosts; aside?: ReactNode }) {
  const { forum, whatsnew, casestudy } = posts;
  if (!forum && !whatsnew && !casestudy && !aside) return null;
  return (
    <div className="py-14">
      <div className="page-column grid gap-14 lg:grid-cols-[minmax(0,1fr)_18rem] lg:gap-8 xl:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="flex min-w-0 flex-col gap-14">
          {forum || whatsnew ? (
            <div className="grid gap-14 xl:grid-cols-2 xl:gap-8">
              {forum ? (
                <PostSection lang={lang} section="forum" listType="forum" posts={forum}>
                  <RowList posts={forum} lang={lang} />
                </PostSection>
              ) : null}
              {whatsnew ? (
                <PostSection lang={lang} section="whatsnew" listType="whatsnew" posts={whatsnew}>
                  <RowList posts={whatsnew} lang={lang} />
                </PostSection>
              ) : null}
            </div>
          ) : null}
          {casestudy ? (
            <PostSection lang={lang} section="casestudy" listType="casestudy" posts={casestudy}>
              <PostList posts={casestudy} lang={lang} layout="box" headingLevel={3} />
            </PostSection>
          ) : null}
        </div>
        {aside}
      </div>
    </div>
  );
}
