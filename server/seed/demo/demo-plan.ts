import { createHash } from 'node:crypto';
import type { PostGroupingType } from '../../../common/contracts/reference.ts';
import { LOCALES, type Locale } from '../../../common/i18n/locales.ts';
import {
  COMPANY_NAME_MAX_LENGTH,
  normalizeTag,
  REPLY_MAX_DEPTH,
  TAGS_MAX,
  tagIssue,
  tagKey,
  textLength,
  TITLE_MAX_LENGTH,
} from '../../../common/validation/post.ts';
import { sanitizePostHtml, sanitizeReplyHtml } from '../../modules/posts/shared/sanitize.ts';
import { draw, type ImageSpec } from './demo-charts.ts';
import type { AuthorRef, DemoLibrary, DemoPost, DemoReply } from './demo-content.ts';
import { markupToHtml } from './demo-markup.ts';
import type { DemoMember } from './demo-members.ts';
import { createRandom, type Random, sample } from './demo-random.ts';

/**
 * Everything the demo seed stores, worked out before a single row is written: dates spread
 * over the last months, threads flattened the way replies are stored (depth ≤ 3, deeper
 * answers at the third level naming whom they answer), reactions and views, and the HTML as
 * the server's sanitizer keeps it. Counters are taken from the very lists that become rows,
 * so they agree by construction. Pure: no database, no files.
 */

export interface DemoNames {
  site: string;
  provider: string;
  heatmap: string;
}

export interface PlannedImage {
  storageKey: string;
  spec: ImageSpec;
  width: number;
  height: number;
}

export interface PlannedReply {
  index: number;
  parentIndex: number | null;
  threadParentIndex: number | null;
  depth: number;
  author: AuthorRef;
  mention: AuthorRef | null;
  content: string;
  contentText: string;
  deleted: boolean;
  createdAt: string;
  likes: AuthorRef[];
}

export interface PlannedView {
  /** A member (their user id becomes the key) or an anonymous browser's digest. */
  member: AuthorRef | null;
  anonymousKey: string | null;
  day: string;
  createdAt: string;
}

export interface PlannedPost {
  index: number;
  grouping: PostGroupingType;
  lang: Locale;
  author: AuthorRef;
  categoryKey: string;
  title: string;
  content: string;
  contentText: string;
  adminContent: string | null;
  companyName: string | null;
  tags: string[];
  thumbnailUrl: string | null;
  images: PlannedImage[];
  createdAt: string;
  updatedAt: string;
  replies: PlannedReply[];
  likes: AuthorRef[];
  bookmarks: AuthorRef[];
  follows: AuthorRef[];
  views: PlannedView[];
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Posts of each grouping and language are spread over this many days before now. */
const SPAN_DAYS = 165;

const GROUPINGS: PostGroupingType[] = ['forum', 'casestudy', 'careers', 'whatsnew'];

function fill(text: string, names: DemoNames): string {
  return text
    .replaceAll('{{site}}', names.site)
    .replaceAll('{{provider}}', names.provider)
    .replaceAll('{{heatmap}}', names.heatmap);
}

function checkPost(post: DemoPost, where: string) {
  if (textLength(post.title) > TITLE_MAX_LENGTH) throw new Error(`${where}: title longer than ${TITLE_MAX_LENGTH}`);
  if (post.tags.length > TAGS_MAX) throw new Error(`${where}: more than ${TAGS_MAX} tags`);
  for (const tag of post.tags) {
    const issue = tagIssue(tag);
    if (issue) throw new Error(`${where}: tag "${tag}" fails ${issue}`);
  }
  if (post.company !== undefined && textLength(post.company) > COMPANY_NAME_MAX_LENGTH) {
    throw new Error(`${where}: company name longer than ${COMPANY_NAME_MAX_LENGTH}`);
  }
}

/** Distinct tags whatever their case, in the order written (as post-input's checkTags keeps them). */
function distinctTags(tags: string[]): string[] {
  const seen = new Set<string>();
  return tags.map(normalizeTag).filter((tag) => {
    const key = tagKey(tag);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

const day = (iso: string) => iso.slice(0, 10);

export function planDemo(
  library: DemoLibrary,
  members: DemoMember[],
  options: { now: Date; names: DemoNames; imageFolder: string },
): PlannedPost[] {
  const now = options.now.getTime();
  const random = createRandom('hearth-demo');
  const byLang = new Map<Locale, AuthorRef[]>(
    LOCALES.map((lang) => [lang, members.filter((member) => member.lang === lang).map((member) => member.key)]),
  );
  const everyone = members.map((member) => member.key);
  const planned: PlannedPost[] = [];

  for (const lang of LOCALES) {
    for (const grouping of GROUPINGS) {
      const posts = library[lang][grouping];
      posts.forEach((post, order) => {
        const where = `${lang}/${grouping}/${order + 1} "${post.title}"`;
        checkPost(post, where);
        // Oldest first in the content files, denser towards today as a growing community is,
        // the newest a few hours old; a little jitter so that lists do not look machine-made.
        const age = ((posts.length - 1 - order) / Math.max(posts.length - 1, 1)) ** 1.3;
        const jitter = (random() - 0.5) * Math.min(3 * DAY, (SPAN_DAYS * DAY) / posts.length);
        const created = Math.min(now - 5 * HOUR, now - 10 * HOUR - age * SPAN_DAYS * DAY + jitter);
        const index = planned.length;
        const images = Object.entries(post.images ?? {}).map(([name, spec]) => {
          const { width, height } = draw(spec);
          return {
            name,
            storageKey: `${options.imageFolder}/${lang}-${grouping}-${order + 1}-${name}.webp`,
            spec,
            width,
            height,
          };
        });
        const html = markupToHtml(fill(post.body, options.names), (name) => {
          const image = images.find((candidate) => candidate.name === name);
          return image && { url: `/uploads/${image.storageKey}`, width: image.width, height: image.height };
        });
        const clean = sanitizePostHtml(html);
        const admin = post.adminNote ? sanitizePostHtml(markupToHtml(fill(post.adminNote, options.names))) : null;
        const buzz = post.buzz ?? 0.15 + random() * 0.55;
        const locals = byLang.get(lang)!.filter((key) => key !== post.by);
        const others = everyone.filter((key) => key !== post.by && !locals.includes(key));
        // Mostly readers of the same language, now and then someone from another one.
        const audience = [...sample(random, locals, locals.length), ...sample(random, others, 4)];
        const likes = audience.slice(0, Math.round(buzz * 14 + random() * 3));
        const bookmarks = sample(random, audience, Math.round(buzz * 7 + random() * 2));
        const follows = sample(random, audience, Math.round(buzz * 4 + random() * 1.5));
        const replies = planReplies(post.replies ?? [], {
          random,
          start: created,
          now,
          names: options.names,
          locals: [...byLang.get(lang)!, 'admin'],
        });
        const thumbnail = clean.imageUrls[0];
        const edited = random() < 0.12;
        planned.push({
          index,
          grouping,
          lang,
          author: post.by,
          categoryKey: `${grouping}.${post.category}`,
          title: fill(post.title, options.names),
          content: clean.html,
          contentText: clean.text.trim(),
          adminContent: admin && admin.text.trim() !== '' ? admin.html : null,
          companyName: grouping === 'careers' ? (post.company ?? null) : null,
          tags: distinctTags(post.tags),
          thumbnailUrl: thumbnail !== undefined && thumbnail.length <= 255 ? thumbnail : null,
          images: images.map(({ storageKey, spec, width, height }) => ({ storageKey, spec, width, height })),
          createdAt: new Date(created).toISOString(),
          updatedAt: new Date(edited ? Math.min(created + random() * 2 * DAY, now) : created).toISOString(),
          replies,
          likes,
          bookmarks,
          follows,
          views: planViews(random, {
            index,
            created,
            now,
            count: Math.round(25 + buzz * 420 + random() * 60),
            members: [...new Set([...likes, ...bookmarks, ...replies.map((reply) => reply.author)])].filter(
              (key) => key !== post.by,
            ),
          }),
        });
      });
    }
  }
  return planned;
}

function planReplies(
  tree: DemoReply[],
  context: { random: Random; start: number; now: number; names: DemoNames; locals: AuthorRef[] },
): PlannedReply[] {
  const out: PlannedReply[] = [];
  // Answers come after what they answer; walking the tree depth-first keeps that order.
  const walk = (replies: DemoReply[], parent: PlannedReply | null) => {
    for (const reply of replies) {
      if (reply.deleted && reply.replies?.length) throw new Error('A deleted demo reply cannot have answers');
      const index = out.length;
      let depth = 1;
      let threadParentIndex: number | null = null;
      let mention: AuthorRef | null = null;
      if (parent) {
        if (parent.depth < REPLY_MAX_DEPTH) {
          depth = parent.depth + 1;
          threadParentIndex = parent.index;
        } else {
          depth = REPLY_MAX_DEPTH;
          threadParentIndex = parent.threadParentIndex;
          mention = parent.author;
        }
      }
      const clean = sanitizeReplyHtml(markupToHtml(fill(reply.text, context.names)));
      const planned: PlannedReply = {
        index,
        parentIndex: parent?.index ?? null,
        threadParentIndex,
        depth,
        author: reply.by,
        mention,
        content: clean.html,
        contentText: clean.text.trim(),
        deleted: reply.deleted ?? false,
        createdAt: '',
        likes: [],
      };
      out.push(planned);
      walk(reply.replies ?? [], planned);
    }
  };
  walk(tree, null);

  // Replies arrive over the days after the post, in the order of the tree walk.
  const window = Math.min(context.now - context.start - HOUR, 12 * DAY);
  const gaps = out.map(() => 0.2 + context.random());
  const total = gaps.reduce((sum, gap) => sum + gap, 0) * 1.15;
  let at = context.start;
  out.forEach((reply, i) => {
    at += (window * gaps[i]!) / total;
    reply.createdAt = new Date(at).toISOString();
    if (!reply.deleted) {
      const likers = context.locals.filter((key) => key !== reply.author && key !== 'admin');
      reply.likes = sample(context.random, likers, Math.floor(context.random() ** 2 * 7));
    }
  });
  return out;
}

function planViews(
  random: Random,
  input: { index: number; created: number; now: number; count: number; members: AuthorRef[] },
): PlannedView[] {
  const at = () => {
    // Most reading happens in the first days after a post; a long tail follows.
    const age = input.now - input.created;
    return input.created + age * random() ** 2.2;
  };
  const views: PlannedView[] = input.members.map((member) => {
    const time = at();
    return {
      member,
      anonymousKey: null,
      day: day(new Date(time).toISOString()),
      createdAt: new Date(time).toISOString(),
    };
  });
  for (let i = views.length; i < input.count; i++) {
    const time = new Date(at()).toISOString();
    const anonymousKey = createHash('sha256').update(`hearth-demo-view:${input.index}:${i}`).digest('hex');
    views.push({ member: null, anonymousKey, day: day(time), createdAt: time });
  }
  return views;
}
