import type { ModerationFilters } from './moderation-intents.ts';

const ALLOWED = {
  reports: {
    state: ['waiting', 'upheld', 'dismissed'],
  },
  content: {
    state: ['visible', 'hidden', 'deleted'],
    kind: ['post', 'reply'],
  },
} as const;
const GROUPINGS = ['whatsnew', 'forum', 'casestudy', 'careers'];
const LANGUAGES = ['ko', 'en', 'ja'];
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The page's address as filters: unknown values are dropped rather than refused. */
export function readFilters(
  params: URLSearchParams,
  mode: 'reports' | 'content',
): { filters: ModerationFilters; pageNum: number } {
  const pick = (name: string, allowed: readonly string[]) => {
    const value = params.get(name) ?? '';
    return allowed.includes(value) ? value : undefined;
  };
  const filters: ModerationFilters = {};
  const state = pick('state', ALLOWED[mode].state);
  if (state) filters.state = state;
  const grouping = pick('grouping', GROUPINGS);
  if (grouping) filters.grouping = grouping;
  const contentLang = pick('contentLang', LANGUAGES);
  if (contentLang) filters.contentLang = contentLang;
  if (mode === 'reports') {
    const from = params.get('from') ?? '';
    const to = params.get('to') ?? '';
    if (DAY.test(from)) filters.from = from;
    if (DAY.test(to)) filters.to = to;
  } else {
    const kind = pick('kind', ALLOWED.content.kind);
    if (kind) filters.kind = kind;
    const text = (params.get('text') ?? '').trim().slice(0, 100);
    if (text) filters.text = text;
  }
  const page = Number(params.get('pageNum'));
  return { filters, pageNum: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1 };
}
