import type { DemoForumLink } from './types.ts';

/**
 * Demo forum questions and their official guides (issue 31): the post shows its guide, the guide
 * lists the post, and the references appear on the answers that link the same guide.
 * knowledge.test.ts checks that every title is a demo forum post's and every guide exists.
 */
export const demoForumLinks: DemoForumLink[] = [
  { lang: 'ko', titleStart: '스크롤 히트맵 해석할 때', guide: 'guide.heatmap-read', reference: true },
  { lang: 'ko', titleStart: 'React SPA에서 페이지뷰가 두 번씩', guide: 'guide.spa-tracking', reference: true },
  { lang: 'ko', titleStart: '퍼널 분석, 이탈 구간을 찾는 순서', guide: 'guide.funnel-create' },
  { lang: 'ko', titleStart: '쿠키 동의 배너 도입 후', guide: 'guide.consent-mode' },
  { lang: 'ko', titleStart: '클릭 히트맵으로', guide: 'guide.heatmap-read', reference: true },
  { lang: 'en', titleStart: 'Session replay etiquette', guide: 'guide.masking-retention', reference: true },
  { lang: 'en', titleStart: 'Rage clicks on mobile', guide: 'guide.heatmap-read' },
  { lang: 'en', titleStart: 'Cross-domain tracking between', guide: 'guide.verify-install' },
  { lang: 'ja', titleStart: 'GTMで設定したコンバージョンタグ', guide: 'guide.install-tag-manager', reference: true },
  { lang: 'ja', titleStart: 'セグメント設計で最初に', guide: 'guide.segments' },
  { lang: 'ja', titleStart: '熟読エリアのヒートマップ', guide: 'guide.heatmap-read', reference: true },
];
