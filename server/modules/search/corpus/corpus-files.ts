import { readFileSync } from 'node:fs';
import type { PostGroupingType } from '../../../../common/contracts/reference.ts';

/**
 * The search corpus's two files (issue 30's known answers and graded relevance set), typed:
 * posts.json, the posts as written, and queries.json, what is asked and what should be found.
 */

export type CorpusLang = 'ko' | 'en' | 'ja';

/** How a post ends up unreachable by search (P14, P16): the corpus's must-never-be-found posts. */
export type CorpusState = 'private' | 'hidden' | 'deleted';

export interface CorpusPost {
  /** Stable name of the post ("ko-retention-01"), used by the judgements. */
  key: string;
  lang: CorpusLang;
  type: PostGroupingType;
  title: string;
  /** Simple HTML: paragraphs. */
  content: string;
  tags?: string[];
  companyName?: string;
  /** Written by an administrator (whatsnew, and any post with adminContent). */
  byAdmin?: boolean;
  /** Content only administrators read (and find). */
  adminContent?: string;
  state?: CorpusState;
}

export const DIFFICULTY_TAGS = [
  'particles',
  'spacing',
  'two-char',
  'latin-in-korean',
  'full-width',
  'tag',
  'english',
  'japanese',
  'multi-word',
  'long-question',
  'synonym',
  'nothing',
] as const;
export type DifficultyTag = (typeof DIFFICULTY_TAGS)[number];

export interface GradedQuery {
  id: string;
  lang: CorpusLang;
  text: string;
  tags: DifficultyTag[];
  /** Post key → grade: 3 exactly what was asked, 2 clearly relevant, 1 partially. {} = nothing is right. */
  relevant: Record<string, 1 | 2 | 3>;
}

/** A text that must get a clear answer: 200 with nothing found, or 400 with a field code. */
export interface EdgeQuery {
  id: string;
  lang: CorpusLang;
  /** The text, or `repeat` repeated `times` times. */
  text?: string;
  repeat?: { unit: string; times: number };
  expect: { status: 200; total?: number } | { status: 400; code: string };
}

export interface QueryFile {
  queries: GradedQuery[];
  edge: EdgeQuery[];
}

/** The secret word of the admin-only content: only administrators may find it. */
export const ADMIN_SECRET_WORD = '청록고래암호';

function readJson<T>(name: string): T {
  return JSON.parse(readFileSync(new URL(`./${name}`, import.meta.url), 'utf8')) as T;
}

export function corpusPosts(): CorpusPost[] {
  return readJson<{ posts: CorpusPost[] }>('posts.json').posts;
}

export function corpusQueries(): QueryFile {
  return readJson<QueryFile>('queries.json');
}

export function edgeText(edge: EdgeQuery): string {
  return edge.text ?? edge.repeat!.unit.repeat(edge.repeat!.times);
}
