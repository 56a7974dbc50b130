import { type APIRequestContext, type Page, request as playwrightRequest } from '@playwright/test';
import { createConfirmedMember, type Member, SAME_ORIGIN, uniqueMember } from './account-helpers.ts';
import { expect } from './fixtures.ts';

/**
 * Posts and replies written through the API for the reading page's specs. Every writer is a
 * member of its own with a request context of its own: P17 allows 10 posts and replies each in
 * 5 minutes, and both browser projects run at the same time against one server.
 */

interface Envelope<Data> {
  success: boolean;
  code?: string;
  message?: string;
  data: Data;
}

export async function call<Data = unknown>(request: APIRequestContext, path: string, data: object): Promise<Data> {
  const response = await request.post(path, { data, headers: SAME_ORIGIN });
  const body = (await response.json()) as Envelope<Data>;
  expect(response.status(), `${path}: ${JSON.stringify(body).slice(0, 300)}`).toBe(200);
  return body.data;
}

export interface Writer {
  request: APIRequestContext;
  member: Member;
}

/** A confirmed member signed in on a request context of its own. */
export async function newWriter(baseURL: string, tag: string, lang = 'ko'): Promise<Writer> {
  const request = await playwrightRequest.newContext({ baseURL });
  const member = uniqueMember('reading', tag);
  await createConfirmedMember(request, member, lang);
  await call(request, '/api/user/signin', { userId: member.email, password: member.password });
  return { request, member };
}

/** Signs `member` in with the page's own cookie jar, so that the browser is signed in too. */
export async function signInPage(page: Page, member: Member): Promise<void> {
  await call(page.request, '/api/user/signin', { userId: member.email, password: member.password });
}

interface CategoryRow {
  id: number;
  children: CategoryRow[];
}

/** The first leaf category of a grouping: posts name a leaf (ADR 0010). */
export async function leafCategory(request: APIRequestContext, type: string): Promise<number> {
  const { rows } = await call<{ rows: CategoryRow[] }>(request, '/api/category/list', { type });
  let node = rows[0];
  while (node && node.children.length > 0) node = node.children[0];
  expect(node, `a leaf category of ${type}`).toBeDefined();
  return node!.id;
}

export interface NewPost {
  type?: 'forum' | 'casestudy' | 'careers';
  title: string;
  content?: string;
  tags?: string[];
  visibility?: 'public' | 'private';
  companyName?: string;
}

export async function addPost(writer: Writer, post: NewPost): Promise<number> {
  const type = post.type ?? 'forum';
  const { id } = await call<{ id: number }>(writer.request, '/api/post/add', {
    lang: 'ko',
    type,
    postLang: 'ko',
    categoryId: await leafCategory(writer.request, type),
    title: post.title,
    content: post.content ?? `<p>${post.title}: the body of the post.</p>`,
    tags: post.tags ?? [],
    companyName: post.companyName ?? (type === 'careers' ? 'Acme' : null),
    visibility: post.visibility ?? 'public',
  });
  return id;
}

export async function addReply(writer: Writer, postId: number, content: string, parentId?: number) {
  return call<{ id: number }>(writer.request, '/api/post/reply/add', { postId, content, parentId: parentId ?? null });
}

/** A title no other test uses. */
export function uniqueTitle(word: string): string {
  return `${word} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}
