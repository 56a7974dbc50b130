import { normalizeText } from './analyzer.ts';

/**
 * Words of this site's subjects that mean the same (issue 30's quality goal): a query for one
 * finds the others. Korean writers mix transliterations, translations and English; Japanese
 * writers do the same with katakana. Each set is looked for as alternatives of one query word
 * or of a few words in a row ("태그 매니저", "google tag manager").
 */
const SYNONYM_SETS: readonly (readonly string[])[] = [
  ['리텐션', '잔존율', '유지율', '재방문율', 'retention', 'リテンション', '継続率'],
  ['gtm', '태그 매니저', '구글 태그 매니저', 'google tag manager', 'tag manager', 'タグマネージャー'],
  ['bigquery', '빅쿼리', 'ビッグクエリ'],
  [
    '전환율',
    '컨버전율',
    '전환',
    '컨버전',
    'conversion rate',
    'conversion',
    'cvr',
    'コンバージョン率',
    'コンバージョン',
    'cv率',
  ],
  ['히트맵', 'heatmap', 'heat map', 'ヒートマップ'],
  ['퍼널', '깔때기', 'funnel', 'ファネル'],
  ['코호트', 'cohort', 'コホート'],
  ['이탈률', '바운스율', 'bounce rate', '直帰率', '離脱率'],
  ['ga4', '구글 애널리틱스', 'google analytics', 'グーグルアナリティクス'],
  ['ab 테스트', 'a/b 테스트', 'ab test', 'a/b test', 'ab testing', 'abテスト', 'a/bテスト'],
  ['세그먼트', 'segment', 'セグメント'],
  ['대시보드', 'dashboard', 'ダッシュボード'],
  ['채용', '구인', 'hiring', '採用', '求人'],
  ['ux 리서치', '사용자 조사', '유저 리서치', 'user research', 'ux research', 'ユーザー調査', 'uxリサーチ'],
  ['랜딩 페이지', '랜딩페이지', 'landing page', 'ランディングページ'],
  ['이탈', 'churn', '解約'],
  ['개인정보', 'privacy', 'プライバシー', '個人情報'],
  ['동의', 'consent', '同意'],
  ['스크롤', 'scroll', 'スクロール'],
  ['클릭', 'click', 'クリック'],
  ['광고', 'ads', 'advertising', '広告'],
  ['이메일', 'email', 'e-mail', 'メール'],
];

/** A word's key: normalised, its spaces and inner punctuation gone ("A/B 테스트" → "ab테스트"). */
export function synonymKey(text: string): string {
  return normalizeText(text).replace(/[^\p{L}\p{N}ー]/gu, '');
}

const SETS_BY_KEY = new Map<string, readonly string[]>();
for (const set of SYNONYM_SETS) for (const term of set) SETS_BY_KEY.set(synonymKey(term), set);

/** The words that mean what `key` means, itself included; undefined when none is known. */
export function synonymsOf(key: string): readonly string[] | undefined {
  return SETS_BY_KEY.get(key);
}

/** The longest phrase of the sets, in words: how far a query is read ahead. */
export const SYNONYM_MAX_WORDS = 3;
