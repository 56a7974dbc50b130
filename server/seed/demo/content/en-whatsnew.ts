import type { DemoPost } from '../demo-content.ts';

/** What's new: announcements by the administrators (oldest first). */
export const enWhatsnew: DemoPost[] = [
  {
    by: 'admin',
    category: 'notices.service',
    title: 'Welcome to the {{site}} community',
    tags: ['announcement', 'community'],
    buzz: 0.85,
    images: {
      banner: {
        kind: 'banner',
        title: 'Welcome to the community',
        subtitle: 'Ask, share, learn together',
        theme: 'ocean',
      },
    },
    body: `
      ![banner] Community welcome banner | Welcome aboard!

      {{site}} is a place for people who work with web analytics, heatmaps, UX research, marketing and product to ask questions and share what they've learned.

      ## Where to start
      - **Forum**: ask when you're stuck, share when you've figured something out
      - **Case Study**: write up real projects, with the numbers
      - **Careers**: jobs in data, UX and growth
      - **What's New**: updates from {{provider}} and the community team

      A few ground rules: be kind, no self-promotion without value, and never post personal data from your users. If something looks wrong, use the report button and we'll take a look.
    `,
    replies: [
      { by: 'en-dana', text: 'Happy to be here! Looking forward to the case studies in particular.' },
      {
        by: 'en-marco',
        text: 'Finally a community where heatmaps are a normal topic of conversation 😄',
        replies: [{ by: 'admin', text: 'Heatmap nerds very welcome!' }],
      },
    ],
  },
  {
    by: 'admin',
    category: 'product-updates.new-features',
    title: 'New in {{heatmap}}: attention maps for mobile',
    tags: ['product update', 'heatmaps', 'mobile'],
    buzz: 0.65,
    images: {
      attention: {
        kind: 'heatmap',
        title: 'Attention map: mobile landing page',
        mode: 'move',
        seed: 71,
        focus: 'hero',
      },
    },
    body: `
      Attention maps are now available for mobile visits in {{heatmap}}. They show where visitors actually spend time on the page, based on what is visible on screen and for how long.

      ![attention] Attention map of a landing page with the most time spent around the hero image | An attention map of a mobile landing page

      ## Why it matters
      On mobile, click maps miss a lot: people read and scroll far more than they tap. Attention maps help you see which sections are read and which are skipped.

      ## How to use it
      1. Open any heatmap and switch the device filter to **Mobile**
      2. Choose **Attention** in the view menu
      3. Compare with the scroll map to tell "seen" from "read"

      Available on all plans from today.
    `,
    replies: [
      { by: 'en-lena', text: 'This is going to make mobile design reviews so much easier. Thank you!' },
      {
        by: 'en-clara',
        text: 'Is attention calculated per viewport or per scroll position?',
        replies: [
          {
            by: 'admin',
            text: 'Per visible viewport area, sampled every 250 ms. A help article with the details is coming.',
          },
        ],
      },
    ],
  },
  {
    by: 'admin',
    category: 'events.webinars',
    title: 'Webinar: measuring content with scroll and attention maps',
    tags: ['webinar', 'content', 'heatmaps'],
    body: `
      Join the {{provider}} analytics team for a 45-minute session on measuring long-form content.

      ## Agenda
      1. Scroll depth vs attention: what each one tells you
      2. Finding the paragraph where readers give up
      3. Live teardown of two community-submitted pages
      4. Q&A

      | Details | |
      | When | Thursday, 5 pm UK time (recording available) |
      | Where | Online |
      | Who | Content marketers, editors, UX writers, analysts |
      | Cost | Free |

      Want your page torn down live? Reply below with a link and we'll pick two.
    `,
    replies: [
      {
        by: 'en-grace',
        text: 'Submitting our pricing FAQ. It is long and I suspect nobody reads past question three.',
      },
    ],
  },
  {
    by: 'admin',
    category: 'notices.maintenance',
    title: 'Scheduled maintenance of the data collection servers',
    tags: ['maintenance', 'announcement'],
    body: `
      We'll be upgrading the data collection infrastructure.

      | Details | |
      | Window | Sunday, 17:00 to 19:00 UTC |
      | Impact | Reports may be up to 2 hours behind |
      | Products | {{provider}} and {{heatmap}} |

      Data collection continues during the maintenance; nothing will be lost. Thanks for your patience.
    `,
    adminNote: `Internal: the on-call engineer posts a short "completed" update below when the window closes.`,
  },
  {
    by: 'admin',
    category: 'product-updates.release-notes',
    title: '{{provider}} release notes: saved segments and faster reports',
    tags: ['release notes', 'segments', 'product update'],
    images: {
      board: {
        kind: 'dashboard',
        title: 'Report load time (p75)',
        kpis: [
          { label: 'Overview', value: '0.9 s', delta: -41 },
          { label: 'Funnels', value: '1.4 s', delta: -35 },
          { label: 'Segments', value: '1.1 s', delta: -28 },
          { label: 'Exports', value: '3.2 s', delta: -18 },
        ],
        seed: 24,
      },
    },
    body: `
      ## New
      - **Saved segments**: save a segment once and apply it to any report
      - Share a report link that opens with the same filters and date range

      ## Improved
      - Reports load 30–40% faster on large properties

      ![board] Report load times per area after the release | 75th percentile load times after this release

      ## Fixed
      - Week-over-week comparisons now align weekdays correctly
      - Long page paths no longer overflow table cells
    `,
    replies: [{ by: 'en-nina', text: 'Saved segments! This alone saves me ten minutes a day.' }],
  },
  {
    by: 'admin',
    category: 'events.meetups',
    title: 'Community meetup: heatmap teardown night (London)',
    tags: ['meetup', 'events', 'heatmaps'],
    images: {
      banner: {
        kind: 'banner',
        title: 'Heatmap Teardown Night',
        subtitle: 'London · Bring your heatmaps',
        theme: 'leaf',
      },
    },
    body: `
      ![banner] Heatmap teardown night banner | Heatmap teardown night

      Bring a heatmap (anonymised, please) and get fresh eyes on it from analysts, designers and researchers.

      - Two short talks from community members
      - Small-group teardowns at each table
      - Drinks and snacks afterwards

      Space is limited to 50 people. Reply here if you'd like to give one of the talks.
    `,
    replies: [
      {
        by: 'en-marco',
        text: 'Would love to give a talk on rage clicks on mobile. Lena, want to co-present?',
        replies: [{ by: 'en-lena', text: "Yes! Let's do it." }],
      },
    ],
  },
  {
    by: 'admin',
    category: 'notices.policy',
    title: 'Updates to our privacy policy',
    tags: ['policy', 'privacy'],
    body: `
      We've updated our privacy policy. The changes take effect seven days after this notice.

      | Topic | Before | After |
      | Closed accounts | Deleted immediately | Kept 30 days, then erased |
      | Marketing emails | One consent for everything | Separate opt-ins per topic |

      During the 30 days after closing an account, the same email address and nickname can't be used for a new account. After that, everything is erased. Questions? Contact our support team.
    `,
  },
  {
    by: 'admin',
    category: 'product-updates.improvements',
    title: 'Community improvements: tag search, reply notifications and image captions',
    tags: ['community', 'product update', 'tags'],
    buzz: 0.45,
    body: `
      Thanks to everyone who sent feedback. Here's what changed this month:

      - **Tag search**: type # before a word in search to find posts by tag (for example #funnels)
      - **Reply notifications**: get notified when someone answers your post or reply
      - **Image captions**: add a caption under any image in your posts
      - **Paste tables**: copy a range from a spreadsheet and paste it straight into the editor

      > The best communities are built on good questions and generous answers.

      Keep the ideas coming in the comments.
    `,
    replies: [
      { by: 'en-dana', text: 'Pasting tables from sheets works beautifully. Thank you!' },
      { by: 'en-oliver', text: 'Tag search is great. Any plans for following tags?' },
    ],
  },
];
