import type { DemoKnowledgeArticle } from './types.ts';

/**
 * Solomon answers for the fictional "Hearth Analytics". Their facts agree with guides.ts (see
 * its header). faq.tax-invoice is Korean only (Korean tax invoices), faq.event-missing has no
 * ja, and faq.data-region is a Korean-only draft. Feedback texts read like real readers'.
 */
export const demoFaqs: DemoKnowledgeArticle[] = [
  {
    key: 'faq.script-where',
    kind: 'faq',
    category: 'sol.install.script',
    links: ['guide.install-script', 'guide.install-tag-manager'],
    texts: {
      ko: {
        title: '추적 스크립트는 페이지 어디에 넣어야 하나요?',
        keywords: ['설치', '추적 스크립트', 'head'],
        body: `
          모든 페이지의 \`</head>\` 바로 앞에 한 번씩 넣는 것을 권장합니다. 스크립트에 \`async\` 속성이 있어서 \`<head>\` 안에 있어도 페이지가 뜨는 속도에는 거의 영향을 주지 않습니다.

          - 공통 헤더 템플릿이 있다면 그 템플릿에 한 번만 넣으면 됩니다
          - 한 페이지에 두 번 들어가면 페이지뷰가 두 배로 집계되니, 예전 코드나 태그 매니저에 넣은 코드가 겹치지 않는지 확인하세요
          - \`<body>\` 맨 아래에 넣어도 동작은 하지만, 금방 떠난 방문은 놓칠 수 있습니다

          HTML을 직접 고치기 어렵다면 태그 매니저의 사용자 정의 HTML 태그로 넣고, 트리거를 **모든 페이지**로 설정하면 됩니다.
        `,
      },
      en: {
        title: 'Where on the page should the tracking script go?',
        keywords: ['installation', 'tracking script', 'head'],
        body: `
          We recommend adding it once to every page, just before \`</head>\`. The script has the \`async\` attribute, so keeping it in the \`<head>\` has almost no effect on how fast your pages load.

          - If you have a shared header template, add it there once
          - If it ends up on a page twice, pageviews are counted twice, so make sure an old copy or a tag manager version isn't also running
          - It works at the end of \`<body>\` too, but you may miss visitors who leave very quickly

          If you can't edit the HTML yourself, add it as a custom HTML tag in your tag manager with an **all pages** trigger.
        `,
      },
      ja: {
        title: 'トラッキングコードはページのどこに設置すればいいですか?',
        keywords: ['設置', 'トラッキングコード', 'head'],
        body: `
          すべてのページの\`</head>\`の直前に1回ずつ設置することをおすすめします。コードには\`async\`属性が付いているため、\`<head>\`内にあってもページの表示速度にはほとんど影響しません。

          - 共通のヘッダーテンプレートがあれば、そこに1回設置するだけで済みます
          - 1つのページに2回設置されるとページビューが二重に計測されます。古いコードやタグマネージャー経由のコードと重複していないか確認してください
          - \`<body>\`の末尾でも動作しますが、すぐに離脱した訪問を取りこぼすことがあります

          HTMLを直接編集できない場合は、タグマネージャーのカスタムHTMLタグで設置し、トリガーを**すべてのページ**に設定してください。
        `,
      },
    },
    feedback: [
      { helpful: true, lang: 'ko' },
      { helpful: true, lang: 'ko' },
      { helpful: true, lang: 'en' },
      { helpful: true, lang: 'ja' },
      {
        helpful: false,
        lang: 'ko',
        text: '사이트 빌더로 만든 쇼핑몰은 head를 직접 못 고치는데 그 경우 설명도 있었으면 좋겠어요.',
      },
    ],
  },
  {
    key: 'faq.no-data',
    kind: 'faq',
    category: 'sol.install.script',
    links: ['guide.verify-install', 'guide.install-script'],
    texts: {
      ko: {
        title: '스크립트를 설치했는데 데이터가 하나도 안 들어와요',
        keywords: ['설치', '데이터 수집', '문제 해결'],
        body: `
          **설정 > 사이트 > 추적 코드**의 **설치 확인** 버튼으로 먼저 원인을 확인해 보세요. 진단 패널의 메시지에 따라 해결 방법이 다릅니다.

          | 메시지 | 확인할 것 |
          | 알 수 없는 사이트 ID | \`data-site\` 값이 추적 코드 화면과 같은지 |
          | 허용되지 않은 도메인 | **허용 도메인**에 지금 도메인이 등록되어 있는지 |
          | 동의 대기 중 | 동의 배너에서 \`hearth('consent', 'granted')\`를 호출하는지 |

          진단 패널이 아예 뜨지 않는다면 배포가 안 됐거나 CDN이 옛 페이지를 보여 주는 경우가 많습니다. 콘텐츠 보안 정책(CSP)을 쓰는 사이트라면 \`cdn.hearth-analytics.example\`과 \`collect.hearth-analytics.example\`을 허용 목록에 추가해야 합니다. 확인할 때는 광고 차단기를 끈 브라우저를 쓰세요.
        `,
      },
      en: {
        title: "I've installed the script but no data is coming in",
        keywords: ['installation', 'data collection', 'troubleshooting'],
        body: `
          Start with the **Check installation** button under **Settings > Sites > Tracking code**. The fix depends on the message the diagnostics panel shows.

          | Message | What to check |
          | Unknown site ID | Does \`data-site\` match the Tracking code screen? |
          | Domain not allowed | Is the current domain listed under **Allowed domains**? |
          | Waiting for consent | Does your consent banner call \`hearth('consent', 'granted')\`? |

          If the panel doesn't appear at all, the release usually hasn't gone out yet or your CDN is serving an old page. If your site uses a Content Security Policy, allow \`cdn.hearth-analytics.example\` and \`collect.hearth-analytics.example\`. Test in a browser without an ad blocker.
        `,
      },
      ja: {
        title: 'コードを設置したのにデータがまったく届きません',
        keywords: ['設置', 'データ収集', 'トラブル対応'],
        body: `
          まずは**設定 > サイト > トラッキングコード**の**設置を確認**ボタンで原因を確認してください。診断パネルのメッセージによって対処法が異なります。

          | メッセージ | 確認すること |
          | 不明なサイトID | \`data-site\`の値がトラッキングコード画面と同じか |
          | 許可されていないドメイン | **許可ドメイン**に現在のドメインが登録されているか |
          | 同意待ち | 同意バナーから\`hearth('consent', 'granted')\`が呼び出されているか |

          診断パネル自体が表示されない場合は、デプロイされていないか、CDNが古いページを配信していることがほとんどです。CSPを設定しているサイトでは、\`cdn.hearth-analytics.example\`と\`collect.hearth-analytics.example\`を許可リストに追加してください。確認には広告ブロッカーを無効にしたブラウザをお使いください。
        `,
      },
    },
    feedback: [
      { helpful: true, lang: 'ko' },
      { helpful: true, lang: 'ko', text: '허용 도메인에 www 없는 주소를 안 넣어서였네요. 감사합니다!' },
      { helpful: true, lang: 'en' },
      {
        helpful: false,
        lang: 'ko',
        text: '설치 확인 버튼을 눌러도 새 창이 안 떠요. 팝업 차단 때문인지 뭔지 안내가 없어서 답답합니다.',
      },
      {
        helpful: false,
        lang: 'en',
        text: "Everything says Receiving but the dashboard is still empty after an hour. This page doesn't cover that case.",
      },
      { helpful: true, lang: 'ja' },
    ],
  },
  {
    key: 'faq.spa-pageviews',
    kind: 'faq',
    category: 'sol.install.script',
    links: ['guide.spa-tracking', 'guide.custom-events'],
    texts: {
      ko: {
        title: 'React로 만든 사이트인데 첫 페이지만 집계돼요',
        keywords: ['SPA', '페이지뷰', 'React'],
        body: `
          React, Vue 같은 SPA는 화면이 바뀌어도 페이지를 새로 불러오지 않기 때문에, 별도 설정이 없으면 처음 연 화면만 페이지뷰로 잡힙니다.

          가장 간단한 방법은 스크립트에 \`data-spa="history"\` 속성을 더하는 것입니다. 주소에 \`#/\`를 쓰는 라우터라면 \`data-spa="hash"\`를 쓰세요. 그러면 주소가 바뀔 때마다 자동으로 페이지뷰가 기록됩니다.

          전환 시점을 직접 정하고 싶다면 라우터의 이동 완료 시점에 \`hearth('pageview', { path: '/cart' })\`를 호출하세요. 단, 자동 추적과 직접 호출을 함께 쓰면 한 화면이 두 번 집계되니 둘 중 하나만 쓰셔야 합니다.

          버튼 클릭처럼 화면 전환이 아닌 행동은 맞춤 이벤트로 보내면 됩니다.
        `,
      },
      en: {
        title: 'My React site only counts the first page',
        keywords: ['SPA', 'pageviews', 'React'],
        body: `
          Single-page apps built with React, Vue and similar frameworks don't reload the page when the screen changes, so without extra setup only the first screen is recorded as a pageview.

          The simplest fix is to add \`data-spa="history"\` to the script, or \`data-spa="hash"\` if your router uses \`#/\` in the address. A pageview is then recorded automatically every time the address changes.

          If you'd rather decide when a screen counts, call \`hearth('pageview', { path: '/cart' })\` when your router finishes navigating. Don't combine automatic tracking with manual calls, though: each screen would be counted twice.

          For actions that aren't screen changes, such as button clicks, send custom events.
        `,
      },
      ja: {
        title: 'Reactで作ったサイトで最初のページしか計測されません',
        keywords: ['SPA', 'ページビュー', 'React'],
        body: `
          ReactやVueなどのSPAは画面が切り替わってもページを再読み込みしないため、設定をしないと最初に開いた画面しかページビューとして記録されません。

          最も簡単なのは、コードに\`data-spa="history"\`属性を追加する方法です。URLに\`#/\`を使うルーターの場合は\`data-spa="hash"\`を使ってください。URLが変わるたびに自動でページビューが記録されます。

          計測のタイミングを自分で決めたい場合は、ルーターの遷移完了時に\`hearth('pageview', { path: '/cart' })\`を呼び出します。ただし、自動計測と手動の呼び出しを併用すると同じ画面が2回計測されるため、どちらか一方だけを使ってください。

          ボタンのクリックなど、画面遷移ではない行動はカスタムイベントとして送信してください。
        `,
      },
    },
    feedback: [
      { helpful: true, lang: 'ko' },
      { helpful: true, lang: 'ko' },
      { helpful: true, lang: 'ko' },
      {
        helpful: false,
        lang: 'ko',
        text: 'Next.js처럼 서버 렌더링이 섞인 경우는 어떻게 하나요? 설명이 없어요.',
      },
      { helpful: true, lang: 'en', text: 'data-spa="history" fixed it in two minutes. Thanks.' },
      {
        helpful: false,
        lang: 'ja',
        text: 'モーダルを別ページとして計測したい場合の例も載せてほしいです。',
      },
    ],
  },
  {
    key: 'faq.data-delay',
    kind: 'faq',
    category: 'sol.install.data',
    links: ['guide.verify-install'],
    texts: {
      ko: {
        title: '리포트에 데이터가 반영되기까지 얼마나 걸리나요?',
        keywords: ['실시간', '집계', '반영 시간'],
        body: `
          화면마다 반영 속도가 다릅니다.

          | 화면 | 반영 시간 |
          | 실시간 | 1분 안 |
          | 리포트, 퍼널 | 보통 30분 안 |
          | 히트맵 | 보통 30분 안 (기기별 페이지뷰 30건 이상부터 표시) |

          방문이 한꺼번에 몰리는 시간이나 데이터 수집 서버 점검 중에는 리포트 반영이 최대 2시간까지 늦어질 수 있습니다. 이때도 수집은 계속되므로 데이터가 사라지지는 않습니다.

          리포트의 날짜 경계는 **설정 > 사이트 > 시간대**를 따릅니다. 시간대를 바꾸면 바꾼 뒤 들어오는 데이터부터 적용되니, 사이트를 처음 만들 때 맞춰 두는 것이 좋습니다.
        `,
      },
      en: {
        title: 'How long until new data shows up in reports?',
        keywords: ['real-time', 'processing', 'delay'],
        body: `
          It depends on the screen.

          | Screen | Delay |
          | Real-time | Under a minute |
          | Reports, funnels | Usually within 30 minutes |
          | Heatmaps | Usually within 30 minutes (shown from 30 pageviews per device) |

          At peak times or during maintenance of the collection servers, reports can be up to 2 hours behind. Collection carries on throughout, so no data is lost.

          Day boundaries in reports follow **Settings > Sites > Time zone**. A change only applies to data collected afterwards, so it's best to set it when you create the site.
        `,
      },
      ja: {
        title: 'レポートにデータが反映されるまでどのくらいかかりますか?',
        keywords: ['リアルタイム', '集計', '反映時間'],
        body: `
          画面によって反映までの時間が異なります。

          | 画面 | 反映時間 |
          | リアルタイム | 1分以内 |
          | レポート、ファネル | 通常30分以内 |
          | ヒートマップ | 通常30分以内(デバイスごとにページビュー30件以上で表示) |

          アクセスが集中する時間帯や、データ収集サーバーのメンテナンス中は、レポートへの反映が最大2時間遅れることがあります。その間も収集は続いているため、データが失われることはありません。

          レポートの日付の区切りは**設定 > サイト > タイムゾーン**に従います。タイムゾーンの変更は変更後に届いたデータから適用されるため、サイトの作成時に設定しておくことをおすすめします。
        `,
      },
    },
    feedback: [
      { helpful: true, lang: 'ko' },
      { helpful: true, lang: 'en' },
      { helpful: true, lang: 'ja' },
      { helpful: true, lang: 'ja' },
    ],
  },
  {
    key: 'faq.exclude-internal',
    kind: 'faq',
    category: 'sol.install.data',
    links: ['guide.verify-install', 'guide.segments'],
    texts: {
      ko: {
        title: '회사 직원들의 방문을 집계에서 빼고 싶어요',
        keywords: ['IP 제외', '내부 트래픽', '필터'],
        body: `
          **설정 > 데이터 필터 > IP 제외**에 사무실 IP 주소나 대역(예: \`203.0.113.0/24\`)을 등록하세요. 사이트당 50개까지 등록할 수 있습니다.

          주의할 점이 두 가지 있습니다.

          - IP 제외는 **등록한 뒤 들어오는 데이터부터** 적용됩니다. 이미 쌓인 데이터에서 빼려면 "IP 대역이 사무실 대역이 아님" 조건으로 세그먼트를 만들어 리포트에 적용하세요
          - 재택근무 중인 직원처럼 IP가 일정하지 않은 경우는 IP로 거를 수 없습니다. 사내 계정으로 로그인한 사용자에게 \`hearth('identify', ...)\`를 보내고 있다면 회원 ID 조건의 세그먼트로 구분할 수 있습니다
        `,
      },
      en: {
        title: "How do I exclude my own team's visits?",
        keywords: ['IP exclusion', 'internal traffic', 'filters'],
        body: `
          Add your office IP addresses or ranges (for example \`203.0.113.0/24\`) under **Settings > Data filters > IP exclusion**. You can add up to 50 per site.

          Two things to keep in mind:

          - IP exclusion only applies to **data collected after you add it**. To remove internal visits from existing data, create a segment with the condition "IP range is not the office range" and apply it to your reports
          - Staff working from home don't have a fixed IP, so IP rules can't catch them. If you send \`hearth('identify', ...)\` for people signed in with company accounts, a segment on member ID can separate them
        `,
      },
      ja: {
        title: '社員のアクセスを集計から除外したい',
        keywords: ['IP除外', '社内アクセス', 'フィルター'],
        body: `
          **設定 > データフィルター > IP除外**に、オフィスのIPアドレスまたは範囲(例:\`203.0.113.0/24\`)を登録してください。サイトごとに50件まで登録できます。

          注意点が2つあります。

          - IP除外は**登録後に届いたデータから**適用されます。蓄積済みのデータから除外するには、「IPアドレス範囲がオフィスの範囲ではない」という条件でセグメントを作成し、レポートに適用してください
          - 在宅勤務の社員などIPが固定されていない場合は、IPでは除外できません。社内アカウントでログインしたユーザーに\`hearth('identify', ...)\`を送っていれば、会員IDの条件でセグメントを作って区別できます
        `,
      },
    },
    feedback: [
      { helpful: true, lang: 'ko' },
      { helpful: true, lang: 'ko' },
      {
        helpful: false,
        lang: 'ko',
        text: '지난달 데이터에서도 빼고 싶은데 세그먼트로만 된다는 게 불편해요. 소급 적용 기능이 필요합니다.',
      },
      { helpful: true, lang: 'en' },
      {
        helpful: false,
        lang: 'ja',
        text: 'IPv6の範囲の書き方がわかりません。例を追加してください。',
      },
    ],
  },
  {
    key: 'faq.event-missing',
    kind: 'faq',
    category: 'sol.install.data',
    links: ['guide.custom-events'],
    texts: {
      ko: {
        title: '맞춤 이벤트를 보냈는데 리포트에 보이지 않아요',
        keywords: ['맞춤 이벤트', '이벤트 이름', '디버그'],
        body: `
          이벤트는 보통 30분 안에 **리포트 > 이벤트**에 나타납니다. 그보다 오래 보이지 않는다면 이름이나 속성이 규칙에 맞지 않아 버려졌을 가능성이 큽니다.

          - 이벤트 이름은 영문 소문자, 숫자, 밑줄만 쓸 수 있고 40자 이내여야 합니다. \`Signup-Click\`처럼 대문자나 하이픈이 있으면 버려집니다
          - 사이트당 이벤트 이름은 50개까지입니다. 한도를 넘은 새 이름은 기록되지 않습니다
          - 속성은 이벤트당 10개, 문자열 값은 100자까지입니다

          사이트 주소에 \`?hearth_debug=1\`을 붙여 열면 진단 패널에 이벤트가 버려진 이유가 빨간 줄로 표시됩니다. 동의 대기 모드를 쓰고 있다면 동의 전에 보낸 이벤트도 기록되지 않습니다.
        `,
      },
      en: {
        title: "I'm sending custom events but they don't appear in reports",
        keywords: ['custom events', 'event names', 'debug'],
        body: `
          Events usually show up under **Reports > Events** within 30 minutes. If they take longer than that, the name or properties most likely broke a rule and were dropped.

          - Event names may only contain lowercase letters, digits and underscores, up to 40 characters. A name like \`Signup-Click\` with capitals or hyphens is dropped
          - Each site can have up to 50 event names. New names beyond that aren't recorded
          - Each event can carry up to 10 properties, with string values up to 100 characters

          Open your site with \`?hearth_debug=1\` and the diagnostics panel shows why an event was dropped, in red. If you use consent mode, events sent before consent aren't recorded either.
        `,
      },
    },
    feedback: [
      { helpful: true, lang: 'ko', text: '하이픈 때문이었어요. 디버그 패널 덕분에 바로 찾았습니다.' },
      { helpful: true, lang: 'en' },
      {
        helpful: false,
        lang: 'ko',
        text: '이벤트 이름 50개를 다 썼으면 안 쓰는 이름은 어떻게 지우나요? 그 내용이 없네요.',
      },
    ],
  },
  {
    key: 'faq.heatmap-empty',
    kind: 'faq',
    category: 'sol.reports.heatmap',
    links: ['guide.heatmap-create', 'guide.heatmap-dynamic', 'guide.spa-tracking'],
    texts: {
      ko: {
        title: '히트맵에 클릭이 표시되지 않아요',
        keywords: ['히트맵', '클릭', 'URL 규칙'],
        body: `
          히트맵이 비어 있을 때 가장 흔한 원인은 다음 네 가지입니다.

          1. **히트맵을 만든 지 얼마 안 됐어요.** 히트맵은 만든 시점 이후의 방문만 모으고, 기기별로 페이지뷰가 30건 이상 쌓여야 표시됩니다. 그전에는 "데이터 수집 중"으로 보입니다
          2. **URL 규칙이 실제 주소와 달라요.** \`/products/123\`을 보려는데 규칙이 \`/product/\`로 시작한다면 한 건도 모이지 않습니다. 규칙 편집 화면의 **일치하는 최근 URL**에서 확인하세요
          3. **다른 기기를 보고 있어요.** 모바일 방문이 대부분인데 데스크톱 히트맵을 보고 있지 않은지 기기 선택을 확인하세요
          4. **클릭한 요소가 화면에 없어요.** 닫힌 탭, 팝업 안의 버튼 클릭은 배경 위에 그릴 수 없어 **요소 목록** 탭에만 집계됩니다

          SPA라면 가상 페이지뷰의 \`path\`와 URL 규칙이 맞는지도 확인해 주세요.
        `,
      },
      en: {
        title: 'Why is my heatmap empty?',
        keywords: ['heatmaps', 'clicks', 'URL rules'],
        body: `
          These are the four most common reasons for an empty heatmap:

          1. **The heatmap is new.** A heatmap only collects visits from the moment it was created, and each device's map appears once it has 30 pageviews. Until then it says "Collecting data"
          2. **The URL rule doesn't match the real address.** If you want \`/products/123\` but the rule starts with \`/product/\`, nothing is collected. Check **Recent matching URLs** on the rule editing screen
          3. **You're looking at another device.** If most visits are on mobile, make sure you're not viewing the desktop map
          4. **The clicked element isn't on screen.** Clicks on buttons in closed tabs or pop-ups can't be drawn on the background, so they're only counted in the **Element list** tab

          In a single-page app, also check that the \`path\` of your virtual pageviews matches the URL rule.
        `,
      },
      ja: {
        title: 'ヒートマップにクリックが表示されません',
        keywords: ['ヒートマップ', 'クリック', 'URLルール'],
        body: `
          ヒートマップが空のときによくある原因は、次の4つです。

          1. **作成してから時間が経っていない。** ヒートマップは作成時点以降の訪問だけを集め、デバイスごとにページビューが30件以上集まると表示されます。それまでは「データ収集中」と表示されます
          2. **URLルールが実際のURLと違う。** \`/products/123\`を見たいのにルールが\`/product/\`で始まっていると、1件も集まりません。ルール編集画面の**一致した最近のURL**で確認してください
          3. **別のデバイスを見ている。** 訪問の大半がモバイルなのに、デスクトップのヒートマップを見ていないか確認してください
          4. **クリックされた要素が画面にない。** 閉じたタブやポップアップ内のボタンのクリックは背景上に描画できないため、**要素リスト**タブにのみ集計されます

          SPAの場合は、仮想ページビューの\`path\`とURLルールが一致しているかもご確認ください。
        `,
      },
    },
    feedback: [
      { helpful: true, lang: 'ko' },
      { helpful: true, lang: 'ko' },
      { helpful: true, lang: 'ko', text: '기기 선택이 데스크톱으로 되어 있었네요 ㅎㅎ' },
      {
        helpful: false,
        lang: 'ko',
        text: 'SPA에서는 어떻게 하나요? 한 줄로만 넘어가서 뭘 확인해야 하는지 모르겠어요.',
      },
      { helpful: true, lang: 'en' },
      {
        helpful: false,
        lang: 'en',
        text: 'My rule matches and I have 2,000 pageviews, still nothing on mobile. None of these four apply.',
      },
      { helpful: true, lang: 'ja' },
    ],
  },
  {
    key: 'faq.heatmap-old-screenshot',
    kind: 'faq',
    category: 'sol.reports.heatmap',
    links: ['guide.heatmap-dynamic'],
    texts: {
      ko: {
        title: '히트맵 배경이 개편 전 디자인으로 보여요',
        keywords: ['스크린샷', '히트맵', '개편'],
        body: `
          히트맵 배경은 히트맵을 만든 뒤 처음 들어온 방문자의 화면으로 한 번 그려지고, 그 뒤로는 자동으로 바뀌지 않습니다. 그래서 페이지를 개편하면 배경이 옛 디자인으로 남습니다.

          히트맵 오른쪽 위 **⋯ > 스크린샷 다시 찍기**를 누르면 다음 방문자의 화면으로 배경이 바뀝니다. 클릭은 화면 좌표가 아니라 요소 기준으로 저장되므로, 개편 후에도 남아 있는 요소의 클릭은 새 배경 위에 제자리에 표시됩니다. 사라진 요소의 클릭은 **요소 목록**에서 볼 수 있습니다.

          개편 전후를 깔끔하게 비교하고 싶다면 기존 히트맵은 일시 중지하고 새 히트맵을 따로 만드는 편이 좋습니다.
        `,
      },
      en: {
        title: 'My heatmap still shows the old design',
        keywords: ['screenshot', 'heatmaps', 'redesign'],
        body: `
          A heatmap's background is drawn once, from the first visitor after the heatmap was created, and isn't updated automatically after that. So after a redesign the background keeps the old look.

          Click **⋯ > Retake screenshot** at the top right of the heatmap and the next visitor's page becomes the background. Clicks are stored per element rather than per screen position, so clicks on elements that survived the redesign appear in the right place on the new background. Clicks on removed elements are still in the **Element list**.

          For a clean before-and-after comparison, pause the old heatmap and create a new one.
        `,
      },
      ja: {
        title: 'ヒートマップの背景がリニューアル前のデザインのままです',
        keywords: ['スクリーンショット', 'ヒートマップ', 'リニューアル'],
        body: `
          ヒートマップの背景は、作成後に最初に訪れた訪問者の画面をもとに一度だけ描画され、その後は自動で更新されません。そのため、ページをリニューアルすると背景が古いデザインのまま残ります。

          ヒートマップ右上の**⋯ > スクリーンショットを撮り直す**をクリックすると、次の訪問者の画面で背景が更新されます。クリックは画面上の座標ではなく要素単位で保存されているため、リニューアル後も残っている要素のクリックは新しい背景の正しい位置に表示されます。なくなった要素のクリックは**要素リスト**で確認できます。

          リニューアル前後をきれいに比較したい場合は、既存のヒートマップを一時停止し、新しいヒートマップを別に作成するのがおすすめです。
        `,
      },
    },
    feedback: [
      { helpful: true, lang: 'ko' },
      { helpful: true, lang: 'en' },
      { helpful: true, lang: 'ja', text: '撮り直しボタンの場所がわかりました。ありがとうございます。' },
    ],
  },
  {
    key: 'faq.attention-vs-scroll',
    kind: 'faq',
    category: 'sol.reports.heatmap',
    links: ['guide.heatmap-read'],
    texts: {
      ko: {
        title: '스크롤 히트맵과 어텐션 히트맵은 뭐가 다른가요?',
        keywords: ['어텐션', '스크롤 히트맵', '히트맵'],
        body: `
          **스크롤 히트맵**은 페이지의 각 높이까지 내려온 방문자의 비율입니다. 한 번이라도 그 위치를 지나갔다면 도달한 것으로 셉니다.

          **어텐션 히트맵**은 각 영역이 실제로 화면에 보인 시간을 250ms 간격으로 기록해 합친 것입니다. 빠르게 스크롤하며 지나간 영역은 도달은 했어도 어텐션은 낮게 나옵니다.

          > 스크롤은 "거기까지 갔는가", 어텐션은 "거기서 머물렀는가"에 답합니다.

          두 보기를 번갈아 보면 도달률은 높은데 어텐션이 약한 구간, 즉 훑고 지나가는 구간을 찾을 수 있습니다. 어텐션 히트맵은 모바일을 포함한 모든 기기와 모든 플랜에서 쓸 수 있습니다.
        `,
      },
      en: {
        title: "What's the difference between scroll and attention maps?",
        keywords: ['attention', 'scroll map', 'heatmaps'],
        body: `
          A **scroll map** shows the share of visitors who reached each height of the page. Passing a point once counts as reaching it.

          An **attention map** adds up how long each area was actually visible on screen, sampled every 250 ms. Areas people scroll past quickly are reached, but get little attention.

          > Scroll answers "did they get there?"; attention answers "did they stay there?"

          Switch between the two to find sections with high reach but weak attention: the parts people skim. Attention maps are available on every device, mobile included, and on every plan.
        `,
      },
      ja: {
        title: 'スクロールヒートマップとアテンションヒートマップの違いは何ですか?',
        keywords: ['アテンション', 'スクロールヒートマップ', 'ヒートマップ'],
        body: `
          **スクロールヒートマップ**は、ページの各位置まで到達した訪問者の割合です。一度でもその位置を通過すれば到達とみなします。

          **アテンションヒートマップ**は、各エリアが実際に画面に表示されていた時間を250ミリ秒ごとに記録して合計したものです。素早くスクロールして通り過ぎたエリアは、到達していてもアテンションは低くなります。

          > スクロールは「そこまで行ったか」、アテンションは「そこに留まったか」を示します。

          2つの表示を見比べると、到達率は高いのにアテンションが弱い部分、つまり読み飛ばされている部分が見つかります。アテンションヒートマップはモバイルを含むすべてのデバイス、すべてのプランで利用できます。
        `,
      },
    },
    feedback: [
      { helpful: true, lang: 'ko' },
      { helpful: true, lang: 'ko' },
      { helpful: true, lang: 'ko' },
      { helpful: true, lang: 'en' },
      { helpful: true, lang: 'ja' },
      {
        helpful: false,
        lang: 'en',
        text: 'What does the colour scale of the attention map actually mean in seconds? I need numbers for my report.',
      },
    ],
  },
  {
    key: 'faq.funnel-first-step',
    kind: 'faq',
    category: 'sol.reports.funnel',
    links: ['guide.funnel-create'],
    texts: {
      ko: {
        title: '퍼널 첫 단계 숫자가 페이지뷰보다 훨씬 적어요',
        keywords: ['퍼널', '방문자 수', '페이지뷰'],
        body: `
          정상입니다. 퍼널의 숫자는 페이지뷰가 아니라 **방문자 수**입니다. 한 사람이 같은 기간에 상품 페이지를 다섯 번 봐도 페이지뷰는 5, 퍼널 첫 단계는 1로 셉니다.

          그 밖에 숫자가 예상과 다를 때 확인할 것들입니다.

          - **URL 규칙**: 첫 단계의 규칙이 정확히 일치로 되어 있으면 쿼리나 하위 경로가 붙은 주소는 빠집니다
          - **세그먼트**: 리포트 위쪽에 세그먼트가 적용되어 있지 않은지 확인하세요
          - **전환 기간**: 기본 1일입니다. 며칠에 걸쳐 구매를 결정하는 상품이라면 7일이나 30일로 늘려 보세요
          - **엄격한 순서**: 켜져 있다면 단계 사이에 다른 페이지를 거친 방문자는 이탈로 셉니다
        `,
      },
      en: {
        title: 'The first step of my funnel is much lower than the pageviews',
        keywords: ['funnels', 'visitors', 'pageviews'],
        body: `
          That's expected. Funnel numbers count **visitors**, not pageviews. If one person views a product page five times in the period, that's 5 pageviews but 1 in the funnel's first step.

          Other things to check when the numbers look off:

          - **URL rule**: if the first step uses an exact match, addresses with query strings or sub-paths are left out
          - **Segments**: make sure no segment is applied at the top of the report
          - **Conversion window**: the default is 1 day. For products people think about for a while, try 7 or 30 days
          - **Strict order**: when it's on, visitors who see another page between steps count as dropping off
        `,
      },
      ja: {
        title: 'ファネルの最初のステップの数がページビューよりかなり少ないです',
        keywords: ['ファネル', '訪問者数', 'ページビュー'],
        body: `
          正常な動作です。ファネルの数値はページビューではなく**訪問者数**です。同じ期間に1人が商品ページを5回見た場合、ページビューは5、ファネルの最初のステップは1と数えます。

          ほかに数値が想定と違う場合の確認ポイントです。

          - **URLルール**:最初のステップが完全一致になっていると、クエリや下位パスが付いたURLは含まれません
          - **セグメント**:レポート上部でセグメントが適用されていないか確認してください
          - **コンバージョン期間**:初期値は1日です。購入まで数日かけて検討される商品なら、7日や30日に延ばしてみてください
          - **厳密な順序**:オンの場合、ステップの間に別のページを見た訪問者は離脱として数えます
        `,
      },
    },
    feedback: [
      { helpful: true, lang: 'ko' },
      { helpful: true, lang: 'ko', text: '전환 기간이 1일로 되어 있는 걸 몰랐어요.' },
      {
        helpful: false,
        lang: 'ko',
        text: '방문자 기준인 건 알겠는데, 그럼 세션 기준으로 보는 방법은 없나요?',
      },
      { helpful: true, lang: 'ja' },
    ],
  },
  {
    key: 'faq.segment-limit',
    kind: 'faq',
    category: 'sol.reports.funnel',
    links: ['guide.segments', 'guide.plans-billing'],
    texts: {
      ko: {
        title: '세그먼트를 더 저장할 수 없다고 나와요',
        keywords: ['세그먼트', '플랜 한도', '저장'],
        body: `
          저장된 세그먼트 수는 플랜마다 한도가 있습니다. Free는 3개, Starter는 10개, Pro와 Enterprise는 제한이 없습니다.

          한도는 **워크스페이스 전체**의 세그먼트 수로 셉니다. 내가 만든 세그먼트가 적어도 팀원이 만든 **나만 보기** 세그먼트까지 모두 포함되므로, 목록에 보이는 것보다 많이 저장되어 있을 수 있습니다. 관리자는 **세그먼트 > 전체 관리**에서 모든 세그먼트를 보고 정리할 수 있습니다.

          저장하지 않고 조건만 걸어 두는 임시 세그먼트는 한도와 상관없이 쓸 수 있습니다. 자주 쓰는 세그먼트가 많다면 플랜을 올리는 것도 방법입니다. 올린 플랜은 바로 적용됩니다.
        `,
      },
      en: {
        title: "It says I can't save any more segments",
        keywords: ['segments', 'plan limits', 'saving'],
        body: `
          Each plan has a limit on saved segments: 3 on Free, 10 on Starter, and no limit on Pro and Enterprise.

          The limit counts every segment in the **whole workspace**. Your teammates' **Only me** segments count too, so more may be saved than you can see in your list. Admins can see and tidy up all of them under **Segments > Manage all**.

          Temporary segments, where you apply conditions without saving them, don't count towards the limit. If your team relies on many saved segments, consider upgrading; upgrades take effect immediately.
        `,
      },
      ja: {
        title: 'これ以上セグメントを保存できないと表示されます',
        keywords: ['セグメント', 'プランの上限', '保存'],
        body: `
          保存済みセグメントの数には、プランごとに上限があります。Freeは3件、Starterは10件、ProとEnterpriseは無制限です。

          上限は**ワークスペース全体**のセグメント数で数えます。ほかのメンバーが作成した**自分のみ**のセグメントも含まれるため、一覧に表示されている数より多く保存されている場合があります。管理者は**セグメント > すべて管理**からすべてのセグメントを確認・整理できます。

          保存せずに条件だけを適用する一時的なセグメントは、上限に関係なく使えます。よく使うセグメントが多い場合は、プランのアップグレードもご検討ください。アップグレードはすぐに適用されます。
        `,
      },
    },
    feedback: [
      { helpful: true, lang: 'ko' },
      {
        helpful: false,
        lang: 'ko',
        text: '팀원이 만든 나만 보기 세그먼트 때문에 한도가 찬다는 건 좀 이상해요. 그건 안 세야 하는 거 아닌가요?',
      },
      { helpful: true, lang: 'en' },
    ],
  },
  {
    key: 'faq.gdpr-consent',
    kind: 'faq',
    category: 'sol.privacy.consent',
    links: ['guide.consent-mode', 'guide.install-tag-manager'],
    texts: {
      ko: {
        title: 'GDPR 때문에 동의 전에는 수집하면 안 되는데 어떻게 설정하나요?',
        keywords: ['GDPR', '동의', '쿠키'],
        body: `
          추적 스크립트에 \`data-consent="required"\` 속성을 더하면 방문자가 동의하기 전까지 쿠키를 만들지 않고 아무 데이터도 보내지 않습니다.

          그다음 동의 배너에서 방문자가 선택했을 때 결과를 알려 주세요.

          - 동의: \`hearth('consent', 'granted')\`
          - 거부: \`hearth('consent', 'denied')\` (이미 만든 Hearth 쿠키도 지웁니다)

          Hearth Analytics는 동의 상태를 따로 기억하지 않으므로, 배너가 저장한 값을 읽어 **페이지마다** 호출해야 합니다. 태그 매니저를 쓴다면 태그 자체는 모든 페이지에서 실행하고 수집만 이 방식으로 미루는 것을 권장합니다. 동의 후에야 태그를 실행하면 그 방문의 유입 경로가 사라집니다.
        `,
      },
      en: {
        title: "GDPR says I can't collect before consent. How do I set that up?",
        keywords: ['GDPR', 'consent', 'cookies'],
        body: `
          Add \`data-consent="required"\` to the tracking script. Until the visitor agrees, it sets no cookies and sends no data.

          Then pass on the visitor's choice from your consent banner:

          - Accepted: \`hearth('consent', 'granted')\`
          - Declined: \`hearth('consent', 'denied')\` (this also deletes any Hearth cookies already set)

          Hearth Analytics doesn't remember consent itself, so read the value your banner saved and make the call **on every page**. If you use a tag manager, we recommend firing the tag on all pages and delaying only collection this way. Firing the tag only after consent loses the traffic source of that visit.
        `,
      },
      ja: {
        title: 'GDPRのため同意前は収集できません。どう設定すればいいですか?',
        keywords: ['GDPR', '同意', 'Cookie'],
        body: `
          トラッキングコードに\`data-consent="required"\`属性を追加すると、訪問者が同意するまでCookieを作成せず、データも一切送信しません。

          そのうえで、同意バナーで訪問者が選択したときに結果を伝えてください。

          - 同意:\`hearth('consent', 'granted')\`
          - 拒否:\`hearth('consent', 'denied')\`(作成済みのHearthのCookieも削除します)

          Hearth Analyticsは同意の状態を独自に保存しないため、バナーが保存した値を読み取って**ページごとに**呼び出す必要があります。タグマネージャーを使う場合は、タグ自体はすべてのページで配信し、収集だけをこの方法で保留することをおすすめします。同意後にタグを配信すると、その訪問の流入元が失われます。
        `,
      },
    },
    feedback: [
      { helpful: true, lang: 'ko' },
      { helpful: true, lang: 'en' },
      { helpful: true, lang: 'en' },
      {
        helpful: false,
        lang: 'en',
        text: 'Does consent mode also cover heatmaps and click data, or only pageviews? Please say so explicitly.',
      },
      { helpful: true, lang: 'ja' },
      {
        helpful: false,
        lang: 'ja',
        text: '国内の個人情報保護法の場合も同じ設定でいいのか知りたいです。',
      },
    ],
  },
  {
    key: 'faq.retention',
    kind: 'faq',
    category: 'sol.privacy.data',
    links: ['guide.masking-retention', 'guide.plans-billing'],
    texts: {
      ko: {
        title: '수집한 데이터는 얼마 동안 보관되나요?',
        keywords: ['보관 기간', '데이터', '플랜'],
        body: `
          보관 기간은 플랜에 따라 다릅니다.

          | 플랜 | 보관 기간 |
          | Free | 3개월 |
          | Starter | 13개월 |
          | Pro | 25개월 |
          | Enterprise | 최대 5년 (계약에 따라) |

          기간이 지난 원본 데이터는 매일 새벽에 지워지고, 그 기간의 리포트와 히트맵도 더는 볼 수 없습니다. 사내 규정 때문에 더 짧게 보관해야 한다면 **설정 > 개인정보 > 데이터 보관**에서 줄일 수 있습니다.

          플랜을 내리면 새 플랜의 보관 기간이 적용되고, 그보다 오래된 데이터는 **30일 뒤** 지워집니다. 그 사이에 다시 올리면 데이터는 그대로 남습니다. 필요한 표는 미리 CSV로 내보내 두세요.
        `,
      },
      en: {
        title: 'How long is collected data kept?',
        keywords: ['retention', 'data', 'plans'],
        body: `
          It depends on your plan.

          | Plan | Retention |
          | Free | 3 months |
          | Starter | 13 months |
          | Pro | 25 months |
          | Enterprise | Up to 5 years (per contract) |

          Raw data older than that is deleted every night, and reports and heatmaps for that period are no longer available. If your own policy needs a shorter period, reduce it under **Settings > Privacy > Data retention**.

          When you downgrade, the new plan's retention applies and older data is deleted **30 days later**. Upgrade again within that time and nothing is lost. Export any tables you need as CSV beforehand.
        `,
      },
      ja: {
        title: '収集したデータはどのくらいの期間保持されますか?',
        keywords: ['保持期間', 'データ', 'プラン'],
        body: `
          保持期間はプランによって異なります。

          | プラン | 保持期間 |
          | Free | 3か月 |
          | Starter | 13か月 |
          | Pro | 25か月 |
          | Enterprise | 最長5年(契約による) |

          期間を過ぎた元データは毎日深夜に削除され、その期間のレポートやヒートマップも見られなくなります。社内規定でより短く保持する必要がある場合は、**設定 > プライバシー > データ保持**で短縮できます。

          プランをダウングレードすると新しいプランの保持期間が適用され、それより古いデータは**30日後**に削除されます。その間に再度アップグレードすれば、データはそのまま残ります。必要な表は事前にCSVでエクスポートしておいてください。
        `,
      },
    },
    feedback: [
      { helpful: true, lang: 'ko' },
      { helpful: true, lang: 'ko' },
      { helpful: true, lang: 'en' },
      {
        helpful: false,
        lang: 'ko',
        text: '히트맵 배경 스크린샷도 같은 기간 보관되는 건가요? 그 부분이 빠져 있어요.',
      },
    ],
  },
  {
    key: 'faq.delete-visitor',
    kind: 'faq',
    category: 'sol.privacy.data',
    links: ['guide.masking-retention'],
    texts: {
      ko: {
        title: '방문자가 자기 데이터를 지워 달라고 요청했어요',
        keywords: ['삭제 요청', '개인정보', 'GDPR'],
        body: `
          **설정 > 개인정보 > 데이터 요청**에서 처리할 수 있습니다. 관리자 이상의 역할이 필요합니다.

          1. 방문자 ID 또는 \`hearth('identify', ...)\`로 보낸 회원 ID로 검색합니다
          2. **삭제**를 고르고 요청 사유를 적습니다
          3. 7일 안에 모든 리포트와 백업에서 삭제되고, 완료되면 요청한 관리자에게 메일이 갑니다

          방문자가 자기 데이터를 받아 보고 싶어 한다면 같은 화면에서 **내보내기**로 JSON 파일을 받을 수 있습니다.

          로그인하지 않은 방문자라면 방문자 ID가 필요합니다. 방문자 ID는 그 브라우저의 \`_hth_id\` 쿠키 값이므로, 개인정보 처리방침의 문의 양식 등에서 방문자가 확인해 알려 줄 수 있게 안내하세요.
        `,
      },
      en: {
        title: 'A visitor has asked us to delete their data',
        keywords: ['deletion request', 'personal data', 'GDPR'],
        body: `
          Handle it under **Settings > Privacy > Data requests**. You need the Admin role or higher.

          1. Search by visitor ID, or by the member ID you send with \`hearth('identify', ...)\`
          2. Choose **Delete** and note the reason for the request
          3. The data is deleted from all reports and backups within 7 days, and the admin who made the request gets an e-mail when it's done

          If the visitor wants a copy of their data, use **Export** on the same screen to get a JSON file.

          For visitors who never signed in you'll need their visitor ID. It's the value of the \`_hth_id\` cookie in their browser, so explain in your privacy policy or contact form how they can find it and send it to you.
        `,
      },
      ja: {
        title: '訪問者から自分のデータを削除してほしいと依頼されました',
        keywords: ['削除依頼', '個人情報', 'GDPR'],
        body: `
          **設定 > プライバシー > データリクエスト**で対応できます。管理者以上の権限が必要です。

          1. 訪問者ID、または\`hearth('identify', ...)\`で送った会員IDで検索します
          2. **削除**を選び、依頼の理由を入力します
          3. 7日以内にすべてのレポートとバックアップから削除され、完了するとリクエストした管理者にメールが届きます

          訪問者が自分のデータの開示を求めている場合は、同じ画面の**エクスポート**でJSONファイルを受け取れます。

          ログインしていない訪問者の場合は訪問者IDが必要です。訪問者IDはそのブラウザの\`_hth_id\`というCookieの値なので、プライバシーポリシーやお問い合わせフォームなどで確認方法を案内してください。
        `,
      },
    },
    feedback: [
      { helpful: true, lang: 'ko' },
      {
        helpful: false,
        lang: 'ko',
        text: '일반 고객한테 쿠키 값을 찾아서 보내 달라고 하는 건 현실적으로 불가능해요. 다른 방법이 필요합니다.',
      },
      { helpful: true, lang: 'en' },
      { helpful: true, lang: 'ja' },
    ],
  },
  {
    key: 'faq.data-region',
    kind: 'faq',
    category: 'sol.privacy.data',
    draft: true,
    links: ['guide.masking-retention'],
    texts: {
      ko: {
        title: '데이터 저장 위치를 나중에 바꿀 수 있나요?',
        keywords: ['데이터 위치', '리전'],
        body: `
          워크스페이스를 만들 때 데이터를 저장할 지역(한국, 일본, EU)을 고릅니다. 만든 뒤에는 화면에서 바꿀 수 없고, 고객 지원에 요청하면 이전 작업을 도와드립니다.

          (작성 중: 이전에 걸리는 기간과 이전 중 수집 지연 여부를 인프라팀에 확인한 뒤 채울 것)
        `,
      },
    },
  },
  {
    key: 'faq.tax-invoice',
    kind: 'faq',
    category: 'sol.billing.payment',
    links: ['guide.plans-billing'],
    texts: {
      ko: {
        title: '세금계산서는 어떻게 받나요?',
        keywords: ['세금계산서', '결제', '영수증'],
        body: `
          **설정 > 결제 > 세금계산서 정보**에 사업자등록번호, 상호, 대표자명, 세금계산서를 받을 이메일을 입력해 두면 결제할 때마다 결제일로부터 3영업일 안에 전자 세금계산서가 발행됩니다. 이 메뉴는 워크스페이스 소유자에게만 보입니다.

          - 정보를 입력하기 전에 결제한 건은 자동으로 발행되지 않습니다. 결제일이 속한 달의 다음 달 10일까지 [고객 지원](mailto:support@hearth-analytics.example)에 요청해 주세요. 그 뒤에는 발행할 수 없습니다
          - 해외 카드로 결제했거나 사업자 정보가 없는 경우에는 **결제 내역**에서 PDF 영수증만 받을 수 있습니다
          - 받는 이메일을 바꾸면 다음 결제부터 적용됩니다
        `,
      },
    },
    feedback: [
      { helpful: true, lang: 'ko' },
      { helpful: true, lang: 'ko' },
      {
        helpful: false,
        lang: 'ko',
        text: '지난 분기 것을 못 받았는데 다음 달 10일이 지나면 발행이 안 된다니 너무하네요. 미리 안내를 해 주셨어야죠.',
      },
    ],
  },
  {
    key: 'faq.refund',
    kind: 'faq',
    category: 'sol.billing.payment',
    links: ['guide.plans-billing'],
    texts: {
      ko: {
        title: '결제한 플랜을 환불받을 수 있나요?',
        keywords: ['환불', '해지', '결제'],
        body: `
          경우에 따라 다릅니다.

          | 경우 | 환불 |
          | 처음 결제한 날로부터 7일 안에 해지 | 전액 환불 |
          | 연간 플랜을 7일 이후 해지 | 쓰지 않은 달만큼 환불 |
          | 월간 플랜을 7일 이후 해지 | 남은 기간은 환불되지 않음 |

          해지는 **설정 > 결제 > 플랜 해지**에서 할 수 있고, 결제 기간이 끝나는 날 Free 플랜으로 바뀝니다. 환불 대상이라면 해지할 때 나오는 **환불 요청**을 누르세요. 카드 결제는 취소까지 영업일 기준 3~5일, 계좌 이체는 7일 정도 걸립니다.

          플랜을 내리는 것은 해지가 아니므로 환불되지 않고, 다음 결제 기간부터 내린 플랜 요금이 적용됩니다.
        `,
      },
      en: {
        title: 'Can I get a refund for my plan?',
        keywords: ['refunds', 'cancellation', 'billing'],
        body: `
          It depends on the case.

          | Case | Refund |
          | Cancelled within 7 days of the first payment | Full refund |
          | Annual plan cancelled after 7 days | Unused months refunded |
          | Monthly plan cancelled after 7 days | The rest of the period isn't refunded |

          Cancel under **Settings > Billing > Cancel plan**; the workspace moves to Free at the end of the billing period. If you're eligible, click **Request refund** while cancelling. Card refunds take 3 to 5 business days; bank transfers take about 7.

          Downgrading isn't cancelling, so it isn't refunded; the lower price applies from the next billing period.
        `,
      },
      ja: {
        title: '支払ったプランの返金は受けられますか?',
        keywords: ['返金', '解約', 'お支払い'],
        body: `
          ケースによって異なります。

          | ケース | 返金 |
          | 初回のお支払いから7日以内に解約 | 全額返金 |
          | 年払いのプランを7日以降に解約 | 未使用の月数分を返金 |
          | 月払いのプランを7日以降に解約 | 残りの期間は返金されません |

          解約は**設定 > お支払い > プランを解約**から行えます。請求期間の最終日にFreeプランに切り替わります。返金の対象となる場合は、解約時に表示される**返金をリクエスト**をクリックしてください。カードの場合は取り消しまで3〜5営業日、銀行振込の場合は7日ほどかかります。

          ダウングレードは解約ではないため返金の対象外です。次の請求期間から変更後のプラン料金が適用されます。
        `,
      },
    },
    feedback: [
      { helpful: true, lang: 'ko' },
      { helpful: true, lang: 'en' },
      {
        helpful: false,
        lang: 'en',
        text: 'I was charged for a renewal I forgot about, on day 9. A monthly plan gets nothing back? That feels harsh.',
      },
      { helpful: true, lang: 'ja' },
    ],
  },
  {
    key: 'faq.quota',
    kind: 'faq',
    category: 'sol.billing.plan',
    links: ['guide.plans-billing'],
    texts: {
      ko: {
        title: '월 페이지뷰 한도를 넘으면 수집이 바로 멈추나요?',
        keywords: ['사용량', '페이지뷰 한도', '플랜'],
        body: `
          바로 멈추지는 않습니다. 한도의 **120%까지는 계속 수집**하고, 그 뒤에는 다음 결제일까지 수집을 멈춥니다. 멈춘 동안의 방문은 나중에 되살릴 수 없습니다.

          - 사용량이 80%, 100%에 닿으면 소유자와 관리자에게 메일이 갑니다
          - 120%에 닿아 수집이 멈추면 모든 리포트 위에 안내 띠가 표시됩니다
          - 현재 사용량은 **설정 > 결제 > 사용량**에서 날짜별로 볼 수 있습니다

          캠페인처럼 방문이 갑자기 늘 것 같다면 미리 플랜을 올려 두세요. 플랜을 올리면 그 자리에서 새 한도가 적용되고 멈췄던 수집도 바로 다시 시작됩니다. 한도를 넘긴 달에 추가 요금이 자동으로 붙지는 않습니다.
        `,
      },
      en: {
        title: 'Does collection stop as soon as I reach my monthly pageviews?',
        keywords: ['usage', 'pageview limit', 'plans'],
        body: `
          Not straight away. Collection **continues up to 120%** of the limit, then pauses until your next billing date. Visits during the pause can't be recovered later.

          - The owner and admins get an e-mail at 80% and 100% of the limit
          - When collection pauses at 120%, a banner appears above every report
          - See daily usage under **Settings > Billing > Usage**

          If you expect a spike, such as a campaign, upgrade beforehand. An upgrade applies the new limit immediately, and paused collection restarts at once. You're never charged extra automatically for going over.
        `,
      },
      ja: {
        title: '月間ページビューの上限を超えると、すぐに収集が止まりますか?',
        keywords: ['使用量', 'ページビュー上限', 'プラン'],
        body: `
          すぐには止まりません。上限の**120%までは収集を続け**、その後は次回のお支払い日まで収集を停止します。停止中の訪問は後から復元できません。

          - 使用量が80%と100%に達すると、オーナーと管理者にメールが届きます
          - 120%に達して収集が停止すると、すべてのレポートの上部にお知らせが表示されます
          - 現在の使用量は**設定 > お支払い > 使用量**で日別に確認できます

          キャンペーンなどでアクセスの急増が見込まれる場合は、事前にプランをアップグレードしてください。アップグレードするとすぐに新しい上限が適用され、停止していた収集もその場で再開します。上限を超えた月に追加料金が自動で発生することはありません。
        `,
      },
    },
    feedback: [
      { helpful: true, lang: 'ko' },
      { helpful: true, lang: 'ko' },
      { helpful: true, lang: 'en' },
      { helpful: true, lang: 'ja' },
      {
        helpful: false,
        lang: 'ja',
        text: '一時的に上限だけ増やすオプションはないのでしょうか。毎月アップグレードするほどではないです。',
      },
    ],
  },
  {
    key: 'faq.owner-transfer',
    kind: 'faq',
    category: 'sol.billing.plan',
    links: ['guide.team-roles', 'guide.plans-billing'],
    texts: {
      ko: {
        title: '담당자가 바뀌어서 워크스페이스 소유자를 바꾸고 싶어요',
        keywords: ['소유자', '팀원', '결제 담당자'],
        body: `
          소유권 이전은 지금 소유자가 직접 해야 합니다.

          1. 새 소유자가 될 사람을 **설정 > 팀원**에서 먼저 **관리자**로 바꿉니다
          2. 그 사람 오른쪽의 **⋯ > 소유권 이전**을 누릅니다
          3. 두 사람에게 확인 메일이 가고, 새 소유자가 링크를 누르면 끝납니다

          이전이 끝나면 기존 소유자는 관리자가 됩니다. 등록된 결제 카드와 세금계산서 정보는 그대로 남으니, 새 소유자가 **설정 > 결제**에서 바꿔 주세요.

          기존 소유자가 퇴사해 연락이 닿지 않는다면 회사 도메인 이메일로 [고객 지원](mailto:support@hearth-analytics.example)에 사업자등록증 사본과 함께 요청해 주세요. 확인 후 보통 3영업일 안에 이전해 드립니다.
        `,
      },
      en: {
        title: 'Our account owner has changed roles. How do I transfer ownership?',
        keywords: ['owner', 'team members', 'billing contact'],
        body: `
          Only the current owner can transfer ownership.

          1. Under **Settings > Members**, make the new owner an **Admin** first
          2. Click **⋯ > Transfer ownership** next to their name
          3. Both of you receive a confirmation e-mail; the transfer completes when the new owner clicks the link

          The previous owner becomes an Admin. The saved payment card and billing details stay as they were, so the new owner should update them under **Settings > Billing**.

          If the previous owner has left and can't be reached, e-mail [support](mailto:support@hearth-analytics.example) from an address on your company domain, with proof of company registration. We usually complete the transfer within 3 business days of verifying it.
        `,
      },
      ja: {
        title: '担当者が変わったので、ワークスペースのオーナーを変更したい',
        keywords: ['オーナー', 'メンバー', 'お支払い担当者'],
        body: `
          オーナー権限の移譲は、現在のオーナーが行う必要があります。

          1. **設定 > メンバー**で、新しいオーナーになる人をまず**管理者**に変更します
          2. その人の右側にある**⋯ > オーナー権限を移譲**をクリックします
          3. 2人に確認メールが届き、新しいオーナーがリンクをクリックすると完了です

          移譲が完了すると、元のオーナーは管理者になります。登録済みのカードと請求先情報はそのまま残るため、新しいオーナーが**設定 > お支払い**で変更してください。

          元のオーナーが退職して連絡が取れない場合は、会社ドメインのメールアドレスから登記簿謄本の写しを添えて[サポート](mailto:support@hearth-analytics.example)までご連絡ください。確認後、通常3営業日以内に移譲いたします。
        `,
      },
    },
    feedback: [
      { helpful: true, lang: 'ko' },
      { helpful: true, lang: 'ko' },
      {
        helpful: false,
        lang: 'ko',
        text: '전임자가 이미 퇴사해서 메일을 못 받는 상황인데, 사업자등록증 말고 다른 서류도 되는지 궁금해요.',
      },
      { helpful: true, lang: 'en' },
    ],
  },
];
