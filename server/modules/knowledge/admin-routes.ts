import type { FastifyInstance } from 'fastify';
import { knowledgeAdmin } from '../../../common/contracts/knowledge.ts';
import { route } from '../../lib/route.ts';
import { consoleAdministrator, refuseNonAdministrators } from '../../plugins/auth.ts';
import * as articles from './article-admin-service.ts';
import * as categories from './category-admin-service.ts';
import type { KnowledgeContext } from './context.ts';
import { listArticleReviews, listUnhelpfulArticles } from './feedback-service.ts';

/**
 * Administrators' calls of the knowledge areas (issue 31): categories, articles, the readers'
 * answers. P31: for everyone but administrators the console does not exist, so every call
 * answers them NOT_FOUND, visitors and members alike (a banned administrator's session is
 * already ended, P12: a visitor), checked before the body is read, whatever it holds
 * (refuseNonAdministrators; consoleAdministrator names the administrator a call acts as).
 */
export async function knowledgeAdminRoutes(app: FastifyInstance, context: KnowledgeContext): Promise<void> {
  refuseNonAdministrators(app);
  route(app, knowledgeAdmin.categoryList, async (body, request) => {
    consoleAdministrator(request);
    return categories.listAreaCategories(context, { area: body.area, lang: request.lang });
  });
  route(app, knowledgeAdmin.categorySave, async (body, request) => {
    return categories.saveCategory(context, consoleAdministrator(request).id, {
      id: body.id,
      area: body.area,
      parentId: body.parentId,
      names: body.names,
    });
  });
  route(app, knowledgeAdmin.categoryDelete, async (body, request) => {
    return categories.deleteCategory(context, consoleAdministrator(request).id, body.id);
  });
  route(app, knowledgeAdmin.categoryReorder, async (body, request) => {
    return categories.reorderCategories(context, consoleAdministrator(request).id, {
      area: body.area,
      parentId: body.parentId,
      ids: body.ids,
    });
  });

  route(app, knowledgeAdmin.articleList, async (body, request) => {
    consoleAdministrator(request);
    return articles.listAdminArticles(context, {
      area: body.area,
      categoryId: body.categoryId,
      status: body.status,
      lang: request.lang,
      pageNum: body.pageNum,
      pageSize: body.pageSize,
    });
  });
  route(app, knowledgeAdmin.articleGet, async (body, request) => {
    consoleAdministrator(request);
    return articles.getAdminArticle(context, { id: body.id, lang: request.lang });
  });
  route(app, knowledgeAdmin.articleSave, async (body, request) => {
    const { lang: _lang, ...input } = body;
    return articles.saveArticle(context, consoleAdministrator(request), input);
  });
  route(app, knowledgeAdmin.articleDelete, async (body, request) => {
    return articles.deleteArticle(context, consoleAdministrator(request).id, body.id);
  });
  route(app, knowledgeAdmin.articleReorder, async (body, request) => {
    return articles.reorderArticles(context, consoleAdministrator(request).id, {
      categoryId: body.categoryId,
      ids: body.ids,
    });
  });

  route(app, knowledgeAdmin.reviewList, async (body, request) => {
    consoleAdministrator(request);
    return listArticleReviews(context, {
      articleId: body.articleId,
      helpful: body.helpful,
      lang: request.lang,
      pageNum: body.pageNum,
      pageSize: body.pageSize,
    });
  });
  route(app, knowledgeAdmin.unhelpfulList, async (body, request) => {
    consoleAdministrator(request);
    return listUnhelpfulArticles(context, { days: body.days, limit: body.limit, lang: request.lang });
  });
}
