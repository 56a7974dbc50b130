import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  keywordGetList,
  keywordGetTopList,
  postAdd,
  postDelete,
  postEdit,
  postGetBlogList,
  postGetList,
  postGetOne,
  postGetRecommandList,
  userBookmarkList,
  userFollowedPostList,
  userPostList,
} from '../../../../common/contracts/posts/posts.ts';
import { memberOfList } from '../../../../common/contracts/posts/shared.ts';
import { postUpdateReference } from '../../../../common/contracts/knowledge.ts';
import { AppError } from '../../../lib/errors.ts';
import { route } from '../../../lib/route.ts';
import type { Viewer } from '../../../lib/viewer.ts';
import { requireViewer } from '../../../plugins/auth.ts';
import type { PostsContext } from '../context.ts';
import { listKey } from './list-cache.ts';
import * as lists from './list-service.ts';
import { addPost, deletePost, editPost, getPost, markSolomonReference } from './service.ts';
import { readVisitor, setVisitorCookie } from '../../../lib/visitor-cookie.ts';

const pageArgs = (body: { pageNum: number; pageSize: number }, request: FastifyRequest) => ({
  lang: request.lang,
  pageNum: body.pageNum,
  pageSize: body.pageSize,
});

/**
 * Posts: lists, reading, writing, tags and the member lists (SPEC §7.2, §7.1). The language of
 * a list is the body's `lang`, else the request's (DECISIONS P2: lists show the posts of the
 * interface language), which the locale plugin has already settled in request.lang.
 */
export async function postRoutes(app: FastifyInstance, context: PostsContext): Promise<void> {
  const kept = (path: string) => ({ cache: { store: context.listCache, key: listKey(path) } });

  route(
    app,
    postGetList,
    async (body, request) =>
      lists.listPosts(context, {
        type: body.type,
        lang: request.lang,
        categoryId: body.categoryId,
        sort: body.sort,
        pageNum: body.pageNum,
        pageSize: body.pageSize,
      }),
    kept(postGetList.path),
  );

  route(
    app,
    postGetRecommandList,
    async (body, request) => lists.listRecommended(context, { lang: request.lang, limit: body.limit }),
    kept(postGetRecommandList.path),
  );

  route(
    app,
    postGetBlogList,
    async (body, request) => lists.listBlog(context, { lang: request.lang, limit: body.limit }),
    kept(postGetBlogList.path),
  );

  // P18: a visitor without a valid visitor cookie is counted by address and given one.
  route(app, postGetOne, async (body, request, reply) => {
    const visitor = request.viewer ? undefined : readVisitor(request, context.viewerSecret);
    const post = await getPost(context, {
      id: body.id,
      lang: request.lang,
      reader: request.viewer,
      viewReader: { userId: request.viewer?.id ?? null, ip: request.ip, visitor },
    });
    if (!request.viewer && visitor === undefined)
      setVisitorCookie(reply, context.config, context.viewerSecret, context.clock.now());
    return post;
  });

  // Both answer in the request's language (the body's lang, else the locale's), as the lists do.
  route(app, keywordGetList, async (body, request) =>
    lists.suggestKeywords(context, { lang: request.lang, query: body.query, limit: body.limit }),
  );

  // Every home and list page asks for it: kept as the lists are (ADR 0012), cleared by the same
  // writes; a tie broken by views may lag by LIST_CACHE_SECONDS, as list view counts do.
  route(
    app,
    keywordGetTopList,
    async (body, request) => lists.popularKeywords(context, { lang: request.lang, limit: body.limit }),
    kept(keywordGetTopList.path),
  );

  route(app, postAdd, async (body, request) => addPost(context, requireViewer(request), body));

  route(app, postEdit, async (body, request) => editPost(context, requireViewer(request), body));

  route(app, postDelete, async (body, request) => deletePost(context, requireViewer(request), body.id));

  // SPEC §7.2, P24: administrators mark forum posts as Solomon references.
  route(app, postUpdateReference, async (body, request) =>
    markSolomonReference(context, requireViewer(request), { id: body.id, solomonReference: body.solomonReference }),
  );

  route(app, userPostList, async (body, request) =>
    lists.listMemberPosts(context, { userId: memberOfList(body), reader: request.viewer, ...pageArgs(body, request) }),
  );

  route(app, userBookmarkList, async (body, request) =>
    lists.listReactedPosts(context, {
      table: 'post_bookmarks',
      reader: ownListReader(request, body.userInfoId),
      ...pageArgs(body, request),
    }),
  );

  route(app, userFollowedPostList, async (body, request) =>
    lists.listReactedPosts(context, {
      table: 'post_follows',
      reader: ownListReader(request, body.userInfoId),
      ...pageArgs(body, request),
    }),
  );
}

/**
 * Bookmarks and followed posts are private lists (issue 14): only ever the signed-in member's,
 * and a body naming someone else (administrators included) is refused, never answered.
 */
function ownListReader(request: FastifyRequest, userInfoId: number | undefined): Viewer {
  const viewer = requireViewer(request);
  if (userInfoId !== undefined && userInfoId !== viewer.id) throw new AppError('FORBIDDEN');
  return viewer;
}
