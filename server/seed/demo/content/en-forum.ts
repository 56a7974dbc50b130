import type { DemoPost } from '../demo-content.ts';

/** Forum: questions and know-how (oldest first). */
export const enForum: DemoPost[] = [
  {
    by: 'en-oliver',
    category: 'analytics.setup-tracking.cross-domain',
    title: 'Cross-domain tracking between our marketing site and app keeps splitting sessions',
    tags: ['cross-domain', 'GA4', 'sessions', 'attribution'],
    buzz: 0.6,
    body: `
      We run the marketing site on **www.example.com** and the product on **app.example.com**. Ever since we moved sign-up into the app, almost every sign-up is attributed to "Referral / www.example.com" instead of the campaign that brought the visitor in.

      What I've checked so far:

      - Both domains are listed under "Configure your domains" in the GA4 data stream
      - The _gl parameter shows up on links from www to app
      - Same measurement ID on both sides

      But when I follow a test visit through DebugView, the app side starts a brand-new session. Is there something obvious I'm missing?
    `,
    replies: [
      {
        by: 'en-dana',
        text: `Two classic culprits: the app redirects to a login page and **drops the query string** (so _gl never arrives), or the app sets its own cookie domain. Check the network tab on the very first app request and see whether _gl survives the redirect.`,
        replies: [
          {
            by: 'en-oliver',
            text: 'You nailed it. Our auth middleware redirects /signup to /signup/ and rebuilds the URL without the query. Fixing that now.',
            replies: [
              {
                by: 'en-nina',
                text: 'While you are in there, add www.example.com to the referral exclusion list ("List unwanted referrals") too. Otherwise any session that does break still shows up as a self-referral.',
                replies: [
                  {
                    by: 'en-oliver',
                    text: 'Done, both changes are live. Self-referrals dropped from 31% of sign-ups to under 2% in the first day. Thanks, both of you!',
                  },
                ],
              },
            ],
          },
        ],
      },
      {
        by: 'en-sam',
        text: 'Bookmarking this. We have the exact same setup and I suspect our paid social numbers are understated for the same reason.',
      },
    ],
  },
  {
    by: 'en-ravi',
    category: 'analytics.reports-metrics.dashboards',
    title: 'How we cut our exec dashboard from 40 metrics to 6',
    tags: ['dashboards', 'KPIs', 'north star metric', 'reporting'],
    buzz: 0.85,
    images: {
      board: {
        kind: 'dashboard',
        title: 'Weekly business review',
        kpis: [
          { label: 'Weekly active teams', value: '4,812', delta: 3.4 },
          { label: 'Trial → paid', value: '11.2%', delta: 0.8 },
          { label: 'Net revenue retention', value: '108%', delta: 1.5 },
          { label: 'Support tickets / team', value: '0.31', delta: -6.0 },
        ],
        seed: 12,
      },
    },
    body: `
      A year ago our weekly business review opened with a dashboard of 40 tiles. Nobody could say which three mattered, and every meeting turned into a debate about one odd-looking chart.

      ## What we did
      1. Listed every metric and asked: **what decision changes if this moves?** Anything without an answer went to a secondary page.
      2. Picked one north star (weekly active teams) and a handful of input metrics that drive it.
      3. Gave every remaining metric an owner who explains it when it moves.

      ![board] The new weekly review dashboard with four KPI cards, a sessions trend and a channel breakdown | The dashboard we open every Monday now

      ## What changed
      | Before | After |
      | 40 tiles, no owners | 6 metrics, each with an owner |
      | 50-minute meetings | 25 minutes, mostly decisions |
      | "Is this number right?" | "What do we do about it?" |

      > A dashboard is a list of questions you have agreed to ask every week.

      The hardest part wasn't the tooling. It was getting people to accept that a metric moving to the secondary page isn't a demotion of their team.
    `,
    replies: [
      { by: 'en-priya', text: 'The "what decision changes" test is brilliant. Stealing it for our product review.' },
      {
        by: 'en-dana',
        text: 'How do you handle metrics that are only important once a quarter, like NPS?',
        replies: [
          {
            by: 'en-ravi',
            text: 'They live on a quarterly page. The weekly dashboard only holds things that can actually move in a week.',
          },
        ],
      },
      {
        by: 'en-grace',
        text: 'Owners per metric made the biggest difference for us too. Numbers without a person attached just get ignored.',
      },
    ],
  },
  {
    by: 'en-clara',
    category: 'analytics.heatmaps-replay.session-replay',
    title: 'Session replay etiquette: what we mask, and why',
    tags: ['session replay', 'privacy', 'GDPR', 'masking'],
    buzz: 0.55,
    body: `
      Session replay is one of the most useful research tools we have, and also the easiest to get wrong. Here's the policy our research and legal teams agreed on, in case it helps anyone writing their own.

      ## Masked by default
      | Element | Why |
      | All form inputs | Names, emails, addresses, card numbers |
      | Account pages | Personal data shown back to the user |
      | Free-text search | People type surprisingly personal things |
      | Chat widgets | Conversations are not ours to watch |

      ## Never recorded
      - Payment pages (we use funnel events there instead)
      - Anything behind the admin login

      ## How we work with recordings
      - Replays are watched to understand **patterns**, never to single out a person
      - Clips shared in Slack are trimmed to the moment that matters
      - Recordings are deleted after 30 days

      Curious what others do, especially around consent banners and replay.
    `,
    replies: [
      {
        by: 'en-marco',
        text: 'Free-text search is a great call. We found people pasting order numbers and phone numbers into ours.',
      },
      {
        by: 'en-nina',
        text: 'We only start replay after analytics consent is given, and we sample 20% of sessions. Plenty for research, much smaller footprint.',
      },
    ],
  },
  {
    by: 'en-marco',
    category: 'ux-research.user-interviews',
    title: 'My interview script template after ~200 customer calls',
    tags: ['user interviews', 'research', 'templates'],
    buzz: 0.7,
    body: `
      I've run about 200 customer interviews over the last three years. My script has shrunk every year; here's where it's landed.

      ## Warm-up (5 min)
      - What does a normal week look like in your role?
      - Where does our product fit into that week, if at all?

      ## The last time (20 min)
      Ask about a **specific, recent** occasion rather than general habits:

      - Tell me about the last time you had to build a report for your manager.
      - What did you do first? Then what?
      - What was the most annoying part?

      ## Wrap-up (5 min)
      - If you could wave a magic wand, what would change?
      - Who else should I talk to?

      > People are terrible at predicting their future behaviour and great at describing their recent past.

      The single biggest improvement in my interviews came from dropping every "would you use…" question.
    `,
    replies: [
      { by: 'en-clara', text: '"Who else should I talk to?" has given me my best participants. Underrated question.' },
      {
        by: 'en-lena',
        text: 'Saving this. Do you record, or take notes live?',
        replies: [
          { by: 'en-marco', text: 'Record with consent, plus a note-taker. I try to keep my eyes on the person.' },
        ],
      },
    ],
  },
  {
    by: 'en-tom',
    category: 'ux-research.ab-testing',
    title: 'Our A/B test "won" at 95%, then the effect vanished. What did we do wrong?',
    tags: ['split testing', 'statistics', 'experimentation'],
    buzz: 0.8,
    images: {
      test: {
        kind: 'ab',
        title: 'Pricing page test: signup rate',
        variants: [
          { name: 'Control', rate: 4.1, low: 3.7, high: 4.5 },
          { name: 'Annual toggle', rate: 4.9, low: 4.4, high: 5.4 },
        ],
      },
    },
    body: `
      We tested an annual/monthly toggle on the pricing page. After 9 days the dashboard showed a clear winner at 95% confidence, so we shipped it.

      ![test] Signup rate of control and variant with confidence intervals after nine days | What the test looked like on day 9

      Four weeks after shipping, signup rate is back to where it was before the test. Nothing else changed on the page. What could explain this? We checked the dashboard every morning and stopped as soon as it turned green.
    `,
    replies: [
      {
        by: 'en-dana',
        text: '"Checked every morning and stopped as soon as it turned green" is the answer, I am afraid. Peeking inflates false positives a lot. Decide the sample size up front, or use a method built for continuous monitoring (sequential testing).',
        replies: [
          {
            by: 'en-tom',
            text: 'Ouch. So the 95% was never really 95%?',
            replies: [
              {
                by: 'en-dana',
                text: 'Not with daily peeking. With a dozen looks your real false-positive rate can be several times higher than 5%.',
              },
            ],
          },
        ],
      },
      {
        by: 'en-priya',
        text: 'Also worth checking novelty effects. Returning visitors sometimes click a new element just because it is new.',
      },
      {
        by: 'en-ravi',
        text: 'We now require a pre-registered test plan for anything that touches pricing. Saves a lot of arguments later.',
      },
    ],
  },
  {
    by: 'en-sam',
    category: 'marketing.seo.technical-seo',
    title: 'Core Web Vitals improved a lot, organic traffic did not. Expected?',
    tags: ['SEO', 'Core Web Vitals', 'page speed'],
    body: `
      Our dev team spent a quarter on performance. LCP went from 4.1 s to 1.9 s on mobile and CLS is basically zero now. Organic traffic over the same period: flat.

      Leadership is asking whether the project was worth it. My gut says yes, but I can't point to an SEO win.

      - Is page experience just a tie-breaker in rankings?
      - Where else should I look for the impact?
    `,
    replies: [
      {
        by: 'en-nina',
        text: 'Look at conversion and bounce by landing page before/after rather than traffic. Speed tends to show up in what visitors do once they arrive, not in how many arrive.',
      },
      {
        by: 'en-tom',
        text: 'Agreed. When we did similar work, mobile checkout conversion went up ~7% while rankings did not budge.',
        replies: [{ by: 'en-sam', text: 'That is the angle I needed. Pulling the landing page report now.' }],
      },
    ],
  },
  {
    by: 'en-nina',
    category: 'analytics.reports-metrics.attribution',
    title: 'Last click vs data-driven attribution: a sanity check with our own numbers',
    tags: ['attribution', 'marketing mix', 'paid media'],
    images: {
      trend: {
        kind: 'lines',
        title: 'Conversions credited to paid social',
        labels: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'],
        series: [
          { name: 'Last click', values: [210, 230, 220, 240, 235, 250] },
          { name: 'Data-driven', values: [390, 420, 410, 455, 440, 470] },
        ],
      },
    },
    body: `
      We switched our reporting from last click to data-driven attribution and paid social nearly doubled its credited conversions overnight. Before anyone moves budget, I wanted to sanity-check it.

      ![trend] Paid social conversions under last click and data-driven attribution over six months | The same six months under two models

      ## What I did
      1. Compared time-to-conversion: paid social paths average 9 days, search 2 days
      2. Looked at path position: social is the first touch in 61% of its paths
      3. Ran a two-week geo holdout with social ads paused in three regions

      The holdout showed a 6% drop in total conversions in the paused regions, which is closer to the data-driven story than the last-click one. Not proof, but enough to stop treating social as a pure cost centre.
    `,
    replies: [
      { by: 'en-grace', text: 'The geo holdout is the bit most people skip. Really nice write-up.' },
      { by: 'en-sam', text: 'Did you see any change in branded search during the holdout?' },
    ],
  },
  {
    by: 'en-lena',
    category: 'analytics.heatmaps-replay.click-heatmaps',
    title: 'Rage clicks on mobile: a quick checklist before you redesign anything',
    tags: ['rage clicks', 'click heatmaps', 'mobile UX'],
    buzz: 0.6,
    images: {
      clicks: { kind: 'heatmap', title: 'Click map: mobile product page', mode: 'click', seed: 52, focus: 'nav' },
    },
    body: `
      When a heatmap lights up with rage clicks, the temptation is to redesign the whole section. In my experience the cause is usually much smaller.

      ![clicks] Mobile product page click map with a cluster of clicks on the navigation | A cluster of repeated taps on a menu item

      ## Check these first
      - Is the element **slow to respond**? A 600 ms delay reads as "broken" on mobile.
      - Does it look tappable but isn't? Underlined text, icons, card images.
      - Is the tap target too small or too close to another one?
      - Does a sticky banner cover part of it on small screens?

      In the example above, the menu item was fine. A cookie banner covered the bottom half of it on phones under 700 px tall.
    `,
    replies: [
      { by: 'en-marco', text: 'The cookie banner one has bitten us twice. Great list.' },
      {
        by: 'en-oliver',
        text: 'Adding "check the INP for that interaction" as a dev-side item. Slow handlers are a common cause.',
      },
    ],
  },
  {
    by: 'en-priya',
    category: 'community.open-talk',
    title: 'What does "UX" actually mean on your team? (Don Norman clip inside)',
    tags: ['UX', 'design', 'discussion'],
    buzz: 0.5,
    body: `
      A new hire asked me last week whether UX was "the wireframes part". It made me realise how differently each team uses the word.

      This short clip of Don Norman, who coined the term, is what I sent back:

      @youtube(9BdtGjoIN4E) Don Norman: The term "UX"

      His point is that user experience covers **everything** about how someone meets a product: finding it, buying it, setting it up, getting help. Not only the screens.

      So, on your team: is "UX" a role, a department, or a responsibility everyone shares?
    `,
    replies: [
      { by: 'en-clara', text: 'For us it is a shared responsibility with a research team that keeps everyone honest.' },
      { by: 'en-lena', text: 'Officially a role, in practice whoever shouts loudest about the onboarding flow 😄' },
      {
        by: 'en-jo',
        text: 'From the hiring side: job titles with "UX" in them mean wildly different things. I always ask for the actual scope.',
      },
    ],
  },
  {
    by: 'en-dana',
    category: 'analytics.data-governance.data-quality',
    title: 'Bot traffic was inflating our sessions by ~20%. How do you filter it?',
    tags: ['bot traffic', 'data quality', 'GA4'],
    body: `
      We noticed sessions from a single city growing 300% month over month, with a 0-second engagement time and a screen resolution nobody uses. Classic bots.

      What we have done so far:

      - Built a segment that excludes sessions with no engagement and that odd resolution
      - Added the worst hostnames to a filter at the tag level

      Is there anything more robust that doesn't require chasing each new bot by hand?
    `,
    replies: [
      {
        by: 'en-oliver',
        text: 'Filter at the edge if you can. We check a bot-score header at the CDN and do not load the tag at all for obvious bots.',
      },
      {
        by: 'en-ravi',
        text: 'Whatever you do, keep an annotation of when the filter went live. Otherwise someone will find a "20% traffic drop" in six months and panic.',
      },
      { by: 'en-sam', text: 'Spam.', deleted: true },
    ],
  },
];
