import type { PostGroupingType } from '../../../common/contracts/reference.ts';
import { LOCALES, type Locale } from '../../../common/i18n/locales.ts';
import { normalizeTag, tagIssue } from '../../../common/validation/post.ts';
import { sanitizePostHtml, sanitizeReplyHtml } from '../../modules/posts/shared/sanitize.ts';
import type { DemoReply } from './demo-content.ts';
import { markupBlocks, markupToHtml } from './demo-markup.ts';
import { DEMO_LIBRARY } from './demo-posts.ts';

/**
 * The raw material of the large benchmark seed, cut from the demo library: sections of posts
 * (a heading with what follows it) in each language, already sanitized, so that ten thousand
 * recombined posts read like real ones and cost no sanitizing each. Concatenated sanitized
 * blocks are what the sanitizer itself would output for them (each is a whole top-level element).
 */
export interface Fragment {
  html: string;
  text: string;
}

export interface LanguageCorpus {
  /** Opening paragraphs (what comes before a post's first heading), by grouping. */
  intros: Record<PostGroupingType, Fragment[][]>;
  /** A heading and the blocks after it, by grouping: a job listing is made of job listings. */
  sections: Record<PostGroupingType, Fragment[][]>;
  titles: Record<PostGroupingType, string[]>;
  tags: string[];
  companies: string[];
  replies: Fragment[];
}

export type LargeCorpus = Record<Locale, LanguageCorpus>;

const NAMES: [string, string][] = [
  ['{{site}}', 'Hearth'],
  ['{{provider}}', 'Hearth Analytics'],
  ['{{heatmap}}', 'Hearth Heatmap'],
];
const fill = (text: string) => NAMES.reduce((out, [from, to]) => out.replaceAll(from, to), text);

function fragment(html: string): Fragment | undefined {
  const clean = sanitizePostHtml(html);
  return clean.text.trim() === '' ? undefined : { html: clean.html, text: clean.text.trim() };
}

function flatten(replies: DemoReply[]): DemoReply[] {
  return replies.flatMap((reply) => [reply, ...flatten(reply.replies ?? [])]);
}

let cached: LargeCorpus | undefined;

export function largeCorpus(): LargeCorpus {
  if (cached) return cached;
  const corpus = {} as LargeCorpus;
  for (const lang of LOCALES) {
    const language: LanguageCorpus = {
      intros: { forum: [], casestudy: [], careers: [], whatsnew: [] },
      sections: { forum: [], casestudy: [], careers: [], whatsnew: [] },
      titles: { forum: [], casestudy: [], careers: [], whatsnew: [] },
      tags: [],
      companies: [],
      replies: [],
    };
    for (const [grouping, posts] of Object.entries(DEMO_LIBRARY[lang]) as [
      PostGroupingType,
      typeof DEMO_LIBRARY.ko.forum,
    ][]) {
      for (const post of posts) {
        language.titles[grouping].push(fill(post.title));
        language.tags.push(...post.tags.map(normalizeTag).filter((tag) => !tagIssue(tag)));
        if (post.company) language.companies.push(post.company);
        // Figures name the demo's own uploads; the large seed places its own images.
        const markup = fill(post.body)
          .split('\n')
          .filter((line) => !line.trim().startsWith('!['))
          .join('\n');
        let current: Fragment[] = [];
        let intro = true;
        for (const html of markupBlocks(markup)) {
          if (/^<h[23]>/.test(html)) {
            if (current.length > 0) (intro ? language.intros : language.sections)[grouping].push(current);
            current = [];
            intro = false;
          }
          const piece = fragment(html);
          if (piece) current.push(piece);
        }
        if (current.length > 0) (intro ? language.intros : language.sections)[grouping].push(current);
        for (const reply of flatten(post.replies ?? [])) {
          if (reply.deleted) continue;
          const clean = sanitizeReplyHtml(markupToHtml(fill(reply.text)));
          language.replies.push({ html: clean.html, text: clean.text.trim() });
        }
      }
    }
    const seen = new Set<string>();
    language.tags = language.tags.filter((tag) => !seen.has(tag.toLowerCase()) && seen.add(tag.toLowerCase()));
    corpus[lang] = language;
  }
  cached = corpus;
  return corpus;
}
