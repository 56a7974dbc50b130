import type { CharacterKey, CodeGroup, PostGroupingType, WritableBy } from '../../common/contracts/reference.ts';
import type { Locale } from '../../common/i18n/locales.ts';

/**
 * The reference data Hearth starts with (SPEC §3.1, §3.3; DECISIONS P13, P22). Keys are
 * stable identifiers that other tables and clients rely on: add rows, never rename a key.
 * Names may be edited here; the seed updates them at the next start.
 */
export type Names = Record<Locale, string>;

const n = (ko: string, en: string, ja: string): Names => ({ ko, en, ja });

export interface CodeSeed {
  group: CodeGroup;
  key: string;
  names: Names;
}

export const CODES: CodeSeed[] = [
  // SPEC §3.1 jobs, in the order of the sign-up form; JOB_NONE means "not chosen" (jobPlz).
  { group: 'job', key: 'JOB_NONE', names: n('선택 안 함', 'Not selected', '未選択') },
  { group: 'job', key: 'JOB_MARKETER', names: n('마케터', 'Marketer', 'マーケター') },
  { group: 'job', key: 'JOB_UXRESEARCHER', names: n('UX 리서처', 'UX researcher', 'UXリサーチャー') },
  {
    group: 'job',
    key: 'JOB_PM',
    names: n('프로덕트 매니저(PM)', 'Product manager (PM)', 'プロダクトマネージャー(PM)'),
  },
  { group: 'job', key: 'JOB_SERVICE', names: n('서비스 기획자', 'Service planner', 'サービス企画') },
  { group: 'job', key: 'JOB_UXDESIGNER', names: n('UX 디자이너', 'UX designer', 'UXデザイナー') },
  { group: 'job', key: 'JOB_UIDESIGNER', names: n('UI 디자이너', 'UI designer', 'UIデザイナー') },
  { group: 'job', key: 'JOB_DEVELOPER', names: n('개발자', 'Developer', 'エンジニア') },
  { group: 'job', key: 'JOB_MANAGEMENT', names: n('경영·임원', 'Management', '経営・マネジメント') },
  { group: 'job', key: 'JOB_RECRUITER', names: n('채용 담당자', 'Recruiter', '採用担当者') },
  { group: 'job', key: 'JOB_ANALYST', names: n('데이터 분석가', 'Data analyst', 'データアナリスト') },
  { group: 'job', key: 'JOB_ETC', names: n('기타', 'Other', 'その他') },
  // SPEC §3.1 "plus admin": the job shown for administrator accounts, never offered at sign-up.
  { group: 'job', key: 'JOB_ADMIN', names: n('관리자', 'Administrator', '管理者') },

  // Sign-up sources (SPEC §3.1 signupFrom): e-mail sign-up is "default".
  { group: 'signup_from', key: 'default', names: n('이메일', 'Email', 'メールアドレス') },
  { group: 'signup_from', key: 'google', names: n('구글', 'Google', 'Google') },
  { group: 'signup_from', key: 'facebook', names: n('페이스북', 'Facebook', 'Facebook') },
  { group: 'signup_from', key: 'naver', names: n('네이버', 'Naver', 'NAVER') },
  { group: 'signup_from', key: 'kakao', names: n('카카오', 'Kakao', 'カカオ') },

  // SPEC §3.1 SNS link types of a profile (issue 14); SNS_NONE means "not chosen".
  { group: 'sns', key: 'SNS_NONE', names: n('선택 안 함', 'Not selected', '未選択') },
  { group: 'sns', key: 'SNS_FACEBOOK', names: n('페이스북', 'Facebook', 'Facebook') },
  { group: 'sns', key: 'SNS_INSTAGRAM', names: n('인스타그램', 'Instagram', 'Instagram') },
  { group: 'sns', key: 'SNS_BRUNCH', names: n('브런치', 'Brunch', 'Brunch') },
  { group: 'sns', key: 'SNS_NAVERBLOG', names: n('네이버 블로그', 'Naver Blog', 'NAVERブログ') },
  { group: 'sns', key: 'SNS_LINKEDIN', names: n('링크드인', 'LinkedIn', 'LinkedIn') },
  { group: 'sns', key: 'SNS_HOMEPAGE', names: n('홈페이지', 'Homepage', 'ホームページ') },
];

export interface PostGroupingSeed {
  type: PostGroupingType;
  writableBy: WritableBy;
  names: Names;
}

/** In the order of the desktop menu (SPEC §2.3): What's new, Forum, Case Study; then Careers. */
export const POST_GROUPINGS: PostGroupingSeed[] = [
  { type: 'whatsnew', writableBy: 'admin', names: n('새 소식', "What's New", '新着情報') },
  { type: 'forum', writableBy: 'member', names: n('포럼', 'Forum', 'フォーラム') },
  { type: 'casestudy', writableBy: 'member', names: n('케이스 스터디', 'Case Study', 'ケーススタディ') },
  { type: 'careers', writableBy: 'member', names: n('커리어', 'Careers', 'キャリア') },
];

export interface CategorySeed {
  /** Unique among its siblings; the stored key is the path `type.slug.slug…`. */
  slug: string;
  names: Names;
  children?: CategorySeed[];
}

const c = (slug: string, names: Names, children?: CategorySeed[]): CategorySeed => ({ slug, names, children });

/**
 * A starting tree for a web-analytics and heatmap community (big, mid and small categories
 * of SPEC §2 "Write post"). Depth 3 only where a topic really splits further.
 */
export const CATEGORY_TREE: Record<PostGroupingType, CategorySeed[]> = {
  forum: [
    c('analytics', n('애널리틱스', 'Analytics', 'アナリティクス'), [
      c('setup-tracking', n('설치와 트래킹', 'Setup & tracking', '導入とトラッキング'), [
        c('tag-install', n('태그 설치', 'Tag installation', 'タグの設置')),
        c('event-tracking', n('이벤트 트래킹', 'Event tracking', 'イベントトラッキング')),
        c('cross-domain', n('크로스 도메인', 'Cross-domain tracking', 'クロスドメイン計測')),
        c('spa-apps', n('SPA·앱 트래킹', 'SPAs & mobile apps', 'SPA・アプリの計測')),
      ]),
      c('reports-metrics', n('리포트와 지표', 'Reports & metrics', 'レポートと指標'), [
        c('dashboards', n('대시보드', 'Dashboards', 'ダッシュボード')),
        c('segments', n('세그먼트', 'Segments', 'セグメント')),
        c('funnels', n('퍼널 분석', 'Funnel analysis', 'ファネル分析')),
        c('attribution', n('기여도 분석', 'Attribution', 'アトリビューション')),
      ]),
      c(
        'heatmaps-replay',
        n('히트맵과 세션 리플레이', 'Heatmaps & session replay', 'ヒートマップとセッションリプレイ'),
        [
          c('click-heatmaps', n('클릭 히트맵', 'Click heatmaps', 'クリックヒートマップ')),
          c('scroll-heatmaps', n('스크롤 히트맵', 'Scroll heatmaps', 'スクロールヒートマップ')),
          c('session-replay', n('세션 리플레이', 'Session replay', 'セッションリプレイ')),
        ],
      ),
      c(
        'data-governance',
        n('데이터 거버넌스와 개인정보', 'Data governance & privacy', 'データガバナンスとプライバシー'),
        [
          c('consent', n('동의 관리', 'Consent management', '同意管理')),
          c('data-quality', n('데이터 품질', 'Data quality', 'データ品質')),
        ],
      ),
    ]),
    c('ux-research', n('UX 리서치', 'UX research', 'UXリサーチ'), [
      c('usability-testing', n('사용성 테스트', 'Usability testing', 'ユーザビリティテスト')),
      c('user-interviews', n('사용자 인터뷰', 'User interviews', 'ユーザーインタビュー')),
      c('ab-testing', n('A/B 테스트', 'A/B testing', 'A/Bテスト')),
      c(
        'personas-journeys',
        n('페르소나와 고객 여정', 'Personas & customer journeys', 'ペルソナとカスタマージャーニー'),
      ),
    ]),
    c('marketing', n('마케팅', 'Marketing', 'マーケティング'), [
      c('acquisition', n('고객 획득', 'Acquisition', '顧客獲得'), [
        c('paid-ads', n('유료 광고', 'Paid advertising', '広告運用')),
        c('social-media', n('소셜 미디어', 'Social media', 'ソーシャルメディア')),
      ]),
      c('campaigns', n('캠페인', 'Campaigns', 'キャンペーン'), [
        c('email-crm', n('이메일·CRM', 'Email & CRM', 'メール・CRM')),
        c('utm', n('UTM 관리', 'UTM tagging', 'UTM管理')),
      ]),
      c('seo', n('검색 엔진 최적화(SEO)', 'SEO', 'SEO'), [
        c('technical-seo', n('테크니컬 SEO', 'Technical SEO', 'テクニカルSEO')),
        c('content-seo', n('콘텐츠 SEO', 'Content SEO', 'コンテンツSEO')),
      ]),
      c('conversion', n('전환율 최적화', 'Conversion optimization', 'コンバージョン最適化')),
    ]),
    c('product', n('프로덕트', 'Product', 'プロダクト'), [
      c('product-analytics', n('프로덕트 분석', 'Product analytics', 'プロダクト分析'), [
        c('retention', n('리텐션', 'Retention', 'リテンション')),
        c('onboarding', n('온보딩', 'Onboarding', 'オンボーディング')),
      ]),
      c('roadmap-strategy', n('로드맵과 전략', 'Roadmap & strategy', 'ロードマップと戦略')),
      c('growth', n('그로스', 'Growth', 'グロース')),
    ]),
    c('community', n('커뮤니티', 'Community', 'コミュニティ'), [
      c('open-talk', n('자유 주제', 'Open discussion', 'フリートーク')),
      c('meetups', n('스터디·모임', 'Study groups & meetups', '勉強会・交流会')),
    ]),
  ],
  casestudy: [
    c('ecommerce', n('이커머스', 'E-commerce', 'EC'), [
      c('fashion-beauty', n('패션·뷰티', 'Fashion & beauty', 'ファッション・ビューティー')),
      c('food-living', n('식품·생활', 'Food & household', '食品・日用品')),
      c('marketplaces', n('오픈마켓·플랫폼', 'Marketplaces', 'マーケットプレイス')),
    ]),
    c('saas', n('SaaS', 'SaaS', 'SaaS'), [
      c('b2b', n('B2B SaaS', 'B2B SaaS', 'B2B SaaS')),
      c('b2c', n('B2C 서비스', 'B2C services', 'B2Cサービス')),
    ]),
    c('media', n('미디어·콘텐츠', 'Media & content', 'メディア・コンテンツ'), [
      c('news-publishing', n('뉴스·출판', 'News & publishing', 'ニュース・出版')),
      c('video-streaming', n('영상·스트리밍', 'Video & streaming', '動画・配信')),
    ]),
    c('finance', n('금융·핀테크', 'Finance & fintech', '金融・フィンテック'), [
      c('banking-payments', n('은행·결제', 'Banking & payments', '銀行・決済')),
      c('insurance', n('보험', 'Insurance', '保険')),
      c('investment', n('증권·투자', 'Investing', '証券・投資')),
    ]),
    c('travel-mobility', n('여행·모빌리티', 'Travel & mobility', '旅行・モビリティ')),
    c('education', n('교육', 'Education', '教育')),
    c('gaming', n('게임', 'Gaming', 'ゲーム')),
    c('public-nonprofit', n('공공·비영리', 'Public sector & nonprofit', '公共・非営利')),
    c('other', n('기타', 'Other', 'その他')),
  ],
  careers: [
    c('data', n('데이터·분석', 'Data & analytics', 'データ・分析'), [
      c('data-analyst', n('데이터 분석가', 'Data analyst', 'データアナリスト')),
      c('data-engineer', n('데이터 엔지니어', 'Data engineer', 'データエンジニア')),
      c('data-scientist', n('데이터 사이언티스트', 'Data scientist', 'データサイエンティスト')),
    ]),
    c('marketing', n('마케팅', 'Marketing', 'マーケティング'), [
      c('performance', n('퍼포먼스 마케팅', 'Performance marketing', 'パフォーマンスマーケティング')),
      c('content', n('콘텐츠 마케팅', 'Content marketing', 'コンテンツマーケティング')),
      c('crm', n('CRM 마케팅', 'CRM marketing', 'CRMマーケティング')),
    ]),
    c('design-research', n('디자인·리서치', 'Design & research', 'デザイン・リサーチ'), [
      c('ux-design', n('UX 디자인', 'UX design', 'UXデザイン')),
      c('ui-design', n('UI 디자인', 'UI design', 'UIデザイン')),
      c('ux-research', n('UX 리서치', 'UX research', 'UXリサーチ')),
    ]),
    c('product', n('기획·PM', 'Product management', '企画・PM'), [
      c('service-planning', n('서비스 기획', 'Service planning', 'サービス企画')),
      c('product-manager', n('프로덕트 매니저', 'Product manager', 'プロダクトマネージャー')),
    ]),
    c('engineering', n('개발', 'Engineering', '開発'), [
      c('frontend', n('프론트엔드', 'Front-end', 'フロントエンド')),
      c('backend', n('백엔드', 'Back-end', 'バックエンド')),
      c('mobile', n('모바일', 'Mobile', 'モバイル')),
    ]),
    c('business', n('비즈니스·영업', 'Business & sales', 'ビジネス・営業'), [
      c('sales', n('영업', 'Sales', '営業')),
      c('customer-success', n('고객 성공', 'Customer success', 'カスタマーサクセス')),
      c('business-development', n('사업 개발', 'Business development', '事業開発')),
    ]),
    c('other', n('기타', 'Other', 'その他')),
  ],
  whatsnew: [
    c('product-updates', n('제품 업데이트', 'Product updates', 'プロダクトアップデート'), [
      c('new-features', n('새 기능', 'New features', '新機能')),
      c('improvements', n('개선 사항', 'Improvements', '改善')),
      c('release-notes', n('릴리스 노트', 'Release notes', 'リリースノート')),
    ]),
    c('events', n('이벤트', 'Events', 'イベント'), [
      c('webinars', n('웨비나', 'Webinars', 'ウェビナー')),
      c('meetups', n('오프라인 행사', 'Meetups & conferences', 'オフラインイベント')),
    ]),
    c('notices', n('공지사항', 'Notices', 'お知らせ'), [
      c('service', n('서비스 안내', 'Service notices', 'サービスのお知らせ')),
      c('maintenance', n('점검 안내', 'Maintenance', 'メンテナンスのお知らせ')),
      c('policy', n('정책 변경', 'Policy updates', 'ポリシーの変更')),
    ]),
  ],
};

export interface CharacterSeed {
  key: CharacterKey;
  names: Names;
  intros: Names;
}

/** SPEC §3.1 characters, in the order DECISIONS P22 grants them. */
export const CHARACTERS: CharacterSeed[] = [
  {
    key: 'dough',
    names: n('반죽', 'Dough', '生地'),
    intros: n(
      '아직 무엇이든 될 수 있는 말랑말랑한 반죽이에요. 성격 유형을 정하면 어떤 빵으로 구워질지 알 수 있어요.',
      'A soft dough that could still become anything. Set your personality type to find out which bread you will bake into.',
      'まだ何にでもなれる、やわらかなパン生地です。性格タイプを設定すると、どんなパンに焼き上がるかがわかります。',
    ),
  },
  {
    key: 'muffin',
    names: n('머핀', 'Muffin', 'マフィン'),
    intros: n(
      '호기심 많고 논리적인 전략가예요. 어려운 문제를 끝까지 파고들어 가장 똑똑한 답을 찾아내요.',
      'A curious, logical strategist. Muffin digs into hard problems until the smartest answer rises to the top.',
      '好奇心旺盛で論理的な戦略家。難しい問題をとことん掘り下げて、いちばん賢い答えを見つけ出します。',
    ),
  },
  {
    key: 'donut',
    names: n('도넛', 'Donut', 'ドーナツ'),
    intros: n(
      '믿음직하고 꼼꼼한 살림꾼이에요. 약속을 지키고, 모두가 편히 기댈 수 있는 든든한 자리를 만들어요.',
      'Dependable and thorough. Donut keeps promises and makes sure everyone has something solid to lean on.',
      '頼りがいがあって几帳面なしっかり者。約束を守り、みんなが安心して頼れる場所をつくります。',
    ),
  },
  {
    key: 'loaf',
    names: n('식빵', 'Loaf', '食パン'),
    intros: n(
      '따뜻한 마음을 가진 이상주의자예요. 사람들의 이야기에 귀 기울이고 함께 성장하는 길을 찾아요.',
      'A warm-hearted idealist. Loaf listens closely to people and looks for ways for everyone to grow together.',
      'あたたかい心を持つ理想主義者。人の話に耳を傾け、みんなで一緒に成長できる道を探します。',
    ),
  },
  {
    key: 'baguette',
    names: n('바게트', 'Baguette', 'バゲット'),
    intros: n(
      '겉은 바삭하고 속은 자유로운 모험가예요. 직접 부딪혀 보며 배우고, 지금 이 순간을 즐길 줄 알아요.',
      'Crisp outside and free-spirited inside. Baguette learns by doing and knows how to enjoy the moment.',
      '外はカリッと、中は自由な冒険家。実際にやってみて学び、今この瞬間を楽しむことを知っています。',
    ),
  },
];

/** SPEC §3.1 "Characters by personality type"; dough has no type. */
export const MBTI_TYPES: { type: string; character: Exclude<CharacterKey, 'dough'> }[] = [
  ...['intj', 'intp', 'entj', 'entp'].map((type) => ({ type, character: 'muffin' as const })),
  ...['istj', 'isfj', 'estj', 'esfj'].map((type) => ({ type, character: 'donut' as const })),
  ...['infj', 'infp', 'enfj', 'enfp'].map((type) => ({ type, character: 'loaf' as const })),
  ...['istp', 'isfp', 'estp', 'esfp'].map((type) => ({ type, character: 'baguette' as const })),
];

/** SPEC §3.3 report reasons. */
export const REPORT_REASONS: { key: string; names: Names }[] = [
  { key: 'spam', names: n('스팸·홍보', 'Spam or advertising', 'スパム・宣伝') },
  { key: 'obscenity', names: n('음란물', 'Obscene or sexual content', 'わいせつな内容') },
  { key: 'hate', names: n('혐오 표현', 'Hate speech', 'ヘイトスピーチ・差別的な表現') },
  { key: 'harassment', names: n('괴롭힘·욕설', 'Harassment or abuse', '嫌がらせ・誹謗中傷') },
];
