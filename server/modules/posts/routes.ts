import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  keywordGetList,
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
  userReplyList,
} from '../../../common/contracts/posts.ts';
import { route } from '../../lib/route.ts';
import { requireViewer } from '../../plugins/auth.ts';
import { suggestKeywords } from './keywords.ts';
import { listKey } from './list-cache.ts';
import * as reading from './post-reading.ts';
import { addPost, deletePost, editPost } from './post-service.ts';

const userAgentOf = (request: FastifyRequest) =>
  typeof request.headers['user-agent'] === 'string' ? request.headers['user-agent'] : undefined;

/**
 * Posts: lists, reading, writing, tags and the member lists (SPEC §7.2, §7.1). The language of
 * a list is the body's `lang`, else the request's (DECISIONS P2: lists show the posts of the
 * interface language), which the locale plugin has already settled in request.lang.
 */
export async function postRoutes(app: FastifyInstance): Promise<void> {
  const kept = (path: string) => ({ cache: { store: app.postListCache, key: listKey(path) } });

  route(
    app,
    postGetList,
    async (body, request) =>
      reading.listPosts(app.db, {
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
    async (body, request) => reading.listRecommended(app, { lang: request.lang, limit: body.limit }),
    kept(postGetRecommandList.path),
  );

  route(
    app,
    postGetBlogList,
    async (body, request) => reading.listBlog(app.db, { lang: request.lang, limit: body.limit }),
    kept(postGetBlogList.path),
  );

  route(app, postGetOne, async (body, request) =>
    reading.getPost(app, {
      id: body.id,
      lang: request.lang,
      reader: request.viewer,
      viewReader: { userId: request.viewer?.id ?? null, ip: request.ip, userAgent: userAgentOf(request) },
    }),
  );

  route(app, keywordGetList, async (body) => ({ rows: await suggestKeywords(app.db, body) }));

  route(app, postAdd, async (body, request) => {
    const viewer = requireViewer(request);
    return addPost(app, viewer, body);
  });

  route(app, postEdit, async (body, request) => {
    const viewer = requireViewer(request);
    return editPost(app, viewer, body);
  });

  route(app, postDelete, async (body, request) => {
    const viewer = requireViewer(request);
    await deletePost(app, viewer, body.id);
    return { deleted: true as const };
  });

  route(app, userPostList, async (body, request) =>
    reading.listMemberPosts(app.db, {
      userId: body.userInfoId,
      reader: request.viewer,
      lang: request.lang,
      pageNum: body.pageNum,
      pageSize: body.pageSize,
    }),
  );

  route(app, userReplyList, async (body, request) =>
    reading.listMemberReplies(app.db, {
      userId: body.userInfoId,
      reader: request.viewer,
      pageNum: body.pageNum,
      pageSize: body.pageSize,
    }),
  );

  route(app, userBookmarkList, async (body, request) => {
    const viewer = requireViewer(request);
    return reading.listReactedPosts(app.db, { table: 'post_bookmarks', reader: viewer, ...pageArgs(body, request) });
  });

  route(app, userFollowedPostList, async (body, request) => {
    const viewer = requireViewer(request);
    return reading.listReactedPosts(app.db, { table: 'post_follows', reader: viewer, ...pageArgs(body, request) });
  });
}

const pageArgs = (body: { pageNum: number; pageSize: number }, request: FastifyRequest) => ({
  lang: request.lang,
  pageNum: body.pageNum,
  pageSize: body.pageSize,
});
