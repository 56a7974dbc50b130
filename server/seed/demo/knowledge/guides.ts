import type { DemoKnowledgeArticle } from './types.ts';

/**
 * Documentation guides for the fictional "Hearth Analytics". The product facts (plan limits,
 * where a setting lives, the script's calls) are shared with faqs.ts and must agree with it:
 *
 * - script: `<script async src="https://cdn.hearth-analytics.example/h.js" data-site="HA-…">`,
 *   site ID under Settings > Sites > Tracking code, Allowed domains on the same page
 * - calls: hearth('pageview', { path }), hearth('event', name, props), hearth('consent', …),
 *   hearth('identify', id); attributes data-spa, data-consent, data-hearth-mask, data-hearth-ignore
 * - reports within 30 minutes; a heatmap collects from its creation, shows from 30 pageviews
 * - plans Free / Starter ($39) / Pro ($199) / Enterprise: pageviews 10k / 100k / 1M, retention
 *   3 / 13 / 25 months / up to 5 years; collection pauses at 120% of the monthly pageviews
 *
 * Which texts exist is deliberate: guide.custom-events and guide.heatmap-dynamic have no ja,
 * guide.team-roles is ko only, and guide.server-events is a draft.
 */
export const demoGuides: DemoKnowledgeArticle[] = [
  {
    key: 'guide.install-script',
    kind: 'guide',
    category: 'doc.start.install',
    texts: {
      ko: {
        title: '추적 스크립트 설치하기',
        keywords: ['설치', '추적 스크립트', '사이트 ID'],
        body: `
          Hearth Analytics로 방문 데이터를 모으려면 사이트의 모든 페이지에 추적 스크립트를 한 번씩 넣어야 합니다. 설치는 5분이면 끝나고, 넣은 순간부터 페이지뷰와 클릭, 스크롤 데이터가 쌓이기 시작합니다.

          ## 설치 전에 준비할 것
          - 사이트를 등록한 워크스페이스 (**설정 > 사이트**에서 추가합니다)
          - 사이트 ID: \`HA-\`로 시작하는 코드입니다
          - 사이트의 HTML 템플릿을 고칠 수 있는 권한, 또는 태그 매니저 게시 권한

          ## 스크립트 복사하기
          **설정 > 사이트 > 추적 코드**를 열면 내 사이트 ID가 들어간 스크립트가 보입니다. 기본 형태는 다음과 같습니다.

          \`<script async src="https://cdn.hearth-analytics.example/h.js" data-site="HA-7F3K2Q"></script>\`

          \`data-site\` 값은 사이트마다 다릅니다. 다른 사이트의 코드를 그대로 복사해 쓰면 데이터가 엉뚱한 사이트로 들어가니 붙여 넣기 전에 꼭 확인하세요.

          ## 어디에 넣어야 하나요
          모든 페이지의 \`</head>\` 바로 앞에 넣는 것을 권장합니다. \`async\` 속성 덕분에 스크립트가 페이지 렌더링을 막지 않으므로 \`<head>\` 안에 두어도 속도에는 거의 영향이 없습니다. \`<body>\` 맨 아래에 넣어도 동작은 하지만, 페이지를 금방 떠난 방문은 놓칠 수 있습니다.

          ### 공통 레이아웃이 있다면
          대부분의 사이트는 헤더를 공통 템플릿 하나로 관리합니다. 그 템플릿에 한 번만 넣으면 모든 페이지에 적용됩니다. 한 페이지에 스크립트가 두 번 들어가면 페이지뷰도 두 번 집계되니, 예전에 넣어 둔 코드가 남아 있지 않은지 확인하세요.

          ### 도메인이 여러 개라면
          \`www.example.com\`과 \`shop.example.com\`처럼 도메인이 나뉘어 있다면 **설정 > 사이트 > 허용 도메인**에 모두 등록해야 합니다. 등록되지 않은 도메인에서 들어온 데이터는 수집 서버에서 버려집니다.

          ## 설치 방법 고르기
          | 방법 | 이런 경우에 | 참고 |
          | HTML에 직접 넣기 | 템플릿을 직접 고칠 수 있을 때 | 가장 빠르고 확실합니다 |
          | 태그 매니저 | 마케팅팀이 태그를 관리할 때 | 모든 페이지 트리거로 게시합니다 |
          | SPA 프레임워크 | 화면 전환에 새로고침이 없는 사이트 | 가상 페이지뷰 설정이 추가로 필요합니다 |

          설치를 마쳤다면 같은 화면의 **설치 확인** 버튼으로 데이터가 제대로 들어오는지 확인해 보세요.
        `,
      },
      en: {
        title: 'Installing the tracking script',
        keywords: ['installation', 'tracking script', 'site ID'],
        body: `
          To collect visit data with Hearth Analytics, add the tracking script once to every page of your site. It takes about five minutes, and pageviews, clicks and scroll data start arriving as soon as the script is live.

          ## Before you start
          - A workspace with your site added to it (add one under **Settings > Sites**)
          - Your site ID, a code that starts with \`HA-\`
          - Access to your site's HTML templates, or permission to publish in your tag manager

          ## Copy the script
          Open **Settings > Sites > Tracking code** to see the script with your site ID already filled in. It looks like this:

          \`<script async src="https://cdn.hearth-analytics.example/h.js" data-site="HA-7F3K2Q"></script>\`

          The \`data-site\` value is different for every site. If you copy the snippet from another site, your data ends up in the wrong place, so double-check it before pasting.

          ## Where to put it
          We recommend placing it just before \`</head>\` on every page. Because of the \`async\` attribute the script never blocks rendering, so keeping it in the \`<head>\` has almost no effect on page speed. It also works at the end of \`<body>\`, but you may miss visitors who leave very quickly.

          ### If you have a shared layout
          Most sites render their header from a single template. Add the script there once and every page gets it. If the script ends up on a page twice, every pageview is counted twice, so remove any older copy first.

          ### If you use more than one domain
          If your site spans domains such as \`www.example.com\` and \`shop.example.com\`, add all of them under **Settings > Sites > Allowed domains**. Data from domains that are not on the list is discarded by the collection servers.

          ## Choosing an installation method
          | Method | Best when | Notes |
          | Directly in the HTML | You can edit the templates yourself | Quickest and most reliable |
          | Tag manager | Marketing manages your tags | Publish it with an all-pages trigger |
          | Single-page app | Screens change without a page reload | Also needs virtual pageviews |

          Once it's in place, use the **Check installation** button on the same screen to confirm that data is coming in.
        `,
      },
      ja: {
        title: 'トラッキングコードを設置する',
        keywords: ['設置', 'トラッキングコード', 'サイトID'],
        body: `
          Hearth Analyticsでアクセスデータを収集するには、サイトのすべてのページにトラッキングコードを1回ずつ設置します。作業は5分ほどで終わり、設置した時点からページビュー、クリック、スクロールのデータが蓄積されます。

          ## 事前に用意するもの
          - サイトを登録したワークスペース(**設定 > サイト**で追加できます)
          - \`HA-\`で始まるサイトID
          - サイトのHTMLテンプレートを編集できる権限、またはタグマネージャーの公開権限

          ## コードをコピーする
          **設定 > サイト > トラッキングコード**を開くと、サイトIDが入った状態のコードが表示されます。基本の形は次のとおりです。

          \`<script async src="https://cdn.hearth-analytics.example/h.js" data-site="HA-7F3K2Q"></script>\`

          \`data-site\`の値はサイトごとに異なります。別のサイトのコードをそのまま使うと、データが違うサイトに記録されてしまうので、貼り付ける前に必ず確認してください。

          ## 設置する場所
          すべてのページの\`</head>\`の直前に設置することをおすすめします。\`async\`属性によりページの描画を妨げないため、\`<head>\`内に置いても表示速度への影響はほとんどありません。\`<body>\`の末尾でも動作しますが、すぐに離脱した訪問を取りこぼすことがあります。

          ### 共通テンプレートがある場合
          多くのサイトではヘッダーを共通テンプレートで管理しています。そのテンプレートに1回設置すれば、すべてのページに反映されます。同じページにコードが2つあるとページビューが二重に計測されるため、古いコードが残っていないか確認しましょう。

          ### 複数のドメインを使っている場合
          \`www.example.com\`と\`shop.example.com\`のようにドメインが分かれている場合は、**設定 > サイト > 許可ドメイン**にすべて登録してください。登録されていないドメインからのデータは収集サーバーで破棄されます。

          ## 設置方法の選び方
          | 方法 | 向いているケース | 備考 |
          | HTMLに直接記述 | テンプレートを自分で編集できる | 最も早く確実です |
          | タグマネージャー | マーケティング部門がタグを管理している | 全ページのトリガーで公開します |
          | SPAフレームワーク | 画面遷移で再読み込みが発生しない | 仮想ページビューの設定も必要です |

          設置が終わったら、同じ画面の**設置を確認**ボタンでデータが届いているか確かめましょう。
        `,
      },
    },
  },
  {
    key: 'guide.install-tag-manager',
    kind: 'guide',
    category: 'doc.start.install',
    texts: {
      ko: {
        title: '태그 매니저로 설치하기',
        keywords: ['태그 매니저', '설치', '트리거'],
        body: `
          개발팀에 배포를 요청하기 어렵다면 이미 사이트에 설치된 태그 매니저로 Hearth Analytics를 넣을 수 있습니다. 어떤 태그 매니저든 "사용자 정의 HTML" 태그를 지원한다면 방법은 같습니다.

          ## 태그 만들기
          1. 태그 매니저에서 새 태그를 만들고 유형을 **사용자 정의 HTML**로 고릅니다
          2. **설정 > 사이트 > 추적 코드**에서 복사한 스크립트를 그대로 붙여 넣습니다
          3. 태그 이름은 나중에 찾기 쉽게 "Hearth Analytics - 기본"처럼 지어 둡니다

          붙여 넣는 코드는 직접 설치할 때와 똑같습니다.

          \`<script async src="https://cdn.hearth-analytics.example/h.js" data-site="HA-7F3K2Q"></script>\`

          ## 트리거 설정
          트리거는 **모든 페이지**의 페이지 보기로 설정합니다. 특정 페이지에만 실행되게 하면 히트맵과 퍼널에서 그 밖의 페이지가 빠지고, 유입 경로도 제대로 잡히지 않습니다.

          ### 동의 배너를 쓰고 있다면
          동의 관리 도구와 연동해 "분석 쿠키에 동의했을 때"만 태그를 실행하는 방식은 권장하지 않습니다. 동의 전 방문의 유입 정보가 사라지기 때문입니다. 대신 스크립트는 항상 실행하고 \`data-consent="required"\` 속성으로 수집만 미뤄 두세요. 자세한 방법은 동의 관리 가이드에 있습니다.

          ## 게시 전에 미리보기로 확인하기
          - 태그 매니저의 미리보기 모드에서 사이트를 열고 태그가 한 번만 실행되는지 봅니다
          - 브라우저 개발자 도구의 네트워크 탭에서 \`h.js\`가 불러와지고 \`collect.hearth-analytics.example\`으로 요청이 나가는지 확인합니다
          - 문제가 없으면 게시(Publish)합니다

          ## 자주 하는 실수
          | 증상 | 원인 | 해결 |
          | 페이지뷰가 두 배로 집계됨 | 템플릿과 태그 매니저에 모두 설치 | 한쪽을 지웁니다 |
          | 일부 페이지만 집계됨 | 트리거가 특정 URL로 제한됨 | 모든 페이지 트리거로 바꿉니다 |
          | 미리보기에서만 동작 | 컨테이너를 게시하지 않음 | 변경 사항을 게시합니다 |

          게시 후 30분 안에 리포트에 데이터가 보이기 시작합니다.
        `,
      },
      en: {
        title: 'Installing with a tag manager',
        keywords: ['tag manager', 'installation', 'trigger'],
        body: `
          If getting a release from your developers is hard, you can add Hearth Analytics through the tag manager already on your site. Any tag manager that supports a "custom HTML" tag works the same way.

          ## Create the tag
          1. Create a new tag in your tag manager and choose **Custom HTML** as its type
          2. Paste the script exactly as copied from **Settings > Sites > Tracking code**
          3. Give it a name you'll recognise later, such as "Hearth Analytics - base"

          The code is the same as for a direct installation:

          \`<script async src="https://cdn.hearth-analytics.example/h.js" data-site="HA-7F3K2Q"></script>\`

          ## Set the trigger
          Fire the tag on a page view of **all pages**. If it only runs on some pages, the others are missing from your heatmaps and funnels, and traffic sources are attributed wrongly.

          ### If you use a consent banner
          We don't recommend firing the tag only after visitors accept analytics cookies, because the traffic source of the visit before consent is lost. Fire the script on every page and delay collection with the \`data-consent="required"\` attribute instead. The consent management guide explains how.

          ## Check in preview before publishing
          - Open your site in the tag manager's preview mode and confirm the tag fires exactly once
          - In your browser's developer tools, check on the Network tab that \`h.js\` loads and that requests go out to \`collect.hearth-analytics.example\`
          - If everything looks right, publish

          ## Common mistakes
          | Symptom | Cause | Fix |
          | Pageviews counted twice | Installed in the template and the tag manager | Remove one of them |
          | Only some pages counted | The trigger is limited to certain URLs | Switch to an all-pages trigger |
          | Works only in preview | The container was never published | Publish your changes |

          Data starts to appear in your reports within 30 minutes of publishing.
        `,
      },
      ja: {
        title: 'タグマネージャーで設置する',
        keywords: ['タグマネージャー', '設置', 'トリガー'],
        body: `
          開発チームへのリリース依頼が難しい場合は、すでにサイトに導入しているタグマネージャーからHearth Analyticsを設置できます。「カスタムHTML」タグに対応していれば、どのタグマネージャーでも手順は同じです。

          ## タグを作成する
          1. タグマネージャーで新しいタグを作成し、種類に**カスタムHTML**を選びます
          2. **設定 > サイト > トラッキングコード**からコピーしたコードをそのまま貼り付けます
          3. 後から探しやすいよう、「Hearth Analytics - 基本」のような名前を付けておきます

          貼り付けるコードは直接設置する場合と同じです。

          \`<script async src="https://cdn.hearth-analytics.example/h.js" data-site="HA-7F3K2Q"></script>\`

          ## トリガーを設定する
          トリガーは**すべてのページ**のページビューにします。一部のページだけで配信すると、それ以外のページがヒートマップやファネルから抜け落ち、流入元も正しく計測できません。

          ### 同意バナーを使っている場合
          「分析Cookieに同意したときだけタグを配信する」設定はおすすめしません。同意前の訪問の流入元が失われるためです。コードは常に配信し、\`data-consent="required"\`属性で収集だけを保留してください。詳しくは同意管理のガイドをご覧ください。

          ## 公開前にプレビューで確認する
          - タグマネージャーのプレビューモードでサイトを開き、タグが1回だけ配信されることを確認します
          - ブラウザの開発者ツールのネットワークタブで、\`h.js\`が読み込まれ、\`collect.hearth-analytics.example\`へリクエストが送られているか確認します
          - 問題がなければ公開します

          ## よくあるミス
          | 症状 | 原因 | 対処 |
          | ページビューが2倍になる | テンプレートとタグマネージャーの両方に設置 | どちらかを削除します |
          | 一部のページしか計測されない | トリガーが特定のURLに限定されている | すべてのページのトリガーに変更します |
          | プレビューでしか動かない | コンテナを公開していない | 変更を公開します |

          公開から30分ほどでレポートにデータが表示され始めます。
        `,
      },
    },
  },
  {
    key: 'guide.verify-install',
    kind: 'guide',
    category: 'doc.start.verify',
    texts: {
      ko: {
        title: '설치 확인과 데이터가 들어오지 않을 때',
        keywords: ['설치 확인', '실시간', '문제 해결'],
        body: `
          스크립트를 넣었다면 실제로 데이터가 들어오는지 바로 확인해 보세요. 대부분의 문제는 이 단계에서 찾을 수 있습니다.

          ## 설치 확인 버튼 쓰기
          1. **설정 > 사이트 > 추적 코드**에서 **설치 확인**을 누릅니다
          2. 스크립트를 넣은 페이지의 주소를 입력합니다
          3. 새 창에서 페이지가 \`?hearth_debug=1\`을 붙인 채로 열리고, 화면 아래에 작은 진단 패널이 나타납니다

          진단 패널에 **수신 중**이 초록색으로 보이면 정상입니다. 이때부터 **실시간** 화면에도 방문이 1분 안에 나타납니다. 리포트와 히트맵에는 보통 30분 안에 반영됩니다.

          ## 데이터가 들어오지 않는다면
          진단 패널에 표시되는 메시지별로 원인과 해결 방법을 정리했습니다.

          | 메시지 | 원인 | 해결 |
          | 스크립트를 찾을 수 없음 | 페이지에 코드가 없거나 캐시된 옛 페이지 | 배포 여부와 CDN 캐시를 확인합니다 |
          | 알 수 없는 사이트 ID | \`data-site\` 값 오타 | 추적 코드 화면의 값으로 바꿉니다 |
          | 허용되지 않은 도메인 | 허용 도메인 목록에 없음 | **허용 도메인**에 추가합니다 |
          | 동의 대기 중 | \`data-consent="required"\` 상태 | 동의 배너에서 동의하면 수집이 시작됩니다 |

          ### 콘텐츠 보안 정책(CSP)을 쓰는 사이트
          CSP 헤더가 있다면 \`script-src\`에 \`https://cdn.hearth-analytics.example\`을, \`connect-src\`에 \`https://collect.hearth-analytics.example\`을 추가해야 합니다. 브라우저 콘솔에 "Refused to load" 메시지가 보인다면 대부분 이 경우입니다.

          ### 광고 차단 확장 프로그램
          일부 광고 차단기는 분석 스크립트를 막습니다. 확인할 때는 시크릿 창이나 확장 프로그램을 끈 브라우저를 쓰세요. 실제 방문자 중에도 차단기를 쓰는 사람은 집계되지 않습니다.

          ## 사내 방문 빼기
          설치를 확인하느라 만든 방문까지 리포트에 섞이는 게 싫다면 **설정 > 데이터 필터 > IP 제외**에 사무실 IP를 등록하세요. 규칙은 사이트당 50개까지 만들 수 있고, 등록한 뒤 들어오는 데이터부터 적용됩니다.
        `,
      },
      en: {
        title: 'Checking your installation and fixing missing data',
        keywords: ['check installation', 'real-time', 'troubleshooting'],
        body: `
          Once the script is in place, check straight away that data is actually arriving. Most problems show up at this step.

          ## Use the Check installation button
          1. Click **Check installation** under **Settings > Sites > Tracking code**
          2. Enter the address of a page that has the script
          3. The page opens in a new window with \`?hearth_debug=1\` added, and a small diagnostics panel appears at the bottom

          If the panel shows a green **Receiving**, you're set. Visits then appear on the **Real-time** screen within a minute, and in reports and heatmaps usually within 30 minutes.

          ## If no data is arriving
          Here are the causes and fixes for each message the diagnostics panel can show.

          | Message | Cause | Fix |
          | Script not found | The code is missing, or an old cached page is served | Check the deployment and your CDN cache |
          | Unknown site ID | A typo in \`data-site\` | Copy the value from the Tracking code screen |
          | Domain not allowed | The domain isn't on the Allowed domains list | Add it under **Allowed domains** |
          | Waiting for consent | \`data-consent="required"\` is set | Collection starts once the visitor accepts |

          ### Sites with a Content Security Policy
          If you send a CSP header, add \`https://cdn.hearth-analytics.example\` to \`script-src\` and \`https://collect.hearth-analytics.example\` to \`connect-src\`. A "Refused to load" message in the browser console almost always means this.

          ### Ad blockers
          Some ad blockers block analytics scripts. Test in a private window or a browser without extensions. Real visitors who use a blocker aren't counted either.

          ## Excluding your own visits
          If you don't want your test visits in the reports, add your office IP addresses under **Settings > Data filters > IP exclusion**. You can create up to 50 rules per site, and they apply to data collected after you save them.
        `,
      },
      ja: {
        title: '設置の確認とデータが届かないときの対処',
        keywords: ['設置確認', 'リアルタイム', 'トラブル対応'],
        body: `
          コードを設置したら、実際にデータが届いているかすぐに確認しましょう。ほとんどの問題はこの段階で見つかります。

          ## 「設置を確認」ボタンを使う
          1. **設定 > サイト > トラッキングコード**で**設置を確認**をクリックします
          2. コードを設置したページのURLを入力します
          3. 新しいウィンドウで\`?hearth_debug=1\`が付いた状態のページが開き、画面下部に診断パネルが表示されます

          診断パネルに緑色で**受信中**と表示されれば正常です。**リアルタイム**画面にも1分以内に訪問が表示されます。レポートとヒートマップへの反映は通常30分以内です。

          ## データが届かない場合
          診断パネルのメッセージごとに、原因と対処法をまとめました。

          | メッセージ | 原因 | 対処 |
          | スクリプトが見つかりません | コードが未設置、または古いページがキャッシュされている | デプロイ状況とCDNのキャッシュを確認します |
          | 不明なサイトID | \`data-site\`の値の入力ミス | トラッキングコード画面の値に置き換えます |
          | 許可されていないドメイン | 許可ドメインに登録されていない | **許可ドメイン**に追加します |
          | 同意待ち | \`data-consent="required"\`が設定されている | 訪問者が同意すると収集が始まります |

          ### CSP(コンテンツセキュリティポリシー)を使っているサイト
          CSPヘッダーを送っている場合は、\`script-src\`に\`https://cdn.hearth-analytics.example\`を、\`connect-src\`に\`https://collect.hearth-analytics.example\`を追加してください。ブラウザのコンソールに「Refused to load」と出ている場合は、ほぼこれが原因です。

          ### 広告ブロッカー
          一部の広告ブロッカーは解析スクリプトをブロックします。確認するときはシークレットウィンドウや拡張機能を無効にしたブラウザを使いましょう。ブロッカーを使っている実際の訪問者も計測されません。

          ## 社内アクセスを除外する
          確認作業でのアクセスをレポートに含めたくない場合は、**設定 > データフィルター > IP除外**にオフィスのIPアドレスを登録してください。ルールはサイトごとに50件まで作成でき、登録後に届いたデータから適用されます。
        `,
      },
    },
  },
  {
    key: 'guide.spa-tracking',
    kind: 'guide',
    category: 'doc.start.spa',
    texts: {
      ko: {
        title: 'SPA에서 페이지뷰 추적하기',
        keywords: ['SPA', '가상 페이지뷰', 'React'],
        body: `
          React, Vue, Angular처럼 화면이 바뀌어도 페이지를 새로 불러오지 않는 싱글 페이지 앱(SPA)에서는 추적 스크립트가 첫 화면만 페이지뷰로 셉니다. 그 뒤의 화면 전환은 따로 알려 줘야 합니다. 방법은 두 가지입니다.

          ## 방법 1: 자동 추적 켜기
          스크립트에 \`data-spa\` 속성을 더하면 주소가 바뀔 때마다 스크립트가 알아서 페이지뷰를 보냅니다.

          \`<script async src="https://cdn.hearth-analytics.example/h.js" data-site="HA-7F3K2Q" data-spa="history"></script>\`

          | 값 | 이런 라우터에 | 감지하는 변화 |
          | \`history\` | 대부분의 최신 라우터 | \`pushState\`, \`replaceState\`, 뒤로 가기 |
          | \`hash\` | 주소에 \`#/\`를 쓰는 라우터 | 해시 변경 |

          쿼리 문자열만 바뀌는 경우(예: 필터 선택)는 새 페이지뷰로 세지 않습니다.

          ## 방법 2: 직접 가상 페이지뷰 보내기
          화면 전환 시점을 정확히 정하고 싶다면 라우터의 이동 완료 이벤트에서 직접 호출합니다.

          \`hearth('pageview', { path: '/checkout/step-2', title: '배송 정보' })\`

          \`path\`는 필수이고, \`title\`을 생략하면 그 순간의 \`document.title\`을 씁니다. 모달처럼 주소가 바뀌지 않는 화면도 이렇게 별도 페이지로 기록할 수 있습니다.

          ### 두 방법을 함께 쓰지 마세요
          \`data-spa\`를 켠 상태에서 직접 호출까지 하면 같은 화면이 두 번 집계됩니다. 자동 추적을 쓰다가 일부 화면만 직접 보내고 싶다면 자동 추적을 끄고 모든 전환을 직접 보내는 편이 안전합니다.

          ## 히트맵은 어떻게 되나요
          SPA에서도 히트맵은 페이지뷰에 기록된 경로를 기준으로 나뉩니다. 가상 페이지뷰의 \`path\`가 \`/checkout/step-2\`라면 히트맵의 URL 규칙도 그 경로로 만들면 됩니다. 배경 스크린샷은 화면이 바뀌고 0.5초 뒤의 모습으로 찍으므로, 전환 애니메이션이 긴 사이트라도 대부분 문제없이 표시됩니다.

          ## 확인하기
          \`?hearth_debug=1\`을 붙여 사이트를 열고 화면을 몇 번 옮겨 보세요. 진단 패널에 전환할 때마다 \`pageview\` 한 줄씩 찍히면 제대로 설정된 것입니다.
        `,
      },
      en: {
        title: 'Tracking pageviews in single-page apps',
        keywords: ['SPA', 'virtual pageview', 'React'],
        body: `
          In single-page apps built with React, Vue, Angular and the like, the page doesn't reload when the screen changes, so the tracking script only counts the first screen as a pageview. You need to report the screen changes after that. There are two ways to do it.

          ## Option 1: turn on automatic tracking
          Add the \`data-spa\` attribute to the script and it sends a pageview every time the address changes.

          \`<script async src="https://cdn.hearth-analytics.example/h.js" data-site="HA-7F3K2Q" data-spa="history"></script>\`

          | Value | For routers that | Changes detected |
          | \`history\` | Most modern routers | \`pushState\`, \`replaceState\`, back and forward |
          | \`hash\` | Use \`#/\` in the address | Hash changes |

          A change to the query string alone (such as picking a filter) does not count as a new pageview.

          ## Option 2: send virtual pageviews yourself
          If you want to decide exactly when a screen counts, call this from your router's navigation-complete event:

          \`hearth('pageview', { path: '/checkout/step-2', title: 'Shipping details' })\`

          \`path\` is required; without \`title\`, the current \`document.title\` is used. You can also record screens that don't change the address, such as modals, as pages of their own this way.

          ### Don't combine the two
          With \`data-spa\` on, a manual call counts the same screen twice. If you use automatic tracking but want to send some screens yourself, it's safer to turn automatic tracking off and send every change manually.

          ## What about heatmaps?
          In an SPA, heatmaps are split by the path recorded with each pageview. If your virtual pageview's \`path\` is \`/checkout/step-2\`, create the heatmap's URL rule for that path. Background screenshots are taken 0.5 seconds after the screen changes, so even sites with long transitions usually display correctly.

          ## Check it
          Open your site with \`?hearth_debug=1\` and move between a few screens. If the diagnostics panel logs one \`pageview\` line per change, you're all set.
        `,
      },
      ja: {
        title: 'SPAでページビューを計測する',
        keywords: ['SPA', '仮想ページビュー', 'React'],
        body: `
          React、Vue、Angularなどで作られたシングルページアプリケーション(SPA)では、画面が切り替わってもページが再読み込みされないため、トラッキングコードは最初の画面しかページビューとして数えません。その後の画面遷移は別途知らせる必要があります。方法は2つあります。

          ## 方法1:自動計測を有効にする
          コードに\`data-spa\`属性を追加すると、URLが変わるたびに自動でページビューを送信します。

          \`<script async src="https://cdn.hearth-analytics.example/h.js" data-site="HA-7F3K2Q" data-spa="history"></script>\`

          | 値 | 対象のルーター | 検知する変化 |
          | \`history\` | 最近のほとんどのルーター | \`pushState\`、\`replaceState\`、戻る・進む |
          | \`hash\` | URLに\`#/\`を使うルーター | ハッシュの変更 |

          クエリ文字列だけが変わる場合(絞り込み条件の選択など)は、新しいページビューとして数えません。

          ## 方法2:仮想ページビューを自分で送る
          画面遷移のタイミングを正確に決めたい場合は、ルーターの遷移完了イベントで次のように呼び出します。

          \`hearth('pageview', { path: '/checkout/step-2', title: '配送先の入力' })\`

          \`path\`は必須です。\`title\`を省略すると、その時点の\`document.title\`が使われます。モーダルのようにURLが変わらない画面も、この方法で独立したページとして記録できます。

          ### 2つの方法を併用しないでください
          \`data-spa\`を有効にしたまま手動でも呼び出すと、同じ画面が2回計測されます。一部の画面だけ手動で送りたい場合は、自動計測をオフにしてすべての遷移を手動で送るほうが確実です。

          ## ヒートマップはどうなる?
          SPAでも、ヒートマップはページビューに記録されたパスごとに分かれます。仮想ページビューの\`path\`が\`/checkout/step-2\`なら、ヒートマップのURLルールもそのパスで作成してください。背景のスクリーンショットは画面が切り替わってから0.5秒後に撮影されるため、遷移アニメーションが長いサイトでもほとんどの場合正しく表示されます。

          ## 確認する
          \`?hearth_debug=1\`を付けてサイトを開き、何度か画面を移動してみてください。遷移ごとに診断パネルに\`pageview\`が1行ずつ表示されれば設定完了です。
        `,
      },
    },
  },
  {
    key: 'guide.custom-events',
    kind: 'guide',
    category: 'doc.start.spa',
    texts: {
      ko: {
        title: '맞춤 이벤트 보내기',
        keywords: ['맞춤 이벤트', '전환', '이벤트 속성'],
        body: `
          페이지뷰만으로는 알 수 없는 행동이 있습니다. 회원가입 버튼 클릭, 동영상 재생, 쿠폰 적용 같은 행동은 맞춤 이벤트로 보내 두면 퍼널 단계와 세그먼트 조건으로 쓸 수 있습니다.

          ## 이벤트 보내기
          행동이 일어나는 곳에서 다음처럼 호출합니다.

          \`hearth('event', 'signup_click', { plan: 'pro', position: 'header' })\`

          - 첫 번째 인자는 항상 \`'event'\`입니다
          - 두 번째 인자는 이벤트 이름입니다
          - 세 번째 인자는 선택 사항인 속성 객체입니다

          ## 이름과 속성 규칙
          | 항목 | 규칙 |
          | 이벤트 이름 | 영문 소문자, 숫자, 밑줄만, 40자 이내 |
          | 사이트당 이벤트 이름 수 | 50개까지 |
          | 이벤트당 속성 수 | 10개까지 |
          | 속성 값 | 문자열(100자 이내), 숫자, 참/거짓 |

          규칙에 맞지 않는 이벤트는 조용히 버려집니다. \`?hearth_debug=1\`로 열면 진단 패널에 버려진 이유가 빨간 줄로 표시되니, 처음 심을 때는 꼭 확인하세요.

          ### 이름은 "대상_행동"으로
          \`click1\`, \`btn\` 같은 이름은 석 달 뒤에는 아무도 뜻을 모릅니다. \`signup_click\`, \`coupon_apply\`, \`video_play\`처럼 대상과 행동을 붙여 짓고, 같은 행동은 위치가 달라도 이름을 하나로 두고 \`position\` 같은 속성으로 구분하는 편이 분석하기 좋습니다.

          ### 자주 쓰는 이벤트 예시
          - \`signup_complete\`: 회원가입 완료
          - \`add_to_cart\`: 장바구니 담기 (속성 예: \`price\`, \`category\`)
          - \`form_submit\`: 문의 폼 제출 (속성 예: \`form_name\`)
          - \`video_play\`: 동영상 재생 (속성 예: \`video_id\`, \`position\`)

          ## 리포트에서 보기
          보낸 이벤트는 30분 안에 **리포트 > 이벤트**에 나타납니다. 이벤트를 누르면 속성 값별 분포를 볼 수 있고, **퍼널 만들기**나 **세그먼트 만들기**에서 조건으로 바로 고를 수 있습니다.

          ## 개인정보는 넣지 마세요
          이메일, 전화번호, 이름처럼 사람을 알아볼 수 있는 값을 속성에 넣으면 안 됩니다. 로그인한 사용자를 구분해야 한다면 내부 회원 번호를 \`hearth('identify', 'user-1024')\`로 보내세요.
        `,
      },
      en: {
        title: 'Sending custom events',
        keywords: ['custom events', 'conversions', 'event properties'],
        body: `
          Some behaviour can't be seen in pageviews. Send actions such as sign-up clicks, video plays or applied coupons as custom events, and you can use them as funnel steps and segment conditions.

          ## Send an event
          Call this where the action happens:

          \`hearth('event', 'signup_click', { plan: 'pro', position: 'header' })\`

          - The first argument is always \`'event'\`
          - The second is the event name
          - The third, optional, is an object of properties

          ## Rules for names and properties
          | Item | Rule |
          | Event name | Lowercase letters, digits and underscores, up to 40 characters |
          | Event names per site | Up to 50 |
          | Properties per event | Up to 10 |
          | Property values | Strings (up to 100 characters), numbers, true/false |

          Events that break these rules are dropped silently. Open your site with \`?hearth_debug=1\` and the diagnostics panel shows the reason in red, so check it when you first add an event.

          ### Name events "object_action"
          Three months from now, nobody will know what \`click1\` or \`btn\` meant. Use names like \`signup_click\`, \`coupon_apply\` or \`video_play\`, and keep one name for the same action wherever it happens, telling the places apart with a property such as \`position\`.

          ### Events teams often send
          - \`signup_complete\`: sign-up completed
          - \`add_to_cart\`: item added to the cart (properties such as \`price\`, \`category\`)
          - \`form_submit\`: contact form sent (a property such as \`form_name\`)
          - \`video_play\`: video started (properties such as \`video_id\`, \`position\`)

          ## See them in reports
          Events appear under **Reports > Events** within 30 minutes. Click one to see how its property values are distributed, and pick it as a condition straight away in **Create funnel** or **Create segment**.

          ## Keep personal data out
          Never put values that identify a person, such as e-mail addresses, phone numbers or names, into properties. To tell signed-in users apart, send your internal member number with \`hearth('identify', 'user-1024')\`.
        `,
      },
    },
  },
  {
    key: 'guide.heatmap-create',
    kind: 'guide',
    category: 'doc.heatmap.setup',
    texts: {
      ko: {
        title: '히트맵 만들기와 URL 규칙',
        keywords: ['히트맵', 'URL 규칙', '와일드카드'],
        body: `
          히트맵은 "어떤 페이지의 데이터를 모을지"를 정해 두어야 수집이 시작됩니다. 추적 스크립트만 설치했다고 모든 페이지의 히트맵이 저절로 생기지는 않습니다.

          ## 새 히트맵 만들기
          1. **히트맵 > 새 히트맵**을 누릅니다
          2. 알아보기 쉬운 이름을 붙입니다 (예: "상품 상세 - 전체")
          3. URL 규칙을 정합니다
          4. **저장**을 누르면 그 순간부터 수집이 시작됩니다

          > 히트맵은 만든 시점 이후의 방문만 모읍니다. 지난달 데이터로 히트맵을 볼 수는 없으니, 개편 전후를 비교하려면 개편 전에 미리 만들어 두세요.

          ## URL 규칙 고르기
          | 규칙 | 예시 | 포함되는 페이지 |
          | 정확히 일치 | \`/pricing\` | \`/pricing\`만 |
          | ~로 시작 | \`/blog/\` | \`/blog/\` 아래 모든 글 |
          | 패턴 | \`/products/*/detail\` | \`/products/123/detail\`, \`/products/abc/detail\` |

          패턴의 \`*\`는 슬래시를 제외한 아무 글자와 맞습니다. 상품마다 레이아웃이 같은 상세 페이지라면 패턴 규칙 하나로 묶어 보는 편이 데이터가 빨리 쌓이고 해석도 쉽습니다.

          ### 쿼리 문자열
          \`?utm_source=\` 같은 쿼리 문자열은 기본적으로 무시합니다. 쿼리에 따라 화면이 완전히 달라지는 페이지라면 규칙 편집 화면에서 **쿼리 문자열 포함**을 켜세요.

          ## 기기별로 나뉩니다
          같은 히트맵도 데스크톱, 태블릿, 모바일 데이터가 따로 쌓이고 화면에서 기기를 바꿔 볼 수 있습니다. 각 기기의 히트맵은 페이지뷰가 **30건** 이상 모여야 표시됩니다. 그전에는 "데이터 수집 중"이라는 안내가 보입니다.

          ## 플랜별 한도
          | 플랜 | 동시에 수집할 수 있는 히트맵 |
          | Free | 3개 |
          | Starter | 20개 |
          | Pro, Enterprise | 제한 없음 |

          한도에 닿았다면 다 본 히트맵을 **일시 중지**하세요. 중지한 히트맵은 한도에 포함되지 않고, 그동안 모은 데이터는 그대로 남습니다.
        `,
      },
      en: {
        title: 'Creating a heatmap and choosing URL rules',
        keywords: ['heatmaps', 'URL rules', 'wildcard'],
        body: `
          A heatmap only starts collecting once you tell it which pages to collect. Installing the tracking script doesn't create heatmaps for every page on its own.

          ## Create a new heatmap
          1. Click **Heatmaps > New heatmap**
          2. Give it a name you'll recognise (for example "Product detail - all")
          3. Choose the URL rule
          4. Click **Save**; collection starts at that moment

          > A heatmap only collects visits from the moment it was created. You can't build one from last month's data, so if you want to compare before and after a redesign, create it before the redesign goes live.

          ## Choosing a URL rule
          | Rule | Example | Pages included |
          | Exact match | \`/pricing\` | \`/pricing\` only |
          | Starts with | \`/blog/\` | Every post under \`/blog/\` |
          | Pattern | \`/products/*/detail\` | \`/products/123/detail\`, \`/products/abc/detail\` |

          In a pattern, \`*\` matches any characters except a slash. If all your product pages share one layout, a single pattern rule fills up with data faster and is easier to read.

          ### Query strings
          Query strings such as \`?utm_source=\` are ignored by default. If a query string completely changes what the page shows, turn on **Include query string** when editing the rule.

          ## Split by device
          Each heatmap collects desktop, tablet and mobile data separately, and you can switch between them on screen. A device's heatmap is shown once it has at least **30 pageviews**; until then you'll see a "Collecting data" notice.

          ## Limits per plan
          | Plan | Heatmaps collecting at the same time |
          | Free | 3 |
          | Starter | 20 |
          | Pro, Enterprise | Unlimited |

          If you hit the limit, **Pause** heatmaps you've finished with. Paused heatmaps don't count towards the limit, and the data they collected stays.
        `,
      },
      ja: {
        title: 'ヒートマップの作成とURLルール',
        keywords: ['ヒートマップ', 'URLルール', 'ワイルドカード'],
        body: `
          ヒートマップは「どのページのデータを集めるか」を決めて初めて収集が始まります。トラッキングコードを設置しただけでは、すべてのページのヒートマップが自動で作られるわけではありません。

          ## 新しいヒートマップを作成する
          1. **ヒートマップ > 新規ヒートマップ**をクリックします
          2. わかりやすい名前を付けます(例:「商品詳細 - 全体」)
          3. URLルールを設定します
          4. **保存**をクリックすると、その時点から収集が始まります

          > ヒートマップは作成した時点以降の訪問だけを集めます。先月のデータでヒートマップを見ることはできないため、リニューアル前後を比較したい場合は、リニューアル前に作成しておきましょう。

          ## URLルールの選び方
          | ルール | 例 | 対象となるページ |
          | 完全一致 | \`/pricing\` | \`/pricing\`のみ |
          | 前方一致 | \`/blog/\` | \`/blog/\`以下のすべての記事 |
          | パターン | \`/products/*/detail\` | \`/products/123/detail\`、\`/products/abc/detail\` |

          パターンの\`*\`は、スラッシュ以外の任意の文字に一致します。商品ごとにレイアウトが同じ詳細ページなら、パターンルール1つにまとめたほうがデータが早く集まり、読み解きやすくなります。

          ### クエリ文字列
          \`?utm_source=\`などのクエリ文字列は、初期設定では無視されます。クエリによって表示内容がまったく変わるページでは、ルールの編集画面で**クエリ文字列を含める**をオンにしてください。

          ## デバイスごとに分かれます
          同じヒートマップでも、デスクトップ、タブレット、モバイルのデータは別々に蓄積され、画面上で切り替えて確認できます。各デバイスのヒートマップは、ページビューが**30件**以上集まると表示されます。それまでは「データ収集中」と表示されます。

          ## プランごとの上限
          | プラン | 同時に収集できるヒートマップ |
          | Free | 3件 |
          | Starter | 20件 |
          | Pro、Enterprise | 無制限 |

          上限に達したら、確認が終わったヒートマップを**一時停止**してください。一時停止したヒートマップは上限に含まれず、それまでに集めたデータもそのまま残ります。
        `,
      },
    },
  },
  {
    key: 'guide.heatmap-read',
    kind: 'guide',
    category: 'doc.heatmap.reading',
    texts: {
      ko: {
        title: '클릭·스크롤·어텐션 히트맵 읽는 법',
        keywords: ['클릭 히트맵', '스크롤 히트맵', '어텐션', '레이지 클릭'],
        body: `
          히트맵 화면 위쪽의 보기 메뉴에서 네 가지 보기를 고를 수 있습니다. 같은 페이지라도 보기마다 답하는 질문이 다릅니다.

          ## 네 가지 보기
          | 보기 | 답하는 질문 | 기기 |
          | 클릭 | 무엇을 누르는가 | 모든 기기 |
          | 스크롤 | 어디까지 내려오는가 | 모든 기기 |
          | 무브 | 마우스가 어디에 머무는가 | 데스크톱만 |
          | 어텐션 | 어느 영역을 오래 보는가 | 모든 기기 |

          ## 클릭 히트맵
          붉을수록 클릭이 많은 곳입니다. 색보다 숫자가 중요할 때는 **요소 목록** 탭을 여세요. 요소별 클릭 수와 클릭률이 표로 나옵니다.

          ### 레이지 클릭
          같은 자리를 1초 안에 세 번 이상 누른 클릭은 레이지 클릭으로 따로 표시됩니다. 링크처럼 보이지만 링크가 아닌 이미지, 반응이 느린 버튼이 대표적인 원인입니다. 레이지 클릭이 모인 요소는 빨간 테두리로 표시됩니다.

          ## 스크롤 히트맵
          각 높이까지 내려온 방문자 비율을 보여 줍니다. 오른쪽 눈금에서 50% 선을 찾아보세요. 중요한 콘텐츠가 그 선보다 아래에 있다면 절반 이상의 방문자는 보지 못하고 떠난다는 뜻입니다. 회색 점선은 기기별 평균 첫 화면 높이(폴드 라인)입니다.

          ## 어텐션 히트맵
          화면에 실제로 보인 영역과 시간을 250ms 간격으로 기록해 합친 결과입니다. 스크롤 히트맵이 "도달했는가"를 말한다면, 어텐션은 "읽었는가"에 가깝습니다.

          > 스크롤 도달률은 높은데 어텐션이 약한 구간은 훑고 지나가는 구간입니다. 문단을 줄이거나 소제목을 넣어 볼 만한 후보입니다.

          ## 해석할 때 주의할 점
          - 페이지뷰가 적은 히트맵은 몇 명의 행동에 크게 흔들립니다. 최소 수백 건은 모인 뒤 판단하세요
          - 기기를 섞어 보지 마세요. 모바일과 데스크톱은 레이아웃부터 다릅니다
          - 히트맵 화면 오른쪽 위 **비교**로 신규와 재방문, 유입 채널처럼 두 세그먼트를 나란히 놓고 볼 수 있습니다 (Starter 플랜 이상)
        `,
      },
      en: {
        title: 'Reading click, scroll and attention heatmaps',
        keywords: ['click map', 'scroll map', 'attention', 'rage clicks'],
        body: `
          The view menu at the top of a heatmap offers four views. Each one answers a different question about the same page.

          ## The four views
          | View | Question it answers | Devices |
          | Click | What do people click? | All |
          | Scroll | How far down do they get? | All |
          | Move | Where does the mouse rest? | Desktop only |
          | Attention | Which areas do they look at longest? | All |

          ## Click maps
          The redder an area, the more clicks it got. When you need numbers rather than colours, open the **Element list** tab for a table of clicks and click rate per element.

          ### Rage clicks
          Three or more clicks on the same spot within one second count as rage clicks and are shown separately. Images that look like links but aren't, and slow buttons, are the usual causes. Elements that collect rage clicks get a red outline.

          ## Scroll maps
          A scroll map shows the share of visitors who reached each height of the page. Find the 50% mark on the scale on the right: if important content sits below it, more than half of your visitors leave without seeing it. The grey dotted line is the average first-screen height (the fold) for the device.

          ## Attention maps
          An attention map combines which areas were actually visible on screen, and for how long, sampled every 250 ms. Where a scroll map tells you whether people got somewhere, attention is closer to whether they read it.

          > A section with high scroll reach but weak attention is being skimmed. It's a good candidate for shorter paragraphs or extra subheadings.

          ## Things to watch when interpreting
          - A heatmap with few pageviews swings with the behaviour of a handful of people. Wait for at least a few hundred before drawing conclusions
          - Don't mix devices. Mobile and desktop layouts are different to begin with
          - Use **Compare** at the top right of a heatmap to see two segments side by side, such as new and returning visitors or two traffic channels (Starter plan and above)
        `,
      },
      ja: {
        title: 'クリック・スクロール・アテンションヒートマップの見方',
        keywords: ['クリックヒートマップ', 'スクロールヒートマップ', 'アテンション', 'レイジクリック'],
        body: `
          ヒートマップ画面上部の表示メニューでは、4種類の表示を選べます。同じページでも、表示によってわかることが異なります。

          ## 4種類の表示
          | 表示 | わかること | デバイス |
          | クリック | 何がクリックされているか | すべて |
          | スクロール | どこまで読み進められているか | すべて |
          | ムーブ | マウスがどこに留まっているか | デスクトップのみ |
          | アテンション | どのエリアが長く見られているか | すべて |

          ## クリックヒートマップ
          赤いほどクリックが多い場所です。色より数値を知りたいときは**要素リスト**タブを開きましょう。要素ごとのクリック数とクリック率が表で表示されます。

          ### レイジクリック
          同じ場所を1秒以内に3回以上クリックした場合は、レイジクリックとして別に表示されます。リンクに見えるのにリンクではない画像や、反応の遅いボタンがよくある原因です。レイジクリックが集中した要素は赤い枠で囲まれます。

          ## スクロールヒートマップ
          ページの各位置まで到達した訪問者の割合を示します。右側の目盛りで50%のラインを探してみてください。重要なコンテンツがそれより下にある場合、半数以上の訪問者は見ずに離脱しているということです。グレーの点線は、デバイスごとの平均的なファーストビューの高さです。

          ## アテンションヒートマップ
          画面に実際に表示されていたエリアと時間を250ミリ秒ごとに記録して集計したものです。スクロールヒートマップが「到達したか」を示すのに対し、アテンションは「読まれたか」に近い指標です。

          > スクロール到達率は高いのにアテンションが弱い部分は、読み飛ばされている部分です。段落を短くしたり、小見出しを加えたりする候補になります。

          ## 読み解くときの注意点
          - ページビューが少ないヒートマップは、数人の行動で大きく変わります。少なくとも数百件集まってから判断しましょう
          - デバイスを混ぜて見ないでください。モバイルとデスクトップではそもそもレイアウトが違います
          - ヒートマップ画面右上の**比較**を使うと、新規とリピーター、流入チャネル別など2つのセグメントを並べて確認できます(Starterプラン以上)
        `,
      },
    },
  },
  {
    key: 'guide.heatmap-dynamic',
    kind: 'guide',
    category: 'doc.heatmap.setup',
    texts: {
      ko: {
        title: '동적인 페이지의 히트맵과 스크린샷 다시 찍기',
        keywords: ['스크린샷', '동적 요소', '히트맵'],
        body: `
          탭, 아코디언, 팝업, 슬라이더처럼 방문자의 행동에 따라 모양이 바뀌는 페이지에서는 히트맵이 실제 화면과 어긋나 보일 수 있습니다. 원리를 알면 대부분 해결할 수 있습니다.

          ## 배경 스크린샷은 어떻게 찍히나요
          히트맵의 배경은 히트맵을 만든 뒤 들어온 첫 방문자의 브라우저에서 페이지 구조를 복사해 그린 것입니다. 서버가 페이지를 따로 방문하지 않기 때문에 로그인해야 보이는 페이지도 문제없이 그려집니다. 대신 그 첫 방문 때의 모습이 계속 배경으로 쓰입니다.

          ### 페이지를 개편했다면
          디자인이 바뀌었는데 배경이 옛 화면이라면 히트맵 오른쪽 위 **⋯ > 스크린샷 다시 찍기**를 누르세요. 다음 방문자의 화면으로 배경이 바뀝니다. 클릭은 화면 좌표가 아니라 요소 기준으로 저장되므로, 요소가 그대로 남아 있다면 예전 클릭도 새 배경 위에 제자리에 표시됩니다.

          ## 숨겨진 요소의 클릭
          닫힌 탭이나 접힌 아코디언 안의 버튼처럼 스크린샷에서 보이지 않는 요소의 클릭은 배경 위에 그릴 자리가 없습니다. 이런 클릭은 사라진 게 아니라 **요소 목록** 탭에 그대로 집계되어 있습니다.

          | 상황 | 히트맵에서 보이는 모습 | 확인할 곳 |
          | 닫힌 탭, 접힌 메뉴 | 표시되지 않음 | 요소 목록 |
          | 팝업, 모달 | 표시되지 않음 | 요소 목록, 또는 가상 페이지뷰로 분리 |
          | 자동으로 넘어가는 슬라이더 | 첫 장에만 겹쳐 보임 | 요소 목록 |
          | 다른 도메인의 iframe | 수집되지 않음 | 해당 없음 |

          ## 수집되지 않는 것
          - 다른 도메인에서 불러온 iframe 안의 클릭 (결제창, 외부 동영상 플레이어 등)
          - \`data-hearth-ignore\` 속성을 붙인 요소의 클릭
          - 입력창에 적은 내용 (항상 가려집니다)

          ## 자주 바뀌는 페이지라면
          메인 페이지처럼 배너가 매주 바뀐다면 히트맵을 기간별로 나눠 만드는 것이 좋습니다. 캠페인이 시작될 때 새 히트맵을 만들고, 끝나면 일시 중지하세요.
        `,
      },
      en: {
        title: 'Heatmaps on dynamic pages and retaking the screenshot',
        keywords: ['screenshot', 'dynamic content', 'heatmaps'],
        body: `
          On pages that change shape as visitors interact with them (tabs, accordions, pop-ups, sliders), a heatmap can look out of line with the real page. Once you know how it works, most cases are easy to fix.

          ## How the background screenshot is taken
          A heatmap's background is drawn from a copy of the page structure taken in the browser of the first visitor after the heatmap was created. Our servers never visit the page themselves, so pages behind a login display fine. The catch is that the page as it looked on that first visit stays as the background.

          ### If you've redesigned the page
          If the design has changed but the background hasn't, click **⋯ > Retake screenshot** at the top right of the heatmap. The next visitor's page becomes the new background. Clicks are stored per element rather than per screen position, so as long as an element still exists, its earlier clicks show up in the right place on the new background.

          ## Clicks on hidden elements
          Clicks on elements that aren't visible in the screenshot, such as buttons in a closed tab or a collapsed accordion, have nowhere to be drawn. They aren't lost: they're counted in the **Element list** tab.

          | Situation | What the heatmap shows | Where to look |
          | Closed tabs, collapsed menus | Nothing | Element list |
          | Pop-ups and modals | Nothing | Element list, or split them out with virtual pageviews |
          | Auto-rotating sliders | Clicks piled on the first slide | Element list |
          | Iframes from another domain | Not collected | n/a |

          ## What isn't collected
          - Clicks inside iframes loaded from another domain (payment forms, external video players and so on)
          - Clicks on elements with the \`data-hearth-ignore\` attribute
          - Anything typed into input fields (always masked)

          ## Pages that change often
          If a page changes all the time, like a home page with weekly banners, create heatmaps per period: start a new one when a campaign goes live and pause it when it ends.
        `,
      },
    },
  },
  {
    key: 'guide.funnel-create',
    kind: 'guide',
    category: 'doc.funnel.funnels',
    texts: {
      ko: {
        title: '퍼널 만들고 이탈 구간 찾기',
        keywords: ['퍼널', '전환율', '이탈'],
        body: `
          퍼널은 방문자가 정해 둔 단계를 차례로 지나는 동안 어디서 얼마나 빠져나가는지 보여 줍니다. 장바구니에서 결제 완료까지, 가입 페이지에서 첫 프로젝트 생성까지처럼 목표가 분명한 흐름에 씁니다.

          ## 퍼널 만들기
          1. **리포트 > 퍼널 > 새 퍼널**을 누릅니다
          2. 단계를 2개에서 10개까지 추가합니다. 각 단계는 **페이지**(URL 규칙) 또는 **이벤트**입니다
          3. 전환 기간을 정합니다. 기본값은 1일, 최대 30일입니다
          4. 저장하면 지난 데이터로 바로 계산됩니다

          히트맵과 달리 퍼널은 이미 모인 데이터로 계산하므로, 오늘 만든 퍼널로도 지난달 흐름을 볼 수 있습니다.

          ## 숫자는 어떻게 세나요
          퍼널의 모든 숫자는 페이지뷰가 아니라 **방문자 수**입니다. 한 사람이 상품 페이지를 다섯 번 봐도 첫 단계에는 한 명으로 셉니다. 그래서 첫 단계 숫자가 같은 기간의 페이지뷰보다 적은 것이 정상입니다.

          ### 순서와 건너뛰기
          기본 설정에서는 단계 사이에 다른 페이지를 거쳐도 순서만 맞으면 통과로 봅니다. 바로 다음 단계로 넘어간 경우만 세고 싶다면 **엄격한 순서**를 켜세요.

          | 설정 | 1 → 상품 목록 → 2 | 2 → 1 → 2 |
          | 기본 | 통과 | 통과 |
          | 엄격한 순서 | 이탈 | 통과 |

          ## 이탈한 사람을 더 들여다보기
          단계 사이 막대를 누르면 그 구간에서 이탈한 방문자를 **세그먼트로 저장**할 수 있습니다. 저장한 세그먼트를 히트맵에 적용하면 이탈한 사람들이 직전 페이지에서 무엇을 눌렀는지 볼 수 있습니다. 퍼널이 "어디서"를 알려 준다면 히트맵은 "왜"의 단서를 줍니다.

          ## 자주 쓰는 퍼널 예시
          | 목적 | 단계 |
          | 쇼핑몰 구매 | 상품 상세 → 장바구니 → 주문서 → 결제 완료 |
          | SaaS 가입 | 요금제 페이지 → 가입 폼 → 이메일 인증 → \`project_create\` 이벤트 |
          | 리드 수집 | 랜딩 페이지 → 문의 폼 → \`form_submit\` 이벤트 |

          처음부터 단계를 잘게 나누기보다 3~4단계로 짧게 시작하세요. 이탈이 큰 구간을 찾은 뒤 그 사이에 단계를 더 넣어 쪼개 보면 원인을 좁히기 쉽습니다.

          ## 플랜별 한도
          - Free: 퍼널 1개
          - Starter: 퍼널 10개
          - Pro, Enterprise: 제한 없음
        `,
      },
      en: {
        title: 'Building a funnel and finding where people drop off',
        keywords: ['funnels', 'conversion rate', 'drop-off'],
        body: `
          A funnel shows how many visitors drop out, and where, as they move through steps you define. Use it for flows with a clear goal, such as cart to completed payment, or sign-up page to first project created.

          ## Create a funnel
          1. Click **Reports > Funnels > New funnel**
          2. Add between 2 and 10 steps. Each step is a **page** (a URL rule) or an **event**
          3. Set the conversion window. The default is 1 day, the maximum 30 days
          4. Save, and the funnel is calculated from existing data right away

          Unlike heatmaps, funnels are calculated from data you've already collected, so a funnel created today can show last month's flow.

          ## How the numbers are counted
          Every number in a funnel is a count of **visitors**, not pageviews. Someone who views a product page five times counts once in the first step. That's why the first step is normally smaller than the pageviews for the same period.

          ### Order and skipped steps
          By default, visitors pass a step as long as the order is right, even if they visit other pages in between. To count only visitors who go straight to the next step, turn on **Strict order**.

          | Setting | 1 → product list → 2 | 2 → 1 → 2 |
          | Default | Passes | Passes |
          | Strict order | Drops off | Passes |

          ## Look closer at the people who left
          Click the bar between two steps to **save the visitors who dropped off as a segment**. Apply that segment to a heatmap to see what those visitors clicked on the page before they left. The funnel tells you where; the heatmap gives you clues to why.

          ## Common funnels
          | Goal | Steps |
          | Online store purchase | Product page → Cart → Checkout → Payment complete |
          | SaaS sign-up | Pricing page → Sign-up form → E-mail verified → \`project_create\` event |
          | Lead generation | Landing page → Contact form → \`form_submit\` event |

          Rather than splitting the flow finely from the start, begin with 3 or 4 steps. Once you've found the step with the biggest drop, add steps inside it to narrow down the cause.

          ## Limits per plan
          - Free: 1 funnel
          - Starter: 10 funnels
          - Pro, Enterprise: unlimited
        `,
      },
      ja: {
        title: 'ファネルを作成して離脱箇所を見つける',
        keywords: ['ファネル', 'コンバージョン率', '離脱'],
        body: `
          ファネルは、訪問者があらかじめ決めたステップを順に進むなかで、どこでどれだけ離脱しているかを示します。カートから決済完了まで、登録ページから最初のプロジェクト作成までなど、ゴールが明確な流れの分析に使います。

          ## ファネルを作成する
          1. **レポート > ファネル > 新規ファネル**をクリックします
          2. ステップを2〜10個追加します。各ステップは**ページ**(URLルール)または**イベント**です
          3. コンバージョン期間を設定します。初期値は1日、最大30日です
          4. 保存すると、既存のデータですぐに集計されます

          ヒートマップと違い、ファネルはすでに収集済みのデータから集計するため、今日作ったファネルでも先月の流れを確認できます。

          ## 数値の数え方
          ファネルの数値はすべてページビューではなく**訪問者数**です。1人が商品ページを5回見ても、最初のステップでは1人と数えます。そのため、最初のステップの数値が同じ期間のページビューより少ないのは正常です。

          ### 順序とステップの飛ばし
          初期設定では、ステップの間に別のページを経由しても、順序さえ合っていれば通過とみなします。次のステップへ直接進んだ場合だけを数えたいときは、**厳密な順序**をオンにしてください。

          | 設定 | 1 → 商品一覧 → 2 | 2 → 1 → 2 |
          | 初期設定 | 通過 | 通過 |
          | 厳密な順序 | 離脱 | 通過 |

          ## 離脱した人をさらに詳しく見る
          ステップ間のバーをクリックすると、その区間で離脱した訪問者を**セグメントとして保存**できます。保存したセグメントをヒートマップに適用すれば、離脱した人が直前のページで何をクリックしていたかがわかります。ファネルが「どこで」を教えてくれるなら、ヒートマップは「なぜ」の手がかりをくれます。

          ## よく使うファネルの例
          | 目的 | ステップ |
          | ECサイトでの購入 | 商品詳細 → カート → 注文手続き → 決済完了 |
          | SaaSの登録 | 料金ページ → 登録フォーム → メール認証 → \`project_create\`イベント |
          | リード獲得 | ランディングページ → お問い合わせフォーム → \`form_submit\`イベント |

          最初から細かくステップを分けるより、3〜4ステップで短く始めましょう。離脱の大きい区間を見つけてから、その間にステップを追加して分割すると、原因を絞り込みやすくなります。

          ## プランごとの上限
          - Free:ファネル1件
          - Starter:ファネル10件
          - Pro、Enterprise:無制限
        `,
      },
    },
  },
  {
    key: 'guide.segments',
    kind: 'guide',
    category: 'doc.funnel.segments',
    texts: {
      ko: {
        title: '세그먼트 만들고 저장하기',
        keywords: ['세그먼트', '필터', '저장된 세그먼트'],
        body: `
          세그먼트는 조건에 맞는 방문자만 골라 보는 필터입니다. 한 번 저장해 두면 리포트, 히트맵, 퍼널 어디에나 같은 조건을 적용할 수 있습니다.

          ## 쓸 수 있는 조건
          | 분류 | 조건 예시 |
          | 기기와 환경 | 기기 종류, 브라우저, 운영체제, 화면 너비 |
          | 유입 | 채널(검색, 광고, 소셜, 이메일), 참조 사이트, UTM 값 |
          | 방문 | 신규/재방문, 국가, 방문 횟수 |
          | 행동 | 특정 페이지 방문, 맞춤 이벤트 발생, 퍼널 단계 이탈 |

          조건은 "그리고(AND)"와 "또는(OR)"로 묶을 수 있습니다. 예를 들어 "모바일 **그리고** 광고 유입 **그리고** 장바구니 페이지 방문"처럼 만들 수 있습니다.

          ### 행동 조건은 기간을 따라갑니다
          "장바구니 페이지 방문" 같은 행동 조건은 리포트에서 고른 기간 안의 행동만 봅니다. 기간이 지난 7일이라면 8일 전에 장바구니를 본 방문자는 포함되지 않습니다. 기간을 바꾸면 세그먼트에 드는 방문자 수도 함께 바뀌는 것이 정상입니다.

          ## 세그먼트 저장하기
          1. 아무 리포트 위쪽의 **세그먼트 > 새 세그먼트**를 누릅니다
          2. 조건을 추가하면 오른쪽에 맞는 방문자 수가 바로 계산됩니다
          3. 이름을 붙이고 공개 범위를 고른 뒤 저장합니다

          공개 범위가 **워크스페이스**인 세그먼트는 팀원 모두가 쓸 수 있고, **나만 보기**는 만든 사람에게만 보입니다.

          ### 플랜별 저장 한도
          - Free: 3개
          - Starter: 10개
          - Pro, Enterprise: 제한 없음

          한도는 공개 범위와 상관없이 워크스페이스 전체의 세그먼트 수로 셉니다.

          ## 사내 트래픽을 세그먼트로 빼기
          IP 제외 규칙은 등록한 뒤의 데이터에만 적용됩니다. 이미 쌓인 데이터에서 사내 방문을 빼고 싶다면 "IP 대역이 사무실 대역이 아님" 조건으로 세그먼트를 만들어 적용하세요.

          ## 활용 팁
          - 히트맵의 **비교**에 세그먼트 두 개를 넣으면 두 집단의 행동 차이가 한눈에 보입니다
          - 주간 보고에 쓰는 세그먼트는 이름 앞에 \`[주간]\`처럼 머리말을 붙여 두면 찾기 쉽습니다
        `,
      },
      en: {
        title: 'Creating and saving segments',
        keywords: ['segments', 'filters', 'saved segments'],
        body: `
          A segment is a filter that shows only the visitors who match your conditions. Save it once and you can apply the same conditions to any report, heatmap or funnel.

          ## Available conditions
          | Group | Examples |
          | Device and environment | Device type, browser, operating system, screen width |
          | Acquisition | Channel (search, ads, social, e-mail), referring site, UTM values |
          | Visit | New or returning, country, number of visits |
          | Behaviour | Visited a page, triggered a custom event, dropped off at a funnel step |

          Combine conditions with AND and OR, for example "mobile **AND** from ads **AND** visited the cart page".

          ### Behaviour conditions follow the date range
          Behaviour conditions such as "visited the cart page" only look at what happened in the date range selected in the report. With the last 7 days selected, a visitor who saw the cart 8 days ago isn't included. So when you change the range, the number of visitors in the segment changes too; that's expected.

          ## Save a segment
          1. Click **Segments > New segment** at the top of any report
          2. As you add conditions, the number of matching visitors is calculated on the right
          3. Name it, choose who can see it, and save

          Segments shared with the **Workspace** can be used by everyone on your team; **Only me** segments are visible to their creator alone.

          ### Limits per plan
          - Free: 3
          - Starter: 10
          - Pro, Enterprise: unlimited

          The limit counts every segment in the workspace, whoever can see it.

          ## Filtering out internal traffic with a segment
          IP exclusion rules only apply to data collected after you create them. To remove your team's visits from data you already have, create a segment with the condition "IP range is not the office range" and apply it.

          ## Tips
          - Put two segments into a heatmap's **Compare** to see at a glance how the two groups behave differently
          - Prefix segments used in a regular report, for example \`[Weekly]\`, so they're easy to find
        `,
      },
      ja: {
        title: 'セグメントを作成・保存する',
        keywords: ['セグメント', 'フィルター', '保存済みセグメント'],
        body: `
          セグメントは、条件に合う訪問者だけを絞り込んで見るためのフィルターです。一度保存すれば、レポート、ヒートマップ、ファネルのどこにでも同じ条件を適用できます。

          ## 使える条件
          | 分類 | 条件の例 |
          | デバイスと環境 | デバイスの種類、ブラウザ、OS、画面の幅 |
          | 流入 | チャネル(検索、広告、ソーシャル、メール)、参照元サイト、UTMの値 |
          | 訪問 | 新規/リピーター、国、訪問回数 |
          | 行動 | 特定ページの閲覧、カスタムイベントの発生、ファネルのステップでの離脱 |

          条件はANDとORで組み合わせられます。たとえば「モバイル**かつ**広告からの流入**かつ**カートページを閲覧」のように設定できます。

          ### 行動の条件は期間に連動します
          「カートページを閲覧」のような行動の条件は、レポートで選んだ期間内の行動だけを対象にします。期間が過去7日間なら、8日前にカートを見た訪問者は含まれません。期間を変えるとセグメントの訪問者数も変わるのはこのためです。

          ## セグメントを保存する
          1. 任意のレポート上部の**セグメント > 新規セグメント**をクリックします
          2. 条件を追加すると、右側に該当する訪問者数がすぐに表示されます
          3. 名前を付け、公開範囲を選んで保存します

          公開範囲が**ワークスペース**のセグメントはチーム全員が使え、**自分のみ**は作成者にだけ表示されます。

          ### プランごとの保存上限
          - Free:3件
          - Starter:10件
          - Pro、Enterprise:無制限

          上限は公開範囲に関係なく、ワークスペース全体のセグメント数で数えます。

          ## セグメントで社内アクセスを除外する
          IP除外ルールは、登録後に届いたデータにしか適用されません。すでに蓄積されたデータから社内アクセスを除きたい場合は、「IPアドレス範囲がオフィスの範囲ではない」という条件でセグメントを作成して適用してください。

          ## 活用のヒント
          - ヒートマップの**比較**に2つのセグメントを入れると、2つのグループの行動の違いがひと目でわかります
          - 定例レポートで使うセグメントは、名前の先頭に\`[週次]\`のような見出しを付けておくと探しやすくなります
        `,
      },
    },
  },
  {
    key: 'guide.consent-mode',
    kind: 'guide',
    category: 'doc.privacy.consent',
    texts: {
      ko: {
        title: '동의 배너와 연동하기 (GDPR 대응)',
        keywords: ['동의', 'GDPR', '쿠키', '동의 모드'],
        body: `
          유럽 방문자가 있는 사이트처럼 분석 쿠키에 사전 동의가 필요한 경우, Hearth Analytics는 방문자가 동의하기 전까지 아무것도 저장하거나 보내지 않도록 설정할 수 있습니다. 이미 쓰고 있는 동의 배너(CMP)와 연결하는 방법을 설명합니다.

          ## 1단계: 동의 대기 모드 켜기
          추적 스크립트에 \`data-consent="required"\` 속성을 더합니다.

          \`<script async src="https://cdn.hearth-analytics.example/h.js" data-site="HA-7F3K2Q" data-consent="required"></script>\`

          이 상태에서는 스크립트가 불러와지기만 할 뿐 쿠키를 만들지 않고, 수집 서버로 요청도 보내지 않습니다.

          ## 2단계: 동의 결과 알려 주기
          동의 배너에서 방문자가 선택하면 그 결과를 전달합니다.

          - 동의함: \`hearth('consent', 'granted')\`
          - 거부함: \`hearth('consent', 'denied')\`

          \`granted\`를 받으면 그 페이지의 페이지뷰부터 수집을 시작합니다. \`denied\`를 받으면 수집을 멈추고 이미 만든 Hearth 쿠키를 지웁니다.

          ### 스크립트보다 배너가 먼저 뜬다면
          배너가 스크립트보다 먼저 실행될 수 있다면 \`<head>\` 맨 위에 다음 한 줄을 넣어 호출을 대기열에 쌓아 두세요. 스크립트가 불러와지면 쌓인 호출을 순서대로 처리합니다.

          \`window.hearth = window.hearth || function () { (hearth.q = hearth.q || []).push(arguments); };\`

          ## 동의 상태는 누가 기억하나요
          Hearth Analytics는 동의 여부를 따로 저장하지 않습니다. 동의 배너가 저장한 상태를 읽어 **페이지를 불러올 때마다** \`hearth('consent', ...)\`를 호출해 주세요. 호출이 없으면 그 페이지는 수집하지 않습니다.

          ## 쿠키 없이 수집하기
          동의 없이도 최소한의 통계를 보고 싶다면 \`data-cookies="off"\`를 쓸 수 있습니다. 쿠키를 전혀 만들지 않는 대신 방문자를 하루 단위로만 구분하므로 재방문 지표와 여러 날에 걸친 퍼널은 볼 수 없습니다. 쿠키 없는 수집이 동의 없이 허용되는지는 나라와 해석에 따라 다르니 법무 담당자와 확인하세요.

          | 쿠키 | 용도 | 보관 기간 |
          | \`_hth_id\` | 방문자 구분 | 13개월 |
          | \`_hth_ses\` | 세션 구분 | 마지막 활동 후 30분 |
        `,
      },
      en: {
        title: 'Connecting your consent banner (GDPR)',
        keywords: ['consent', 'GDPR', 'cookies', 'consent mode'],
        body: `
          Where analytics cookies need prior consent, as on sites with visitors from the EU, you can set Hearth Analytics to store and send nothing until the visitor agrees. This guide shows how to connect it to the consent banner (CMP) you already use.

          ## Step 1: turn on consent mode
          Add the \`data-consent="required"\` attribute to the tracking script:

          \`<script async src="https://cdn.hearth-analytics.example/h.js" data-site="HA-7F3K2Q" data-consent="required"></script>\`

          In this mode the script loads but sets no cookies and sends no requests to the collection servers.

          ## Step 2: pass on the visitor's choice
          When the visitor makes a choice in your banner, pass it on:

          - Accepted: \`hearth('consent', 'granted')\`
          - Declined: \`hearth('consent', 'denied')\`

          On \`granted\`, collection starts with the current page's pageview. On \`denied\`, collection stops and any Hearth cookies already set are deleted.

          ### If your banner runs before the script
          If the banner can run before the script has loaded, put this line at the very top of \`<head>\` to queue the calls. The script processes the queue in order once it loads.

          \`window.hearth = window.hearth || function () { (hearth.q = hearth.q || []).push(arguments); };\`

          ## Who remembers the choice?
          Hearth Analytics doesn't store consent itself. Read the state your banner saved and call \`hearth('consent', ...)\` **on every page load**. Pages without the call are not collected.

          ## Collecting without cookies
          If you want basic statistics without consent, you can use \`data-cookies="off"\`. No cookies are set at all, but visitors are only told apart within a single day, so returning-visitor figures and funnels spanning several days aren't available. Whether cookieless collection is allowed without consent depends on the country and its interpretation, so check with your legal team.

          | Cookie | Purpose | Lifetime |
          | \`_hth_id\` | Identifies the visitor | 13 months |
          | \`_hth_ses\` | Identifies the session | 30 minutes after the last activity |
        `,
      },
      ja: {
        title: '同意バナーと連携する(GDPR対応)',
        keywords: ['同意', 'GDPR', 'Cookie', '同意モード'],
        body: `
          EUからの訪問者がいるサイトなど、分析Cookieに事前の同意が必要な場合は、訪問者が同意するまでHearth Analyticsが何も保存・送信しないように設定できます。すでに使っている同意バナー(CMP)と連携する方法を説明します。

          ## ステップ1:同意待ちモードを有効にする
          トラッキングコードに\`data-consent="required"\`属性を追加します。

          \`<script async src="https://cdn.hearth-analytics.example/h.js" data-site="HA-7F3K2Q" data-consent="required"></script>\`

          この状態では、スクリプトは読み込まれるだけで、Cookieの作成も収集サーバーへの送信も行いません。

          ## ステップ2:同意の結果を伝える
          訪問者が同意バナーで選択したら、その結果を渡します。

          - 同意した場合:\`hearth('consent', 'granted')\`
          - 拒否した場合:\`hearth('consent', 'denied')\`

          \`granted\`を受け取ると、そのページのページビューから収集を始めます。\`denied\`を受け取ると収集を停止し、作成済みのHearthのCookieを削除します。

          ### バナーがスクリプトより先に動く場合
          バナーがスクリプトの読み込みより先に実行される可能性があるなら、\`<head>\`の先頭に次の1行を入れて呼び出しをキューに溜めておきます。スクリプトの読み込み後、溜まった呼び出しが順に処理されます。

          \`window.hearth = window.hearth || function () { (hearth.q = hearth.q || []).push(arguments); };\`

          ## 同意の状態は誰が覚えている?
          Hearth Analyticsは同意の有無を独自に保存しません。同意バナーが保存した状態を読み取り、**ページを読み込むたびに**\`hearth('consent', ...)\`を呼び出してください。呼び出しがないページは収集されません。

          ## Cookieを使わずに収集する
          同意がなくても最低限の統計を見たい場合は、\`data-cookies="off"\`を使えます。Cookieを一切作成しない代わりに、訪問者を1日単位でしか区別できないため、リピーターの指標や複数日にまたがるファネルは使えません。Cookieなしの収集が同意なしで認められるかは国や解釈によって異なるため、法務担当者にご確認ください。

          | Cookie | 用途 | 保存期間 |
          | \`_hth_id\` | 訪問者の識別 | 13か月 |
          | \`_hth_ses\` | セッションの識別 | 最後の操作から30分 |
        `,
      },
    },
  },
  {
    key: 'guide.masking-retention',
    kind: 'guide',
    category: 'doc.privacy.data',
    texts: {
      ko: {
        title: '민감한 정보 가리기와 데이터 보관 기간',
        keywords: ['마스킹', '보관 기간', '개인정보', '삭제 요청'],
        body: `
          Hearth Analytics는 처음부터 개인정보를 최소한으로 모으도록 설계되어 있습니다. 기본으로 적용되는 보호 장치와, 사이트에 맞게 더 조일 수 있는 설정을 정리했습니다.

          ## 기본으로 적용되는 보호
          - **입력창 내용**: 모든 입력창에 적은 글자는 브라우저를 떠나기 전에 가려집니다. 비밀번호와 카드 번호는 물론 검색창도 마찬가지입니다
          - **IP 주소**: 국가를 판별한 직후 IPv4는 마지막 자리, IPv6는 뒤쪽 80비트를 지운 뒤 저장합니다. 전체 IP는 어디에도 남지 않습니다
          - **쿠키**: 자사 도메인 쿠키(\`_hth_id\`, \`_hth_ses\`)만 쓰고, 광고용 제3자 쿠키는 쓰지 않습니다

          ## 화면의 텍스트 가리기
          히트맵 배경에는 페이지의 글자가 그대로 보입니다. 로그인한 사람의 이름, 주문 번호처럼 화면에 찍히는 개인정보는 요소에 속성을 붙여 가리세요.

          | 속성 | 효과 |
          | \`data-hearth-mask\` | 그 요소와 하위 요소의 글자를 ▒ 표시로 바꿉니다 |
          | \`data-hearth-ignore\` | 가리는 것에 더해 그 요소의 클릭도 수집하지 않습니다 |

          예: \`<div class="greeting" data-hearth-mask>김하늘 님, 안녕하세요</div>\`

          ### 사이트 전체를 가리고 싶다면
          **설정 > 개인정보 > 마스킹**에서 **모든 텍스트 가리기**를 켜면 모든 글자가 가려지고, 보여도 되는 영역에만 \`data-hearth-unmask\`를 붙이는 방식으로 바뀝니다. 금융, 의료처럼 화면 대부분이 민감한 서비스에 권장합니다.

          ## 데이터 보관 기간
          | 플랜 | 보관 기간 |
          | Free | 3개월 |
          | Starter | 13개월 |
          | Pro | 25개월 |
          | Enterprise | 최대 5년 (계약에 따라) |

          기간이 지난 원본 데이터는 매일 새벽에 지워집니다. 사내 규정상 더 짧게 보관해야 한다면 **설정 > 개인정보 > 데이터 보관**에서 줄일 수 있습니다. 플랜 한도보다 길게 늘릴 수는 없습니다.

          ## 방문자가 삭제를 요청하면
          **설정 > 개인정보 > 데이터 요청**에서 방문자 ID나 \`hearth('identify', ...)\`로 보낸 회원 ID로 검색한 뒤 **삭제** 또는 **내보내기**를 고르세요. 삭제는 7일 안에 모든 리포트와 백업에서 처리되고, 완료되면 요청한 관리자에게 메일이 갑니다. 내보내기는 JSON 파일로 받을 수 있습니다.
        `,
      },
      en: {
        title: 'Masking sensitive data and data retention',
        keywords: ['masking', 'retention', 'personal data', 'deletion request'],
        body: `
          Hearth Analytics is built to collect as little personal data as possible from the start. Here are the protections that are always on, and the settings you can tighten for your site.

          ## Protections that are always on
          - **Input fields**: anything typed into an input is masked before it leaves the browser. That includes passwords and card numbers, and search boxes too
          - **IP addresses**: right after the country is determined, the last octet of an IPv4 address or the last 80 bits of an IPv6 address are removed, and only then is it stored. Full IP addresses are never kept
          - **Cookies**: only first-party cookies (\`_hth_id\`, \`_hth_ses\`), never third-party advertising cookies

          ## Masking text on the page
          Heatmap backgrounds show the page's text as it is. For personal data that appears on screen, such as a signed-in user's name or an order number, add an attribute to the element:

          | Attribute | Effect |
          | \`data-hearth-mask\` | Replaces the text of the element and its children with ▒ |
          | \`data-hearth-ignore\` | Masks it and also stops collecting clicks on it |

          For example: \`<div class="greeting" data-hearth-mask>Hi, Sarah!</div>\`

          ### To mask the whole site
          Turn on **Mask all text** under **Settings > Privacy > Masking**. All text is then masked, and you add \`data-hearth-unmask\` only to areas that may be shown. We recommend this for services where most screens are sensitive, such as finance and healthcare.

          ## Data retention
          | Plan | Retention |
          | Free | 3 months |
          | Starter | 13 months |
          | Pro | 25 months |
          | Enterprise | Up to 5 years (per contract) |

          Raw data older than this is deleted every night. If your own policy requires a shorter period, reduce it under **Settings > Privacy > Data retention**. It can't be set longer than your plan allows.

          ## When a visitor asks for deletion
          Under **Settings > Privacy > Data requests**, search by visitor ID or by the member ID you sent with \`hearth('identify', ...)\`, then choose **Delete** or **Export**. Deletion is carried out across all reports and backups within 7 days, and the admin who made the request gets an e-mail when it's done. Exports are delivered as a JSON file.
        `,
      },
      ja: {
        title: '機密情報のマスキングとデータ保持期間',
        keywords: ['マスキング', '保持期間', '個人情報', '削除依頼'],
        body: `
          Hearth Analyticsは、はじめから個人情報を最小限しか収集しないよう設計されています。初期状態で有効な保護機能と、サイトに合わせてさらに強化できる設定をまとめました。

          ## 初期状態で有効な保護
          - **入力欄の内容**:入力欄に入力された文字は、ブラウザから送信される前にすべてマスキングされます。パスワードやカード番号はもちろん、検索ボックスも同様です
          - **IPアドレス**:国を判定した直後に、IPv4は末尾のオクテット、IPv6は後半80ビットを削除してから保存します。完全なIPアドレスはどこにも残りません
          - **Cookie**:ファーストパーティCookie(\`_hth_id\`、\`_hth_ses\`)のみを使い、広告用のサードパーティCookieは使いません

          ## 画面上のテキストを隠す
          ヒートマップの背景には、ページの文字がそのまま表示されます。ログイン中のユーザー名や注文番号など、画面に表示される個人情報は、要素に属性を付けて隠してください。

          | 属性 | 効果 |
          | \`data-hearth-mask\` | その要素と子要素の文字を▒に置き換えます |
          | \`data-hearth-ignore\` | マスキングに加え、その要素のクリックも収集しません |

          例:\`<div class="greeting" data-hearth-mask>山田 花子 様、こんにちは</div>\`

          ### サイト全体を隠したい場合
          **設定 > プライバシー > マスキング**で**すべてのテキストをマスク**をオンにすると、すべての文字が隠され、表示してよい部分にだけ\`data-hearth-unmask\`を付ける方式に切り替わります。金融や医療など、画面の大半が機密情報にあたるサービスにおすすめです。

          ## データの保持期間
          | プラン | 保持期間 |
          | Free | 3か月 |
          | Starter | 13か月 |
          | Pro | 25か月 |
          | Enterprise | 最長5年(契約による) |

          期間を過ぎた元データは毎日深夜に削除されます。社内規定でより短く保持する必要がある場合は、**設定 > プライバシー > データ保持**で短縮できます。プランの上限より長くすることはできません。

          ## 訪問者から削除を求められたら
          **設定 > プライバシー > データリクエスト**で、訪問者IDまたは\`hearth('identify', ...)\`で送った会員IDを検索し、**削除**または**エクスポート**を選びます。削除は7日以内にすべてのレポートとバックアップで完了し、完了するとリクエストした管理者にメールが届きます。エクスポートはJSONファイルで受け取れます。
        `,
      },
    },
  },
  {
    key: 'guide.plans-billing',
    kind: 'guide',
    category: 'doc.billing.plans',
    texts: {
      ko: {
        title: '플랜 비교와 결제 관리',
        keywords: ['플랜', '결제', '요금', '사용량'],
        body: `
          Hearth Analytics의 플랜은 월 페이지뷰와 기능 한도로 나뉩니다. 플랜 변경과 결제 정보, 영수증은 모두 **설정 > 결제**에서 관리합니다. 이 메뉴는 워크스페이스 소유자만 볼 수 있습니다.

          ## 플랜 비교
          | 항목 | Free | Starter | Pro | Enterprise |
          | 월 페이지뷰 | 1만 | 10만 | 100만 | 협의 |
          | 사이트 | 1개 | 3개 | 10개 | 제한 없음 |
          | 동시 수집 히트맵 | 3개 | 20개 | 제한 없음 | 제한 없음 |
          | 퍼널 | 1개 | 10개 | 제한 없음 | 제한 없음 |
          | 저장된 세그먼트 | 3개 | 10개 | 제한 없음 | 제한 없음 |
          | 데이터 보관 | 3개월 | 13개월 | 25개월 | 최대 5년 |
          | 팀원 | 2명 | 5명 | 20명 | 제한 없음 |
          | 월 요금 (부가세 별도) | 무료 | $39 | $199 | 문의 |

          연간 결제를 고르면 두 달 치 요금이 빠집니다.

          ## 월 페이지뷰를 넘으면
          사용량이 한도의 80%와 100%에 닿으면 소유자와 관리자에게 메일을 보냅니다. 100%를 넘어도 바로 멈추지 않고 **120%까지는 계속 수집**합니다. 120%에 닿으면 다음 결제일까지 수집을 멈추고, 멈춘 동안의 방문은 나중에 되살릴 수 없습니다. 현재 사용량은 **설정 > 결제 > 사용량**에서 날짜별로 볼 수 있습니다.

          ## 플랜 바꾸기
          ### 올리기
          바로 적용됩니다. 남은 기간만큼 차액을 일할 계산해 즉시 결제합니다.

          ### 내리기
          현재 결제 기간이 끝나는 날 적용됩니다. 새 플랜의 한도를 넘는 히트맵과 퍼널은 그날 **일시 중지**되는데, 어떤 것을 남길지는 변경 화면에서 직접 고를 수 있습니다. 고르지 않으면 가장 최근에 만든 것부터 중지됩니다.

          ## 결제 수단과 증빙
          - 월간 플랜은 신용카드와 체크카드로 결제합니다
          - 연간 Pro와 Enterprise는 계좌 이체(인보이스)도 가능합니다
          - **결제 내역**에서 회차별 영수증을 PDF로 받을 수 있습니다
          - 국내 사업자는 **세금계산서 정보**에 사업자등록번호를 입력하면 결제 후 3영업일 안에 전자 세금계산서가 발행됩니다

          ## 해지와 환불
          **플랜 해지**를 누르면 결제 기간이 끝나는 날 Free로 바뀝니다. 처음 결제한 날로부터 7일 안에 해지하면 전액 환불되고, 연간 플랜은 그 뒤에도 쓰지 않은 달만큼 환불됩니다. 월간 플랜의 남은 기간은 환불되지 않습니다.
        `,
      },
      en: {
        title: 'Comparing plans and managing billing',
        keywords: ['plans', 'billing', 'pricing', 'usage'],
        body: `
          Hearth Analytics plans differ in monthly pageviews and feature limits. Plan changes, payment details and receipts are all managed under **Settings > Billing**, which only the workspace owner can see.

          ## Plans compared
          | | Free | Starter | Pro | Enterprise |
          | Monthly pageviews | 10k | 100k | 1M | Custom |
          | Sites | 1 | 3 | 10 | Unlimited |
          | Heatmaps collecting at once | 3 | 20 | Unlimited | Unlimited |
          | Funnels | 1 | 10 | Unlimited | Unlimited |
          | Saved segments | 3 | 10 | Unlimited | Unlimited |
          | Data retention | 3 months | 13 months | 25 months | Up to 5 years |
          | Team members | 2 | 5 | 20 | Unlimited |
          | Monthly price (excl. tax) | Free | $39 | $199 | Contact us |

          Pay annually and you get two months free.

          ## Going over your monthly pageviews
          We e-mail the owner and admins when usage reaches 80% and 100% of the limit. Collection doesn't stop at 100%: it **continues up to 120%**. At 120% it pauses until your next billing date, and visits during the pause can't be recovered later. See daily usage under **Settings > Billing > Usage**.

          ## Changing plans
          ### Upgrading
          Takes effect immediately. The difference for the rest of the period is prorated and charged straight away.

          ### Downgrading
          Takes effect at the end of the current billing period. Heatmaps and funnels over the new plan's limits are **paused** that day; you can choose which ones to keep on the change screen. If you don't choose, the most recently created ones are paused first.

          ## Payment methods and receipts
          - Monthly plans are paid by credit or debit card
          - Annual Pro and Enterprise plans can also be paid by bank transfer against an invoice
          - Download a PDF receipt for each payment under **Payment history**
          - Businesses in Korea can enter their business registration number under **Tax invoice details** to receive an electronic tax invoice within 3 business days of each payment

          ## Cancelling and refunds
          Click **Cancel plan** and the workspace moves to Free at the end of the billing period. Cancel within 7 days of your first payment for a full refund; annual plans are also refunded for unused months after that. The rest of a monthly period is not refunded.
        `,
      },
      ja: {
        title: 'プランの比較とお支払いの管理',
        keywords: ['プラン', 'お支払い', '料金', '使用量'],
        body: `
          Hearth Analyticsのプランは、月間ページビューと機能の上限によって分かれています。プランの変更、お支払い情報、領収書はすべて**設定 > お支払い**で管理します。このメニューはワークスペースのオーナーにのみ表示されます。

          ## プランの比較
          | 項目 | Free | Starter | Pro | Enterprise |
          | 月間ページビュー | 1万 | 10万 | 100万 | 個別見積もり |
          | サイト数 | 1 | 3 | 10 | 無制限 |
          | 同時収集ヒートマップ | 3件 | 20件 | 無制限 | 無制限 |
          | ファネル | 1件 | 10件 | 無制限 | 無制限 |
          | 保存済みセグメント | 3件 | 10件 | 無制限 | 無制限 |
          | データ保持期間 | 3か月 | 13か月 | 25か月 | 最長5年 |
          | メンバー | 2名 | 5名 | 20名 | 無制限 |
          | 月額料金(税抜) | 無料 | $39 | $199 | お問い合わせ |

          年払いを選ぶと、2か月分の料金が無料になります。

          ## 月間ページビューを超えた場合
          使用量が上限の80%と100%に達すると、オーナーと管理者にメールでお知らせします。100%を超えてもすぐには止まらず、**120%までは収集を続けます**。120%に達すると次回のお支払い日まで収集を停止し、停止中の訪問は後から復元できません。現在の使用量は**設定 > お支払い > 使用量**で日別に確認できます。

          ## プランを変更する
          ### アップグレード
          すぐに適用されます。残りの期間分の差額を日割りで計算し、その場で請求します。

          ### ダウングレード
          現在の請求期間の最終日に適用されます。新しいプランの上限を超えるヒートマップとファネルはその日に**一時停止**されます。残すものは変更画面で選べます。選ばなかった場合は、作成日の新しいものから停止されます。

          ## お支払い方法と領収書
          - 月払いのプランはクレジットカードまたはデビットカードでお支払いいただけます
          - 年払いのProとEnterpriseは、請求書による銀行振込も可能です
          - **お支払い履歴**から、お支払いごとの領収書をPDFでダウンロードできます
          - 請求書の宛名や住所は**請求先情報**で変更できます。変更は次回以降の領収書に反映されます

          ## 解約と返金
          **プランを解約**をクリックすると、請求期間の最終日にFreeプランに切り替わります。初回のお支払いから7日以内の解約は全額返金となり、年払いのプランはその後も未使用の月数分を返金します。月払いのプランの残り期間は返金されません。
        `,
      },
    },
  },
  {
    key: 'guide.team-roles',
    kind: 'guide',
    category: 'doc.billing.team',
    texts: {
      ko: {
        title: '팀원 초대와 권한, 소유자 바꾸기',
        keywords: ['팀원', '권한', '소유자', '2단계 인증'],
        body: `
          워크스페이스에 팀원을 초대하고 역할에 맞게 권한을 나누는 방법입니다. 팀원 관리는 **설정 > 팀원**에서 합니다.

          ## 역할별 권한
          | 역할 | 할 수 있는 일 |
          | 소유자 | 모든 권한, 결제와 플랜 관리, 워크스페이스 삭제 (워크스페이스당 1명) |
          | 관리자 | 사이트와 설정 관리, 팀원 초대와 역할 변경 (소유자 제외) |
          | 편집자 | 히트맵, 퍼널, 세그먼트 만들기와 수정 |
          | 뷰어 | 리포트와 히트맵 보기만 가능 |

          대행사나 외부 협력사에는 **뷰어** 권한을 주는 것을 권장합니다. 공유가 끝나면 바로 내보낼 수 있습니다.

          ## 팀원 초대하기
          1. **설정 > 팀원 > 초대**를 누릅니다
          2. 이메일 주소와 역할을 입력합니다. 여러 명은 쉼표로 구분합니다
          3. 초대 메일의 링크는 **7일** 동안 유효합니다. 기한이 지나면 목록에서 **다시 보내기**를 누르세요

          초대를 보낸 시점부터 플랜의 팀원 수에 포함됩니다. Free는 2명, Starter는 5명, Pro는 20명까지입니다.

          ## 소유자 바꾸기
          담당자가 바뀌어 결제 책임자를 옮겨야 할 때는 소유권을 이전합니다.

          1. 새 소유자가 될 사람을 먼저 **관리자**로 만듭니다
          2. 그 사람의 오른쪽 **⋯ > 소유권 이전**을 누릅니다
          3. 두 사람 모두에게 확인 메일이 가고, 새 소유자가 메일의 링크를 누르면 이전이 끝납니다

          이전이 끝나면 기존 소유자는 관리자가 됩니다. 등록된 결제 카드는 그대로 유지되니, 새 소유자가 **설정 > 결제**에서 카드를 바꿔 주세요.

          ### 소유자가 퇴사해서 연락이 안 된다면
          회사 도메인 이메일로 [고객 지원](mailto:support@hearth-analytics.example)에 사업자등록증 사본과 함께 요청하면 확인 후 이전해 드립니다. 보통 3영업일이 걸립니다.

          ## 보안 설정
          - **설정 > 보안**에서 팀원 전체에 2단계 인증을 강제할 수 있습니다 (Pro 이상)
          - 퇴사자는 **팀원 > ⋯ > 내보내기**로 바로 접근을 막으세요. 그 사람이 만든 히트맵과 세그먼트는 워크스페이스에 남습니다
        `,
      },
    },
  },
  {
    key: 'guide.server-events',
    kind: 'guide',
    category: 'doc.start.spa',
    draft: true,
    texts: {
      ko: {
        title: '서버에서 이벤트 보내기 (베타)',
        keywords: ['서버 이벤트', 'API', '베타'],
        body: `
          결제 완료, 환불처럼 브라우저가 아닌 서버에서 확정되는 사건은 수집 API로 직접 보낼 수 있습니다. 이 기능은 베타이며, 아래 내용은 정식 출시 전에 바뀔 수 있습니다.

          ## 요청 형식
          \`POST https://collect.hearth-analytics.example/v1/events\`

          요청 헤더에 **설정 > 사이트 > API 키**에서 만든 키를 \`Authorization: Bearer\` 형식으로 넣습니다.

          ## 방문자와 연결하기
          - 브라우저에서 \`hearth('identify', ...)\`로 보낸 회원 ID를 \`user_id\`에 넣으면 같은 방문자의 이벤트로 합쳐집니다
          - 회원 ID가 없으면 방문자 ID를 함께 보내야 합니다

          ## 아직 정하지 못한 것
          - 이벤트 시각을 과거로 얼마나 돌릴 수 있게 할지 (현재 안: 72시간)
          - 플랜별 월 요청 한도
        `,
      },
      en: {
        title: 'Sending events from your server (beta)',
        keywords: ['server events', 'API', 'beta'],
        body: `
          Events that are confirmed on your server rather than in the browser, such as completed payments and refunds, can be sent straight to the collection API. This feature is in beta and the details below may change before release.

          ## Request format
          \`POST https://collect.hearth-analytics.example/v1/events\`

          Send a key created under **Settings > Sites > API keys** in the \`Authorization: Bearer\` header.

          ## Linking events to visitors
          - Put the member ID you send in the browser with \`hearth('identify', ...)\` in \`user_id\` to merge the events with the same visitor
          - Without a member ID, you must send the visitor ID

          ## Still to decide
          - How far back an event's timestamp may go (current proposal: 72 hours)
          - Monthly request limits per plan
        `,
      },
    },
  },
];
