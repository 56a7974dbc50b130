import type { DemoPost } from '../demo-content.ts';

/** Careers: job listings (oldest first). Every company named here is fictional. */
export const enCareers: DemoPost[] = [
  {
    by: 'en-jo',
    category: 'data.data-analyst',
    company: 'Lumen Retail',
    title: 'Senior Web Analyst (remote, EU time zones)',
    tags: ['web analytics', 'GA4', 'SQL', 'remote'],
    body: `
      Lumen Retail sells home lighting online in 14 countries. We're looking for a senior web analyst to own how we measure the customer journey, from first visit to repeat purchase.

      ## What you'll do
      - Own our measurement plan and tagging with the front-end team
      - Build and maintain the funnel and merchandising dashboards
      - Partner with marketing on attribution and incrementality tests
      - Coach product managers to answer their own questions with data

      ## What we're looking for
      - 4+ years in web or product analytics
      - Strong SQL and hands-on experience with GA4 or a similar tool
      - You can explain a confidence interval to a merchandiser without slides

      ## Nice to have
      - BigQuery and dbt
      - Experience with heatmaps and session replay

      | At a glance | |
      | Location | Remote (UTC-1 to UTC+3) |
      | Contract | Permanent, full-time |
      | Process | Intro call, take-home case, panel, meet the team |
    `,
    replies: [
      {
        by: 'en-dana',
        text: 'Is there a salary range you can share?',
        replies: [
          { by: 'en-jo', text: 'Yes! It is on the application page, and we share it on the intro call as well.' },
        ],
      },
    ],
  },
  {
    by: 'en-jo',
    category: 'design-research.ux-research',
    company: 'Brightpath Health',
    title: 'UX Researcher, patient apps (hybrid, Boston)',
    tags: ['UX research', 'healthcare', 'usability testing'],
    body: `
      Brightpath Health builds appointment and prescription apps used by over two million patients. We're hiring a UX researcher to help us design for people who are often unwell, worried or in a hurry.

      ## You will
      - Plan and run interviews, usability tests and diary studies
      - Recruit participants across ages and abilities, including assistive tech users
      - Turn findings into clear recommendations and follow them into delivery

      ## You have
      - 3+ years of UX research experience
      - Comfort with both qualitative and simple quantitative methods
      - Care and rigour around consent and sensitive data

      Our research team is small (three people), so you'll have real influence on what gets built.
    `,
  },
  {
    by: 'en-ravi',
    category: 'product.product-manager',
    company: 'Fieldnote',
    title: 'Product Manager, Insights (B2B SaaS)',
    tags: ['product management', 'B2B SaaS', 'analytics'],
    body: `
      Fieldnote helps field-service teams schedule and track their work. Our customers keep asking "how are we doing?", and we want a PM to build the answer: a reporting and insights area inside the product.

      ## The role
      - Talk to customers every week and turn their questions into a roadmap
      - Define the metrics our reports show, with data engineering
      - Ship iteratively and measure adoption

      ## About you
      - 3+ years in product management, ideally on data-heavy products
      - You write clear specs and even clearer release notes
      - You have built or used dashboards enough to have strong opinions about them

      | At a glance | |
      | Team | 2 engineers, 1 designer, 1 data engineer |
      | Location | Remote, US time zones |
    `,
    replies: [
      { by: 'en-priya', text: 'This sounds like a great role. Shared with a friend who would be perfect for it.' },
    ],
  },
  {
    by: 'en-jo',
    category: 'engineering.frontend',
    company: 'Orbitly',
    title: 'Front-end Engineer, data visualisation',
    tags: ['front-end', 'TypeScript', 'data visualisation', 'React'],
    body: `
      Orbitly makes a heatmap and session analytics tool for product teams. We're looking for a front-end engineer who loves making large amounts of data feel fast and obvious.

      ## What you'll work on
      - Heatmap rendering for pages with hundreds of thousands of clicks
      - Interactive funnels and journey charts
      - Performance work: virtualisation, workers, canvas

      ## What you bring
      - 3+ years building production apps with TypeScript and React
      - You measure before you optimise
      - Bonus: D3, Canvas or WebGL experience

      We work asynchronously across three continents and meet in person twice a year.
    `,
    replies: [
      {
        by: 'en-oliver',
        text: 'Is the heatmap renderer canvas or WebGL today?',
        replies: [
          { by: 'en-jo', text: 'Canvas today, with a WebGL prototype for very large pages. Great interview topic!' },
        ],
      },
    ],
  },
  {
    by: 'en-jo',
    category: 'marketing.content',
    company: 'Harbor & Pine',
    title: 'Content Marketing Lead (B2B, analytics audience)',
    tags: ['content marketing', 'SEO', 'B2B'],
    body: `
      Harbor & Pine is an analytics consultancy working with mid-sized retailers. We want a content lead who can write for analysts without dumbing things down.

      ## Responsibilities
      - Own the blog, newsletter and case study programme
      - Interview our consultants and turn projects into stories
      - Measure content by pipeline, not pageviews

      ## Requirements
      - 4+ years in B2B content marketing
      - A portfolio with at least a few technical pieces
      - Comfortable with basic analytics (you'll be surrounded by experts)
    `,
  },
  {
    by: 'en-ravi',
    category: 'data.data-scientist',
    company: 'Tidewater Games',
    title: 'Data Scientist, player experience',
    tags: ['data science', 'gaming', 'experimentation', 'Python'],
    body: `
      Tidewater Games makes cosy mobile games played by millions every day. We're hiring a data scientist to help design fair, fun experiences using experimentation and player research.

      ## What you'll do
      - Design and analyse A/B tests on difficulty, economy and onboarding
      - Build player segments that designers can actually use
      - Work closely with our UX research team

      ## What we need
      - Solid statistics and experimentation background
      - Python and SQL
      - Curiosity about why players do what they do

      | At a glance | |
      | Location | Hybrid, Vancouver |
      | Perks | Learning budget, game library, four-day weeks in August |
    `,
  },
  {
    by: 'en-jo',
    category: 'marketing.performance',
    company: 'Crafthaus',
    title: 'Performance Marketing Manager, marketplace growth',
    tags: ['performance marketing', 'paid search', 'marketplace'],
    body: `
      Crafthaus connects 40,000 independent makers with buyers around the world. We're looking for a performance marketer to grow both sides of the marketplace efficiently.

      ## You'll own
      - Paid search and shopping campaigns across four markets
      - Incrementality testing with our analytics team
      - Budget planning and weekly performance reporting

      ## You have
      - 3+ years managing significant paid media budgets
      - Experience with attribution models and their limits
      - Bonus: marketplace or two-sided business experience
    `,
    replies: [{ by: 'en-tom', text: 'Great to see incrementality testing as part of the job description.' }],
  },
  {
    by: 'en-jo',
    category: 'business.customer-success',
    company: 'Quillstack',
    title: 'Customer Success Manager, analytics platform',
    tags: ['customer success', 'SaaS', 'analytics'],
    body: `
      Quillstack is a customer data platform for growing e-commerce brands. Our customer success team makes sure every customer gets from "installed" to "can't live without it".

      ## In this role you will
      - Onboard new customers and review their tracking setup
      - Run quarterly business reviews with clear recommendations
      - Bring customer feedback to the product team

      ## You might be a fit if
      - You've used a web or product analytics tool in your job
      - You enjoy teaching and explaining
      - You are organised enough to manage 30+ accounts without dropping the ball
    `,
  },
];
