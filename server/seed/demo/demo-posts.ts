import type { DemoLibrary } from './demo-content.ts';
import { enCareers } from './content/en-careers.ts';
import { enCasestudy } from './content/en-casestudy.ts';
import { enForum } from './content/en-forum.ts';
import { enWhatsnew } from './content/en-whatsnew.ts';
import { jaCareers } from './content/ja-careers.ts';
import { jaCasestudy } from './content/ja-casestudy.ts';
import { jaForum } from './content/ja-forum.ts';
import { jaWhatsnew } from './content/ja-whatsnew.ts';
import { koCareers } from './content/ko-careers.ts';
import { koCasestudy } from './content/ko-casestudy.ts';
import { koForum } from './content/ko-forum.ts';
import { koWhatsnew } from './content/ko-whatsnew.ts';

/**
 * Every demo post by language and grouping. Each language is written for its own readers
 * (its own people, companies and questions), not translated from another.
 */
export const DEMO_LIBRARY: DemoLibrary = {
  ko: { forum: koForum, casestudy: koCasestudy, careers: koCareers, whatsnew: koWhatsnew },
  en: { forum: enForum, casestudy: enCasestudy, careers: enCareers, whatsnew: enWhatsnew },
  ja: { forum: jaForum, casestudy: jaCasestudy, careers: jaCareers, whatsnew: jaWhatsnew },
};
