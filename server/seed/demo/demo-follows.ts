import type { AuthorRef } from './demo-content.ts';
import type { DemoMember } from './demo-members.ts';
import type { PlannedPost } from './demo-plan.ts';
import { between, createRandom, type Random } from './demo-random.ts';

/** One member following another (SPEC §4), as the demo seeds it. */
export interface PlannedMemberFollow {
  follower: string;
  following: string;
  createdAt: string;
}

const DAY = 86_400_000;

/**
 * Issue 35 item 11: who follows whom in the demo community, so that profiles show followers and
 * the follower pages show people. Believable rather than uniform: a member follows the people
 * whose posts they liked, bookmarked or answered, mostly in their own language, and prolific
 * authors gather more followers than quiet readers. Each member follows 3 to 9 others, never
 * themselves, and never the site's administrator, who is the operator's account rather than part
 * of the demo. A follow comes after both joined and before `now`. Deterministic (its own seed,
 * so the posts' plan is unchanged).
 */
export function planMemberFollows(
  members: readonly DemoMember[],
  plan: readonly PlannedPost[],
  now: Date,
): PlannedMemberFollow[] {
  const random = createRandom('hearth-demo-member-follows');
  const byKey = new Map(members.map((member) => [member.key, member]));
  const interest = new Map<string, number>();
  const authored = new Map<string, number>();
  const note = (reader: AuthorRef, author: AuthorRef, weight: number) => {
    if (reader === author || !byKey.has(reader) || !byKey.has(author)) return;
    const key = `${reader}>${author}`;
    interest.set(key, (interest.get(key) ?? 0) + weight);
  };
  for (const post of plan) {
    authored.set(post.author, (authored.get(post.author) ?? 0) + 1);
    for (const reader of post.likes) note(reader, post.author, 1);
    for (const reader of post.bookmarks) note(reader, post.author, 2);
    for (const reader of post.follows) note(reader, post.author, 2);
    for (const reply of post.replies) note(reply.author, post.author, 3);
  }

  const follows: PlannedMemberFollow[] = [];
  for (const follower of members) {
    const candidates = members
      .filter((other) => other.key !== follower.key)
      .map((other) => ({
        key: other.key,
        weight:
          (interest.get(`${follower.key}>${other.key}`) ?? 0) +
          (authored.get(other.key) ?? 0) +
          (other.lang === follower.lang ? 4 : 0.5),
      }));
    for (const chosen of weightedSample(random, candidates, between(random, 3, 9))) {
      const following = byKey.get(chosen)!;
      // After both joined (the later of the two), on a day between then and now.
      const since = now.getTime() - Math.min(follower.joinedDaysAgo, following.joinedDaysAgo) * DAY;
      const at = since + random() * (now.getTime() - since);
      follows.push({ follower: follower.key, following: chosen, createdAt: new Date(at).toISOString() });
    }
  }
  return follows;
}

/** `count` distinct keys, each drawn with a chance proportional to its weight. */
function weightedSample(random: Random, candidates: { key: string; weight: number }[], count: number): string[] {
  const pool = [...candidates];
  const chosen: string[] = [];
  while (chosen.length < count && pool.length > 0) {
    const total = pool.reduce((sum, candidate) => sum + candidate.weight, 0);
    let point = random() * total;
    let index = pool.findIndex((candidate) => (point -= candidate.weight) < 0);
    if (index === -1) index = pool.length - 1;
    chosen.push(pool[index]!.key);
    pool.splice(index, 1);
  }
  return chosen;
}
