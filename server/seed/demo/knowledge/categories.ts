import type { DemoKnowledgeCategory } from './types.ts';

/**
 * The two areas' categories, depth 1 then its depth-2 children. 'doc.funnel.reports' and
 * 'sol.billing.agency' are left empty on purpose: the pages and tests need an empty category.
 */
export const demoKnowledgeCategories: DemoKnowledgeCategory[] = [
  // Documentation
  {
    key: 'doc.start',
    area: 'documentation',
    names: { ko: '시작하기', en: 'Getting started', ja: 'はじめに' },
  },
  {
    key: 'doc.start.install',
    area: 'documentation',
    parent: 'doc.start',
    names: { ko: '추적 스크립트 설치', en: 'Installing the tracking script', ja: 'トラッキングコードの設置' },
  },
  {
    key: 'doc.start.verify',
    area: 'documentation',
    parent: 'doc.start',
    names: { ko: '설치 확인과 문제 해결', en: 'Checking your installation', ja: '設置の確認とトラブル対応' },
  },
  {
    key: 'doc.start.spa',
    area: 'documentation',
    parent: 'doc.start',
    names: { ko: 'SPA와 맞춤 이벤트', en: 'Single-page apps and custom events', ja: 'SPAとカスタムイベント' },
  },
  {
    key: 'doc.heatmap',
    area: 'documentation',
    names: { ko: '히트맵', en: 'Heatmaps', ja: 'ヒートマップ' },
  },
  {
    key: 'doc.heatmap.setup',
    area: 'documentation',
    parent: 'doc.heatmap',
    names: { ko: '히트맵 만들기', en: 'Setting up heatmaps', ja: 'ヒートマップの作成' },
  },
  {
    key: 'doc.heatmap.reading',
    area: 'documentation',
    parent: 'doc.heatmap',
    names: { ko: '히트맵 읽는 법', en: 'Reading heatmaps', ja: 'ヒートマップの見方' },
  },
  {
    key: 'doc.funnel',
    area: 'documentation',
    names: { ko: '퍼널과 세그먼트', en: 'Funnels and segments', ja: 'ファネルとセグメント' },
  },
  {
    key: 'doc.funnel.funnels',
    area: 'documentation',
    parent: 'doc.funnel',
    names: { ko: '퍼널', en: 'Funnels', ja: 'ファネル' },
  },
  {
    key: 'doc.funnel.segments',
    area: 'documentation',
    parent: 'doc.funnel',
    names: { ko: '세그먼트', en: 'Segments', ja: 'セグメント' },
  },
  {
    key: 'doc.funnel.reports',
    area: 'documentation',
    parent: 'doc.funnel',
    names: { ko: '리포트 공유와 내보내기', en: 'Sharing and exporting reports', ja: 'レポートの共有とエクスポート' },
  },
  {
    key: 'doc.privacy',
    area: 'documentation',
    names: { ko: '개인정보와 동의', en: 'Privacy and consent', ja: 'プライバシーと同意' },
  },
  {
    key: 'doc.privacy.consent',
    area: 'documentation',
    parent: 'doc.privacy',
    names: { ko: '동의 관리', en: 'Consent management', ja: '同意の管理' },
  },
  {
    key: 'doc.privacy.data',
    area: 'documentation',
    parent: 'doc.privacy',
    names: { ko: '마스킹과 데이터 보관', en: 'Masking and data retention', ja: 'マスキングとデータ保持' },
  },
  {
    key: 'doc.billing',
    area: 'documentation',
    names: { ko: '결제와 계정', en: 'Billing and account', ja: 'お支払いとアカウント' },
  },
  {
    key: 'doc.billing.plans',
    area: 'documentation',
    parent: 'doc.billing',
    names: { ko: '플랜과 결제', en: 'Plans and payment', ja: 'プランとお支払い' },
  },
  {
    key: 'doc.billing.team',
    area: 'documentation',
    parent: 'doc.billing',
    names: { ko: '팀원과 권한', en: 'Team members and roles', ja: 'メンバーと権限' },
  },

  // Solomon
  {
    key: 'sol.install',
    area: 'solomon',
    names: { ko: '설치와 데이터 수집', en: 'Installation & data collection', ja: '設置とデータ収集' },
  },
  {
    key: 'sol.install.script',
    area: 'solomon',
    parent: 'sol.install',
    names: { ko: '스크립트 설치', en: 'Tracking script', ja: 'トラッキングコード' },
  },
  {
    key: 'sol.install.data',
    area: 'solomon',
    parent: 'sol.install',
    names: { ko: '수집과 집계', en: 'Collection and processing', ja: '収集と集計' },
  },
  {
    key: 'sol.reports',
    area: 'solomon',
    names: { ko: '리포트와 히트맵', en: 'Reports & heatmaps', ja: 'レポートとヒートマップ' },
  },
  {
    key: 'sol.reports.heatmap',
    area: 'solomon',
    parent: 'sol.reports',
    names: { ko: '히트맵', en: 'Heatmaps', ja: 'ヒートマップ' },
  },
  {
    key: 'sol.reports.funnel',
    area: 'solomon',
    parent: 'sol.reports',
    names: { ko: '퍼널과 세그먼트', en: 'Funnels and segments', ja: 'ファネルとセグメント' },
  },
  {
    key: 'sol.privacy',
    area: 'solomon',
    names: { ko: '개인정보와 규정 준수', en: 'Privacy & compliance', ja: 'プライバシーとコンプライアンス' },
  },
  {
    key: 'sol.privacy.consent',
    area: 'solomon',
    parent: 'sol.privacy',
    names: { ko: '쿠키와 동의', en: 'Cookies and consent', ja: 'Cookieと同意' },
  },
  {
    key: 'sol.privacy.data',
    area: 'solomon',
    parent: 'sol.privacy',
    names: { ko: '데이터 보관과 삭제', en: 'Data retention and deletion', ja: 'データの保持と削除' },
  },
  {
    key: 'sol.billing',
    area: 'solomon',
    names: { ko: '결제와 플랜', en: 'Billing & plans', ja: 'お支払いとプラン' },
  },
  {
    key: 'sol.billing.payment',
    area: 'solomon',
    parent: 'sol.billing',
    names: { ko: '결제와 증빙', en: 'Payments and invoices', ja: 'お支払いと請求書' },
  },
  {
    key: 'sol.billing.plan',
    area: 'solomon',
    parent: 'sol.billing',
    names: { ko: '플랜 변경과 사용량', en: 'Changing plans and usage', ja: 'プラン変更と使用量' },
  },
  {
    key: 'sol.billing.agency',
    area: 'solomon',
    parent: 'sol.billing',
    names: { ko: '대행사·파트너 계정', en: 'Agencies and partners', ja: '代理店・パートナー' },
  },
];
