import { type APIRequestContext, request as playwrightRequest } from '@playwright/test';
import { call } from './post-reading-helpers.ts';

/**
 * Knowledge articles written through the administrators' API for the knowledge specs (issue 31).
 * The e2e server runs without the demo community (DEMO_DATA=off): each spec writes its own
 * categories, guides and answers, named with a word of its own so that searches find only them.
 */
export const ADMIN = { userId: 'admin@hearth.test', password: 'e2e-admin-password' };

export async function adminRequest(baseURL: string): Promise<APIRequestContext> {
  const request = await playwrightRequest.newContext({ baseURL });
  await call(request, '/api/user/signin', ADMIN);
  return request;
}

type Lang = 'ko' | 'en' | 'ja';
export interface TextInput {
  lang: Lang;
  title: string;
  content: string;
  keywords?: string[];
}

const names = (word: string) => ({ ko: `${word} 분류`, en: `${word} topics`, ja: `${word} 分類` });

export async function addCategory(
  admin: APIRequestContext,
  area: 'documentation' | 'solomon',
  word: string,
  parentId: number | null = null,
): Promise<number> {
  return (
    await call<{ id: number }>(admin, '/api/knowledge/admin/category/save', { area, parentId, names: names(word) })
  ).id;
}

export async function addArticle(
  admin: APIRequestContext,
  input: {
    kind: 'guide' | 'faq';
    categoryId: number;
    texts: TextInput[];
    linkIds?: number[];
    status?: 'draft' | 'published';
  },
): Promise<number> {
  return (
    await call<{ id: number }>(admin, '/api/knowledge/admin/article/save', {
      status: 'published',
      linkIds: [],
      ...input,
      texts: input.texts.map((text) => ({ keywords: [], ...text })),
    })
  ).id;
}

export interface KnowledgeFixture {
  word: string;
  docTop: number;
  docLeaf: number;
  solTop: number;
  solLeaf: number;
  guide: number;
  faq: number;
  guideTitle: string;
  faqTitle: string;
}

/**
 * A documentation category with a guide of three headings (ko and en, no ja), and a Solomon
 * category with an answer that links the guide: the smallest knowledge base a reader can walk.
 */
export async function knowledgeFixture(admin: APIRequestContext, word: string): Promise<KnowledgeFixture> {
  const docTop = await addCategory(admin, 'documentation', word);
  const docLeaf = await addCategory(admin, 'documentation', `${word}설치`, docTop);
  const solTop = await addCategory(admin, 'solomon', word);
  const solLeaf = await addCategory(admin, 'solomon', `${word}문제`, solTop);
  const guideTitle = `${word} 추적 스크립트 설치 가이드`;
  const guide = await addArticle(admin, {
    kind: 'guide',
    categoryId: docLeaf,
    texts: [
      {
        lang: 'ko',
        title: guideTitle,
        content:
          '<h2>준비하기</h2><p>사이트의 head에 스크립트를 넣습니다.</p>' +
          '<h2>설치 확인</h2><p>실시간 보고서에서 방문이 보이면 끝입니다.</p>' +
          '<h3>문제가 있을 때</h3><p>광고 차단기를 끄고 다시 확인하세요.</p>',
      },
      {
        lang: 'en',
        title: `${word} Installing the tracking script`,
        content:
          '<h2>Before you start</h2><p>Put the script in the head.</p><h2>Check it</h2><p>Open the live report.</p>',
      },
    ],
  });
  const faqTitle = `${word} 히트맵에 클릭이 보이지 않아요`;
  const faq = await addArticle(admin, {
    kind: 'faq',
    categoryId: solLeaf,
    linkIds: [guide],
    texts: [
      {
        lang: 'ko',
        title: faqTitle,
        content: '<p>스크립트가 모든 페이지에 설치되었는지 먼저 확인하세요.</p>',
        keywords: [`${word}히트맵`],
      },
    ],
  });
  return { word, docTop, docLeaf, solTop, solLeaf, guide, faq, guideTitle, faqTitle };
}
