import type { z } from 'zod';
import type {
  adminArticleSchema,
  adminCategorySchema,
  articleCardSchema,
  articleSchema,
  knowledgeCategorySchema,
  reviewSchema,
} from '../../../common/contracts/knowledge.ts';
import type { Locale } from '../../../common/i18n/locales.ts';
import { excerptOf } from '../posts/posts/service.ts';
import type { ArticleRow, TextRow } from './article-repository.ts';
import type { ShownArticle } from './catalog.ts';
import type { Heading } from './content.ts';
import type { CategoryRow } from './repository.ts';
import type { ReviewRow } from './review-repository.ts';

/** Domain rows to the wire shapes of common/contracts/knowledge.ts, with their `can` flags. */
type CategoryDto = z.input<typeof knowledgeCategorySchema>;
type CardDto = z.input<typeof articleCardSchema>;
type ArticleDto = z.input<typeof articleSchema>;
type AdminCategoryDto = z.input<typeof adminCategorySchema>;
type AdminArticleDto = z.input<typeof adminArticleSchema>;
type ReviewDto = z.input<typeof reviewSchema>;

export function presentCategory(category: CategoryRow, lang: Locale, articleCount: number): CategoryDto {
  return {
    id: category.id,
    area: category.area,
    depth: category.depth,
    parentId: category.parentId,
    name: category.names[lang],
    articleCount,
  };
}

export function presentAdminCategory(category: CategoryRow, lang: Locale, articleCount: number): AdminCategoryDto {
  return { ...presentCategory(category, lang, articleCount), names: category.names, sortOrder: category.sortOrder };
}

export function presentCard(shown: ShownArticle, lang: Locale): CardDto {
  const { article, text, category, parent } = shown;
  return {
    id: article.id,
    kind: article.kind,
    title: text.title,
    excerpt: excerptOf(text.plainText),
    lang: text.lang,
    fallback: shown.fallback,
    category: { id: category.id, name: category.names[lang] },
    parentCategory: { id: parent.id, name: parent.names[lang] },
    keywords: text.keywords,
    helpfulCount: article.helpfulYes,
    notHelpfulCount: article.helpfulNo,
    viewCount: article.viewCount,
    updatedAt: article.updatedAt,
    status: article.status,
  };
}

export function presentArticle(
  shown: ShownArticle & { text: TextRow & { content: string } },
  lang: Locale,
  extra: {
    headings: Heading[];
    languages: Locale[];
    previous: { id: number; title: string } | null;
    next: { id: number; title: string } | null;
    myReview: { helpful: boolean } | null;
    can: { edit: boolean; readFeedback: boolean };
  },
): ArticleDto {
  return { ...presentCard(shown, lang), content: shown.text.content, ...extra };
}

export function presentAdminArticle(
  article: ArticleRow,
  texts: ReadonlyArray<TextRow & { content?: string }>,
  links: Array<{ id: number; title: string; status: ArticleRow['status'] }>,
): AdminArticleDto {
  return {
    id: article.id,
    kind: article.kind,
    categoryId: article.categoryId,
    status: article.status,
    sortOrder: article.sortOrder,
    texts: texts.map((text) => ({
      lang: text.lang,
      title: text.title,
      content: text.content ?? '',
      keywords: text.keywords,
    })),
    links,
    helpfulCount: article.helpfulYes,
    notHelpfulCount: article.helpfulNo,
    createdAt: article.createdAt,
    updatedAt: article.updatedAt,
  };
}

export function presentReview(
  review: ReviewRow,
  article: { id: number; kind: ArticleRow['kind']; title: string },
  member: { id: number; nickName: string } | undefined,
): ReviewDto {
  return {
    id: review.id,
    article,
    helpful: review.helpful,
    text: review.text,
    lang: review.lang,
    member: member ? { id: member.id, nickName: member.nickName } : null,
    createdAt: review.createdAt,
  };
}
