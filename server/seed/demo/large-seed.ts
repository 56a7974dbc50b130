import { createHash } from 'node:crypto';
import path from 'node:path';
import type { Insertable, Kysely } from 'kysely';
import type { PostGroupingType } from '../../../common/contracts/reference.ts';
import { LOCALES, type Locale } from '../../../common/i18n/locales.ts';
import { tagKey } from '../../../common/validation/post.ts';
import { createLocalStorage, type UploadStorage, uploadUrl } from '../../modules/posts/uploads/storage.ts';
import { sanitizePostHtml } from '../../modules/posts/shared/sanitize.ts';
import { viewerKey } from '../../modules/posts/posts/views.ts';
import type { Database, PostsTable, UploadsTable } from '../../db/database.ts';
import type { ImageSpec } from './demo-charts.ts';
import { renderDemoImage } from './demo-images.ts';
import { type Fragment, largeCorpus } from './large-corpus.ts';
import { between, createRandom, pick, type Random, sample } from './demo-random.ts';
import { ensureKeywords, insertInBatches, type LeafCategory, leafCategories, memberCodes } from './seed-support.ts';
import { excerptOf } from '../../modules/posts/posts/excerpt.ts';

/**
 * Many posts for benchmarks (`npm run bench`, scripts/seed-large.ts): spread over groupings,
 * languages, leaf categories and a few hundred members, a few KB of real-looking HTML each
 * (recombined from the demo library), tags, some replies, likes, bookmarks, follows and views,
 * with every counter equal to its rows. Posts are written in batches, each batch and
 * everything that belongs to it in one transaction, with multi-row inserts.
 */
export interface LargeSeedOptions {
  count: number;
  /** DATA_DIR: a few images go to its uploads, shown as figures and thumbnails. Without it, no images. */
  dataDir?: string;
  storage?: UploadStorage;
  langs?: readonly Locale[];
  /** Authors and readers; they are reused by a later run. */
  members?: number;
  now?: Date;
  /** Posts per transaction. */
  batchSize?: number;
  seed?: string;
}

export interface LargeSeedSummary {
  posts: number;
  members: number;
  replies: number;
  likes: number;
  bookmarks: number;
  follows: number;
  views: number;
  images: number;
  ms: number;
}

const DAY = 86_400_000;
const BENCH_DOMAIN = 'bench.hearth.local';
/** How often each grouping appears: forums are busiest, as on a real community. */
const GROUPING_WEIGHTS: [PostGroupingType, number][] = [
  ['forum', 0.5],
  ['casestudy', 0.2],
  ['careers', 0.18],
  ['whatsnew', 0.12],
];
const JOBS = [
  'MARKETER',
  'UXRESEARCHER',
  'PM',
  'SERVICE',
  'UXDESIGNER',
  'UIDESIGNER',
  'DEVELOPER',
  'ANALYST',
  'RECRUITER',
];
const TYPES = [
  'intj',
  'intp',
  'entj',
  'entp',
  'istj',
  'isfj',
  'estj',
  'esfj',
  'infj',
  'infp',
  'enfj',
  'enfp',
  'istp',
  'isfp',
  'estp',
  'esfp',
];

function weighted<T>(random: Random, weights: [T, number][]): T {
  let roll = random() * weights.reduce((sum, [, weight]) => sum + weight, 0);
  for (const [value, weight] of weights) {
    roll -= weight;
    if (roll <= 0) return value;
  }
  return weights[weights.length - 1]![0];
}

async function ensureMembers(db: Kysely<Database>, count: number, now: Date, random: Random) {
  const existing = await db
    .selectFrom('users')
    .select(['id', 'user_id', 'lang'])
    .where('user_id', 'like', `%@${BENCH_DOMAIN}`)
    .orderBy('id')
    .execute();
  const have = new Set(existing.map((row) => row.user_id));
  const { jobs, types } = await memberCodes(db);
  const rows = [];
  for (let n = 1; n <= count; n++) {
    const email = `member${String(n).padStart(4, '0')}@${BENCH_DOMAIN}`;
    if (have.has(email)) continue;
    const joined = new Date(now.getTime() - (400 + random() * 300) * DAY).toISOString();
    rows.push({
      user_id: email,
      password_hash: null,
      nick_name: `bench${String(n).padStart(4, '0')}`,
      job_code_id: jobs.get(`JOB_${pick(random, JOBS)}`) ?? null,
      lang: LOCALES[n % LOCALES.length]!,
      status: 'active',
      mbti_id: random() < 0.8 ? (types.get(pick(random, TYPES)) ?? null) : null,
      agree_privacy_at: joined,
      confirmed_at: joined,
      created_at: joined,
      updated_at: joined,
    });
  }
  await insertInBatches(rows, (batch) => db.insertInto('users').values(batch).execute());
  const all = await db
    .selectFrom('users')
    .select(['id', 'lang'])
    .where('user_id', 'like', `%@${BENCH_DOMAIN}`)
    .orderBy('id')
    .limit(count)
    .execute();
  // What's new is the administrators' (P13); a throw-away benchmark database may have none yet.
  let admin = await db.selectFrom('users').select('id').where('admin', '=', true).orderBy('id').executeTakeFirst();
  admin ??= await db
    .insertInto('users')
    .values({ user_id: `admin@${BENCH_DOMAIN}`, password_hash: null, nick_name: 'benchadmin', admin: true })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { ids: all.map((row) => row.id), admin: admin.id };
}

const IMAGE_SPECS = (seed: number): ImageSpec[] => [
  { kind: 'heatmap', title: 'Click map', mode: 'click', seed },
  { kind: 'heatmap', title: 'Scroll depth', mode: 'scroll', seed },
  {
    kind: 'funnel',
    title: 'Signup funnel',
    steps: [
      { label: 'Visit', value: 10_000 + seed * 37 },
      { label: 'Signup form', value: 4_200 + seed * 11 },
      { label: 'Confirmed', value: 2_900 + seed * 7 },
    ],
  },
  {
    kind: 'dashboard',
    title: 'Weekly overview',
    kpis: [
      { label: 'Sessions', value: `${40 + seed}K`, delta: 4.2 },
      { label: 'Conversion', value: '2.8%', delta: -0.3 },
      { label: 'Revenue', value: `$${12 + seed}K`, delta: 6.1 },
    ],
    seed,
  },
];

async function storeImages(storage: UploadStorage, folder: string) {
  const images = [];
  for (let seed = 1; seed <= 3; seed++) {
    for (const [index, spec] of IMAGE_SPECS(seed).entries()) {
      const key = `${folder}/${spec.kind}-${seed}-${index}.webp`;
      const { data, width, height } = await renderDemoImage(spec);
      await storage.put(key, data);
      const url = uploadUrl(key);
      const figure = sanitizePostHtml(
        `<figure data-align="center"><img src="${url}" alt="${spec.title}" width="${width}" height="${height}"><figcaption>${spec.title}</figcaption></figure>`,
      );
      images.push({ key, url, bytes: data.length, width, height, figure: { html: figure.html, text: figure.text } });
    }
  }
  return images;
}

/** An intro and sections until the HTML reaches its target size (2–6 KB). */
function compose(random: Random, intros: Fragment[][], sections: Fragment[][]): Fragment[] {
  const target = between(random, 2_000, 6_000);
  const parts = [...pick(random, intros.length > 0 ? intros : sections)];
  let size = parts.reduce((sum, part) => sum + part.html.length, 0);
  for (let tries = 0; size < target && tries < 20 && sections.length > 0; tries++) {
    for (const part of pick(random, sections)) {
      parts.push(part);
      size += part.html.length;
    }
  }
  return parts;
}

export async function seedLargePosts(db: Kysely<Database>, options: LargeSeedOptions): Promise<LargeSeedSummary> {
  const started = performance.now();
  const now = options.now ?? new Date();
  const random = createRandom(options.seed ?? 'hearth-large');
  const langs = options.langs ?? LOCALES;
  const batchSize = options.batchSize ?? 1_000;
  const corpus = largeCorpus();

  const leaves = [...(await leafCategories(db)).values()];
  const leavesOf = new Map<PostGroupingType, LeafCategory[]>(
    GROUPING_WEIGHTS.map(([grouping]) => [grouping, leaves.filter((leaf) => leaf.grouping === grouping)]),
  );
  const members = await ensureMembers(db, options.members ?? 300, now, random);
  const keywords = await ensureKeywords(
    db,
    langs.flatMap((lang) => corpus[lang].tags),
    now.toISOString(),
  );
  const storage =
    options.storage ?? (options.dataDir ? createLocalStorage(path.join(options.dataDir, 'uploads')) : undefined);
  const folder = `bench/${createHash('sha256').update(`${now.toISOString()}${random()}`).digest('hex').slice(0, 12)}`;
  const images = storage ? await storeImages(storage, folder) : [];
  const imageFirstPost = new Map<string, number>();

  const summary: LargeSeedSummary = {
    posts: 0,
    members: members.ids.length,
    replies: 0,
    likes: 0,
    bookmarks: 0,
    follows: 0,
    views: 0,
    images: images.length,
    ms: 0,
  };
  // Ids grow with time, as they do on a real site: post n of count is n/count of the way to now.
  const span = 365 * DAY;
  const timeOf = (n: number) => now.getTime() - span + (span * (n + random() * 0.9)) / options.count;

  for (let first = 0; first < options.count; first += batchSize) {
    const size = Math.min(batchSize, options.count - first);
    await db.transaction().execute(async (trx) => {
      const posts: Insertable<PostsTable>[] = [];
      const extras: {
        tags: string[];
        likes: number[];
        bookmarks: number[];
        follows: number[];
        views: { key: string; userId: number | null; at: string }[];
        replies: { author: number; parent: number | null; at: string; likes: number[]; html: string; text: string }[];
        image?: (typeof images)[number];
        author: number;
      }[] = [];
      for (let i = 0; i < size; i++) {
        const n = first + i;
        const lang = langs[n % langs.length]!;
        const language = corpus[lang];
        const grouping = weighted(random, GROUPING_WEIGHTS);
        const leaf = pick(random, leavesOf.get(grouping)!);
        const author = grouping === 'whatsnew' ? members.admin : pick(random, members.ids);
        const created = timeOf(n);
        const at = (offset: number) => new Date(Math.min(created + offset, now.getTime())).toISOString();
        const parts = compose(random, language.intros[grouping], language.sections[grouping]);
        const image = images.length > 0 && random() < 0.35 ? pick(random, images) : undefined;
        if (image) parts.splice(1, 0, image.figure);
        const readers = sample(
          random,
          members.ids.filter((id) => id !== author),
          between(random, 0, 12),
        );
        const likes = readers.slice(0, between(random, 0, Math.min(8, readers.length)));
        const bookmarks = sample(random, readers, between(random, 0, 3));
        const follows = sample(random, readers, between(random, 0, 2));
        const replyCount = weighted(random, [
          [0, 0.55],
          [1, 0.15],
          [2, 0.12],
          [3, 0.1],
          [5, 0.08],
        ]);
        const replies = Array.from({ length: replyCount }, (_, r) => {
          const body = pick(random, language.replies);
          const replier = pick(random, members.ids);
          return {
            author: replier,
            // Every third answer answers the first reply: threads, not only a flat list.
            parent: r > 0 && r % 3 === 0 ? 0 : null,
            at: at((r + 1) * (DAY / 3) + random() * DAY),
            likes: sample(
              random,
              members.ids.filter((id) => id !== replier),
              between(random, 0, 2),
            ),
            html: body.html,
            text: body.text,
          };
        });
        const views = [
          ...readers.map((id) => ({ key: viewerKey('', { userId: id, ip: '', visitor: undefined }, ''), userId: id })),
          ...Array.from({ length: between(random, 0, 10) }, (_, v) => ({
            key: createHash('sha256').update(`bench-view:${folder}:${n}:${v}`).digest('hex'),
            userId: null,
          })),
        ].map((view) => ({ ...view, at: at(random() ** 2 * Math.max(now.getTime() - created, 0)) }));
        const tags = sample(random, language.tags, between(random, 1, 5));
        posts.push({
          user_id: author,
          grouping_type: grouping,
          category_id: leaf.path[leaf.path.length - 1]!,
          category1_id: leaf.path[0]!,
          category2_id: leaf.path[1] ?? null,
          category3_id: leaf.path[2] ?? null,
          lang,
          title: pick(random, language.titles[grouping]),
          content: parts.map((part) => part.html).join(''),
          content_text: parts.map((part) => part.text).join('\n'),
          excerpt: excerptOf(parts.map((part) => part.text).join('\n')),
          company_name: grouping === 'careers' ? pick(random, language.companies) : null,
          visibility: 'public',
          thumbnail_url: image?.url ?? null,
          reply_count: replies.length,
          like_count: likes.length,
          bookmark_count: bookmarks.length,
          follow_count: follows.length,
          view_count: views.length,
          created_at: new Date(created).toISOString(),
          updated_at: new Date(created).toISOString(),
        });
        extras.push({ tags, likes, bookmarks, follows, views, replies, image, author });
      }

      const ids: number[] = [];
      // Multi-row inserts return their ids in the order of the rows on both engines.
      await insertInBatches(posts, async (batch) => {
        const rows = await trx.insertInto('posts').values(batch).returning('id').execute();
        ids.push(...rows.map((row) => row.id));
      });

      type Reaction = { post_id: number; user_id: number; created_at: string };
      const links: { post_id: number; keyword_id: number; position: number }[] = [];
      const likes: Reaction[] = [];
      const bookmarks: Reaction[] = [];
      const follows: Reaction[] = [];
      const views: { post_id: number; viewer_key: string; day: string; user_id: number | null; created_at: string }[] =
        [];
      const uploads: Insertable<UploadsTable>[] = [];
      for (const [i, extra] of extras.entries()) {
        const postId = ids[i]!;
        const at = posts[i]!.created_at as string;
        links.push(
          ...extra.tags.map((tag, position) => ({
            post_id: postId,
            keyword_id: keywords.get(tagKey(tag))!,
            position,
          })),
        );
        likes.push(...extra.likes.map((user_id) => ({ post_id: postId, user_id, created_at: at })));
        bookmarks.push(...extra.bookmarks.map((user_id) => ({ post_id: postId, user_id, created_at: at })));
        follows.push(...extra.follows.map((user_id) => ({ post_id: postId, user_id, created_at: at })));
        views.push(
          ...extra.views.map((view) => ({
            post_id: postId,
            viewer_key: view.key,
            day: view.at.slice(0, 10),
            user_id: view.userId,
            created_at: view.at,
          })),
        );
        // An upload belongs to one post: the first that shows the image; the others link to it.
        if (extra.image && !imageFirstPost.has(extra.image.key)) {
          imageFirstPost.set(extra.image.key, postId);
          uploads.push({
            user_id: extra.author,
            draft_key: `bench-${postId}`,
            post_id: postId,
            storage_key: extra.image.key,
            mime_type: 'image/webp',
            bytes: extra.image.bytes,
            width: extra.image.width,
            height: extra.image.height,
            created_at: at,
          });
        }
      }
      await insertInBatches(links, (batch) => trx.insertInto('post_keywords').values(batch).execute());
      await insertInBatches(likes, (batch) => trx.insertInto('post_likes').values(batch).execute());
      await insertInBatches(bookmarks, (batch) => trx.insertInto('post_bookmarks').values(batch).execute());
      await insertInBatches(follows, (batch) => trx.insertInto('post_follows').values(batch).execute());
      await insertInBatches(views, (batch) => trx.insertInto('post_views').values(batch).execute());
      await insertInBatches(uploads, (batch) => trx.insertInto('uploads').values(batch).execute());

      // Replies in two rounds: first the answers to posts, then the answers to those.
      const replyRows = (depth: 1 | 2, parents: Map<string, number>) =>
        extras.flatMap((extra, i) =>
          extra.replies.flatMap((reply, r) => {
            if ((reply.parent === null) !== (depth === 1)) return [];
            const parent = reply.parent === null ? null : parents.get(`${i}:${reply.parent}`)!;
            return [
              {
                key: `${i}:${r}`,
                likes: reply.likes,
                row: {
                  post_id: ids[i]!,
                  user_id: reply.author,
                  parent_id: parent,
                  thread_parent_id: parent,
                  depth,
                  mention_user_id: null,
                  content: reply.html,
                  content_text: reply.text,
                  like_count: reply.likes.length,
                  created_at: reply.at,
                  updated_at: reply.at,
                },
              },
            ];
          }),
        );
      const replyIds = new Map<string, number>();
      const replyLikes: { reply_id: number; user_id: number; created_at: string }[] = [];
      for (const depth of [1, 2] as const) {
        const rows = replyRows(depth, replyIds);
        await insertInBatches(rows, async (batch) => {
          const inserted = await trx
            .insertInto('replies')
            .values(batch.map((entry) => entry.row))
            .returning('id')
            .execute();
          batch.forEach((entry, index) => {
            const id = inserted[index]!.id;
            replyIds.set(entry.key, id);
            replyLikes.push(
              ...entry.likes.map((user_id) => ({ reply_id: id, user_id, created_at: entry.row.created_at })),
            );
          });
        });
      }
      await insertInBatches(replyLikes, (batch) => trx.insertInto('reply_likes').values(batch).execute());

      summary.posts += posts.length;
      summary.replies += replyIds.size;
      summary.likes += likes.length + replyLikes.length;
      summary.bookmarks += bookmarks.length;
      summary.follows += follows.length;
      summary.views += views.length;
    });
  }
  summary.ms = Math.round(performance.now() - started);
  return summary;
}
