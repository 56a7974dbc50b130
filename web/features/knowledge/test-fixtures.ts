import type { Article, ArticleCard, KnowledgeCategory } from '../../../common/contracts/knowledge.ts';
import type { PostCard } from '../../../common/contracts/posts/posts.ts';

/** Shapes of the knowledge contracts for this feature's tests. */
export function makeCategory(fields: Partial<KnowledgeCategory> & { id: number }): KnowledgeCategory {
  return { area: 'documentation', depth: 1, parentId: null, name: `Category ${fields.id}`, articleCount: 3, ...fields };
}

export function makeCard(fields: Partial<ArticleCard> & { id: number }): ArticleCard {
  return {
    kind: 'guide',
    title: `Article ${fields.id}`,
    excerpt: `First words of ${fields.id}`,
    lang: 'en',
    fallback: false,
    category: { id: 11, name: 'Installing the tracking script' },
    parentCategory: { id: 1, name: 'Getting started' },
    keywords: [],
    helpfulCount: 4,
    notHelpfulCount: 1,
    viewCount: 20,
    updatedAt: '2026-11-20T03:00:00.000Z',
    status: 'published',
    ...fields,
  };
}

export function makeArticle(fields: Partial<Article> = {}): Article {
  return {
    ...makeCard({ id: 5, title: 'Install the tracking script' }),
    content: '<h2 id="before">Before you start</h2><p>Body text</p><h3 id="tag">Tag manager</h3><p>More</p>',
    headings: [
      { id: 'before', level: 2, text: 'Before you start' },
      { id: 'tag', level: 3, text: 'Tag manager' },
    ],
    languages: ['ko', 'en'],
    previous: null,
    next: { id: 6, title: 'Check that data arrives' },
    myReview: null,
    can: { edit: false, readFeedback: false },
    ...fields,
  };
}

export function makePostCard(fields: Partial<PostCard> & { id: number }): PostCard {
  return {
    type: 'forum',
    lang: 'en',
    title: `Forum post ${fields.id}`,
    excerpt: 'What we learned',
    companyName: null,
    thumbnailUrl: null,
    author: {
      id: 3,
      nickName: 'baker',
      admin: false,
      deprecated: false,
      jobKey: null,
      mbtiId: null,
      characterKey: 'loaf',
      level: 2,
      temperature: 36.5,
      profileImagePath: null,
      profileBaseImageIndex: null,
      badge: null,
    },
    categories: [],
    tags: [],
    replyCount: 2,
    likeCount: 0,
    bookmarkCount: 0,
    viewCount: 9,
    visibility: 'public',
    hidden: false,
    createdAt: '2026-11-21T03:00:00.000Z',
    updatedAt: '2026-11-21T03:00:00.000Z',
    ...fields,
  };
}
