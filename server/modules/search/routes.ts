import type { FastifyInstance } from 'fastify';
import {
  searchAutoComplete,
  searchCountsByType,
  searchEverything,
  searchKeywordCountsByType,
  searchKeywordList,
  searchKnowledgeList,
  searchList,
  searchSimilar,
  searchTermList,
  searchUnansweredList,
} from '../../../common/contracts/search.ts';
import { route } from '../../lib/route.ts';
import { consoleAdministrator } from '../../plugins/auth.ts';
import type { SearchContext } from './context.ts';
import {
  countKeywordByType,
  countPostsByType,
  searchEverythingOf,
  searchKeyword,
  searchPosts,
} from './search-service.ts';
import { listUnanswered, searchKnowledge } from './knowledge-search-service.ts';
import { autoComplete, similarPosts, termList } from './suggest-service.ts';

/** SPEC §7.2's search calls (issue 30): open to everyone; administrators also find P14's admin-only content. */
export async function searchRoutes(app: FastifyInstance, ctx: SearchContext): Promise<void> {
  route(app, searchList, async (body, request) => searchPosts(ctx, request.viewer, { ...body, lang: request.lang }));
  route(app, searchCountsByType, async (body, request) =>
    countPostsByType(ctx, request.viewer, { ...body, lang: request.lang }),
  );
  route(app, searchKeywordList, async (body, request) =>
    searchKeyword(ctx, request.viewer, { ...body, lang: request.lang }),
  );
  route(app, searchKeywordCountsByType, async (body, request) =>
    countKeywordByType(ctx, request.viewer, { keyword: body.keyword, lang: request.lang }),
  );
  route(app, searchAutoComplete, async (body, request) =>
    autoComplete(ctx, request.viewer, { text: body.text, limit: body.limit, lang: request.lang }),
  );
  route(app, searchTermList, async (body, request) => termList(ctx, { limit: body.limit, lang: request.lang }));
  route(app, searchEverything, async (body, request) =>
    searchEverythingOf(ctx, request.viewer, { text: body.text, limit: body.limit, lang: request.lang }),
  );
  route(app, searchKnowledgeList, async (body, request) => searchKnowledge(ctx, { ...body, lang: request.lang }));
  // Administrators only, for anyone else it does not exist (P31): the console's one guard.
  route(app, searchUnansweredList, async (body, request) => {
    consoleAdministrator(request);
    return listUnanswered(ctx, body);
  });
  route(app, searchSimilar, async (body, request) =>
    similarPosts(ctx, { title: body.title, type: body.type, excludeId: body.excludeId, lang: request.lang }),
  );
}
