import type { DemoPost } from '../demo-content.ts';

/** Case studies (oldest first). Every company named here is fictional. */
export const enCasestudy: DemoPost[] = [
  {
    by: 'en-sam',
    category: 'ecommerce.marketplaces',
    title: 'Marketplace search: fixing zero-result queries lifted search revenue 14%',
    tags: ['site search', 'marketplace', 'conversion rate'],
    buzz: 0.8,
    images: {
      queries: {
        kind: 'bars',
        title: 'Share of searches with zero results',
        labels: ['Week 1', 'Week 2', 'Week 3', 'Week 4', 'Week 5', 'Week 6'],
        values: [12.4, 11.9, 8.1, 5.6, 4.2, 3.9],
        unit: '%',
        highlight: 5,
      },
    },
    body: `
      Crafthaus, a fictional marketplace for handmade goods, saw that visitors who used site search converted at three times the rate of those who didn't. Yet 12% of all searches returned nothing at all.

      ## Finding the gaps
      We exported a month of zero-result queries and grouped them by hand. Four patterns covered most of them:

      | Pattern | Example | Share |
      | Spelling variants | "crochet" vs "crotchet" | 31% |
      | Plurals and synonyms | "mugs", "cups" | 24% |
      | Materials not in titles | "linen", "walnut" | 19% |
      | Things we don't sell | "gift card" | 11% |

      ## What we changed
      - Added typo tolerance and a synonym list maintained by the category team
      - Indexed the materials field, which sellers already filled in
      - Showed a helpful page (popular categories, a gift guide) instead of an empty one

      ![queries] Weekly share of searches returning zero results, falling from 12.4% to 3.9% | Zero-result searches over six weeks

      Revenue from search sessions went up 14% over the next quarter, and the "things we don't sell" list became input for the category team.
    `,
    replies: [
      {
        by: 'en-nina',
        text: 'Grouping by hand is underrated. No clustering model would have found the materials pattern that quickly.',
      },
      { by: 'en-priya', text: 'Love that the "things we don\'t sell" list turned into roadmap input.' },
    ],
  },
  {
    by: 'en-priya',
    category: 'media.video-streaming',
    title: 'Streaming app: the "continue watching" row that cut week-one churn',
    tags: ['retention', 'streaming', 'personalisation', 'cohorts'],
    buzz: 0.75,
    images: {
      cohort: {
        kind: 'cohort',
        title: 'Weekly retention of new subscribers',
        rows: [
          [100, 61, 48, 42, 39, 37],
          [100, 60, 47, 41, 38],
          [100, 68, 57, 51],
          [100, 70, 59],
          [100, 71],
        ],
      },
    },
    body: `
      Reelside, a fictional streaming service for documentaries, lost 40% of new subscribers in the first week. Interviews told us why: people started a film on their phone and couldn't find it again on the TV.

      ## The change
      A "continue watching" row at the top of every home screen, synced across devices, with a progress bar on each title.

      ![cohort] Weekly retention cohorts; cohorts after the launch keep about 70% in week one instead of 60% | Retention by signup week: the row launched before cohort 3

      ## Results
      | Metric | Before | After |
      | Week-one retention | 60% | 70% |
      | Titles finished in first week | 1.3 | 2.1 |
      | Cross-device sessions | 18% | 27% |

      The most interesting number was the last one: once people trusted that progress would follow them, they started watching on more devices.
    `,
    replies: [
      {
        by: 'en-marco',
        text: 'Such a simple feature with such a clear cohort shift. Great example for explaining cohort charts too.',
      },
      {
        by: 'en-ravi',
        text: 'Did it change anything for long-term retention, or mostly week one?',
        replies: [
          {
            by: 'en-priya',
            text: 'Week four went from 42% to 51% for the first cohort we could measure, so it seems to hold.',
          },
        ],
      },
    ],
  },
  {
    by: 'en-clara',
    category: 'finance.insurance',
    title: 'Insurance quote form: from 14 fields to 6, and what research told us',
    tags: ['forms', 'insurance', 'usability testing', 'conversion'],
    images: {
      funnel: {
        kind: 'funnel',
        title: 'Quote flow after redesign',
        steps: [
          { label: 'Started quote', value: 8800 },
          { label: 'About you', value: 7300 },
          { label: 'Your car', value: 6100 },
          { label: 'Quote shown', value: 5400 },
        ],
      },
    },
    body: `
      Harborline, a fictional car insurer, had a quote form that 70% of visitors abandoned. The team's first idea was a progress bar. Research suggested the problem was elsewhere.

      ## What we learned in testing
      > I don't know my car's engine size. Do I have to go and look?

      Six of eight participants stopped at a question they couldn't answer from memory. Most of those fields could be looked up from the licence plate.

      ## The redesign
      1. Ask for the plate and look up make, model and engine automatically
      2. Move optional questions after the quote, where they refine the price
      3. Show an early estimate after the first screen

      ![funnel] Quote flow funnel after the redesign; 61% of starters see a quote | Quote flow after the redesign

      Completion went from 30% to 61%. The progress bar? We added one too, but testing showed it barely mattered.
    `,
    replies: [
      { by: 'en-lena', text: '"Questions people can\'t answer from memory" is such a useful lens for any form.' },
      { by: 'en-tom', text: 'Did the early estimate hurt conversion for people who got a high number?' },
    ],
  },
  {
    by: 'en-tom',
    category: 'gaming',
    title: 'Mobile puzzle game: tuning the first-session difficulty curve with funnel data',
    tags: ['gaming', 'onboarding', 'funnels', 'retention'],
    images: {
      levels: {
        kind: 'bars',
        title: 'Players reaching each level in the first session',
        labels: ['L1', 'L2', 'L3', 'L4', 'L5', 'L6', 'L7', 'L8'],
        values: [100, 93, 88, 61, 57, 54, 51, 49],
        unit: '%',
        highlight: 3,
      },
    },
    body: `
      Pebblefold, a fictional puzzle game, had a first-session drop that everyone blamed on the tutorial. The level funnel told a different story.

      ![levels] Share of players reaching each level; a sharp drop between level 3 and level 4 | Players reaching each level in their first session

      Level 4 lost 27 points on its own. It introduced two new mechanics at once, and players who failed it twice almost never came back.

      ## Fixes we tried
      | Change | Day-1 retention |
      | Baseline | 38% |
      | Split level 4 into two levels | 43% |
      | Plus a hint after the second failure | 46% |

      The tutorial, in the end, was fine. Looking at the funnel step by step saved us from rewriting the wrong thing.
    `,
    replies: [
      { by: 'en-dana', text: 'Level funnels are the best funnels. So much clearer than web checkout funnels 😄' },
      { by: 'en-oliver', text: 'Two new mechanics at once is a classic. Great write-up.' },
    ],
  },
  {
    by: 'en-grace',
    category: 'saas.b2c',
    title: 'Fitness app: lifecycle emails that people actually wanted',
    tags: ['email marketing', 'CRM', 'lifecycle', 'holdout test'],
    buzz: 0.6,
    body: `
      Stridewell, a fictional running app, sent the same weekly newsletter to everyone. Unsubscribes were climbing, and nobody could tell whether the emails helped at all.

      ## A holdout first
      We kept 10% of new users out of all marketing emails for eight weeks. The result was sobering: the newsletter made **no measurable difference** to retention.

      ## Emails tied to behaviour
      - After a first run: how to plan the second one
      - After a week without running: a short, no-guilt return plan
      - Before a personal best is likely: a nudge with the target pace

      | Metric | Newsletter | Behaviour-based |
      | Open rate | 21% | 47% |
      | Unsubscribe rate | 1.8% | 0.4% |
      | 8-week retention vs holdout | +0.3 pts | +4.1 pts |

      Fewer emails, better timing, and a holdout group to keep us honest.
    `,
    replies: [
      { by: 'en-sam', text: 'The holdout result must have been a tough meeting. Respect for publishing it.' },
      { by: 'en-jo', text: 'Great case. Sharing with a CRM candidate I am interviewing this week.' },
    ],
  },
  {
    by: 'en-ravi',
    category: 'finance.investment',
    title: 'Investing app: a calmer portfolio screen reduced panic selling',
    tags: ['fintech', 'behavioural design', 'UX research'],
    body: `
      Ledgerleaf, a fictional investing app for beginners, saw sell orders spike on every red market day. Many of them were sold back within weeks at a loss.

      ## What research showed
      The home screen led with today's change in big red numbers. Beginners read a 2% daily drop as a disaster.

      ## The redesign
      - Lead with total return since the first deposit, not today's change
      - Show today's movement smaller, with context ("Markets are down 1.8% today")
      - Add a short pause screen with the long-term chart before a full sell-off

      | Metric | Before | After |
      | Full sell-offs on red days | 3.2% of users | 1.4% of users |
      | Support contacts on red days | 940 | 510 |
      | Customer satisfaction | 7.1 | 7.9 |

      We were careful that the pause screen informs rather than blocks: every sell order still goes through in two taps.
    `,
    replies: [
      {
        by: 'en-clara',
        text: 'Designing against panic without taking control away from people is hard. This strikes a good balance.',
      },
      { by: 'en-priya', text: 'Leading with total return is such a simple, powerful change.' },
    ],
  },
  {
    by: 'en-marco',
    category: 'public-nonprofit',
    title: 'Charity donation page: one-page checkout and a 23% lift in completed gifts',
    tags: ['nonprofit', 'checkout', 'heatmaps', 'accessibility'],
    images: {
      scroll: { kind: 'heatmap', title: 'Scroll depth: donation page (before)', mode: 'scroll', seed: 61 },
    },
    body: `
      Open Meadow, a fictional wildlife charity, had a four-step donation form. Scroll maps showed many visitors never reached the first "Continue" button at all.

      ![scroll] Scroll heatmap of the old donation page; the first continue button sits below where most visitors stop | The old page: the button sat below the average fold

      ## Changes
      1. One page with amount, details and payment, in that order
      2. Suggested amounts with what each one pays for
      3. Large, labelled inputs that work well with screen readers and autofill

      Completed donations went up 23%, and average gift size didn't fall, which was the board's biggest worry about showing suggested amounts.
    `,
    replies: [
      {
        by: 'en-lena',
        text: 'Suggested amounts with a concrete outcome ("feeds a hedgehog for a week") work so well.',
      },
    ],
  },
  {
    by: 'en-nina',
    category: 'ecommerce.food-living',
    title: 'Online grocer: why basket size went up when we removed a promotion banner',
    tags: ['ecommerce', 'experimentation', 'merchandising'],
    images: {
      board: {
        kind: 'dashboard',
        title: 'Grocery basket overview',
        kpis: [
          { label: 'Orders', value: '48.3K', delta: 1.2 },
          { label: 'Avg basket', value: '$62.40', delta: 5.6 },
          { label: 'Items / order', value: '21.7', delta: 4.3 },
          { label: 'Repeat rate', value: '64%', delta: 2.1 },
        ],
        seed: 18,
      },
    },
    body: `
      Greenbasket, a fictional online grocer, ran a rotating promotion banner at the top of every aisle page. A routine A/B test of removing it surprised everyone.

      ## The result
      Without the banner, products appeared higher on the page, and shoppers added more items from their usual list. Average basket value rose 5.6%.

      ![board] Grocery dashboard with orders, average basket, items per order and repeat rate | Four weeks after removing the banner

      ## Why we think it worked
      - Grocery shopping is mostly a list-completion task, not browsing
      - The banner pushed the first products below the fold on most phones
      - Promotions moved into the aisles as small tags, where they still sold

      Lesson learned: the biggest block on the page should serve the main job of the page.
    `,
    replies: [
      { by: 'en-sam', text: 'Our merchandising team will not like this post 😅 But it matches what we see too.' },
      { by: 'en-grace', text: 'List-completion vs browsing is such a helpful framing for grocery.' },
    ],
  },
];
