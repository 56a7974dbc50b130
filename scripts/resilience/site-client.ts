import type { DatabaseHandle } from '../../server/db/connection.ts';
import { latestLinkToken, signupPayload } from '../../server/modules/accounts/test-support.ts';
import { findCategory } from '../../server/modules/posts/test-support.ts';

/**
 * What the drill does as a member would, over HTTP against a real server process: every call
 * timed, with its status and code, so a check can say which call failed, where and how slowly.
 */

export interface Answer {
  call: string;
  origin: string;
  status: number;
  ms: number;
  code?: string;
  retryAfter?: string;
  data?: Record<string, unknown>;
}

/** Answers counted by status and code: "10× 401 passwordCheck, 20× 429 LOGIN_THROTTLED". */
export function tally(answers: Answer[]): string {
  const counts = new Map<string, number>();
  for (const answer of answers) {
    const key = `${answer.status}${answer.code ? ` ${answer.code}` : ''}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts].map(([key, n]) => `${n}× ${key}`).join(', ');
}

/** Every answer of a run, for the checks to read back. */
export class AnswerLog {
  readonly answers: Answer[] = [];
  phase = 'before';
  readonly phases: string[] = [];

  push(answer: Answer): void {
    this.answers.push(answer);
    this.phases.push(this.phase);
  }

  in(phase: string): Answer[] {
    return this.answers.filter((_, index) => this.phases[index] === phase);
  }
}

/** The bound of the whole run: an answer that waits on a call must not hang the drill. */
const CALL_TIMEOUT_MS = 30_000;

export interface SendOptions {
  body?: object;
  token?: string;
  /** The client address the site's trusted proxy names (X-Forwarded-For; the drill sets TRUST_PROXY). */
  address?: string;
  log?: AnswerLog;
}

/**
 * POSTs `body` to `path` (every call of SPEC §7 is a POST with JSON) or GETs a page when there
 * is no body; never throws for an HTTP status, only when the process does not answer at all.
 */
export async function send(origin: string, path: string, options: SendOptions = {}): Promise<Answer> {
  const { body, token, address, log } = options;
  const started = performance.now();
  const headers: Record<string, string> = { 'accept-language': 'ko' };
  if (token) headers.authorization = `Bearer ${token}`;
  if (address) headers['x-forwarded-for'] = address;
  if (body) headers['content-type'] = 'application/json';
  const response = await fetch(`${origin}${path}`, {
    method: body ? 'POST' : 'GET',
    headers,
    body: body ? JSON.stringify(body) : undefined,
    redirect: 'manual',
    signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
  });
  const text = await response.text();
  const answer: Answer = { call: path, origin, status: response.status, ms: performance.now() - started };
  const retryAfter = response.headers.get('retry-after');
  if (retryAfter) answer.retryAfter = retryAfter;
  if (response.headers.get('content-type')?.includes('json')) {
    const parsed = JSON.parse(text) as { code?: string; data?: Record<string, unknown> };
    if (parsed.code && response.status !== 200) answer.code = parsed.code;
    if (parsed.data) answer.data = parsed.data;
  }
  log?.push(answer);
  return answer;
}

export interface Member {
  email: string;
  /** The address this member calls from (each member its own, so that per-address limits stay theirs). */
  address: string;
  password: string;
  token: string;
  /** This member's posts, for others to reply to and like. */
  posts: number[];
}

/**
 * Signs a member up and confirms them through the link their confirmation mail holds, read
 * from the site's database (a production server has no mailbox to read it from).
 */
export async function signUpMember(
  origin: string,
  handle: DatabaseHandle,
  email: string,
  nickName: string,
  address: string,
): Promise<Member> {
  const password = 'drill-password-1';
  const signup = await send(origin, '/api/user/signup', {
    body: await signupPayload(handle, { email, nickName, password }),
    address,
  });
  if (signup.status !== 200) throw new Error(`sign-up of ${email} answered ${signup.status} ${signup.code ?? ''}`);
  const token = await latestLinkToken(handle, email, '/signup/confirm');
  const confirmed = await send(origin, '/api/user/signupConfirm', { body: { token }, address });
  if (confirmed.status !== 200) throw new Error(`confirmation of ${email} answered ${confirmed.status}`);
  const member: Member = { email, address, password, token: '', posts: [] };
  await signIn(origin, member);
  return member;
}

/** Signs in again; keeps the new token when it succeeds. */
export async function signIn(origin: string, member: Member, log?: AnswerLog): Promise<Answer> {
  const answer = await send(origin, '/api/user/signin', {
    body: { userId: member.email, password: member.password },
    address: member.address,
    log,
  });
  if (answer.status === 200) member.token = String(answer.data?.token);
  else if (!log) throw new Error(`sign-in of ${member.email} answered ${answer.status} ${answer.code ?? ''}`);
  return answer;
}

/** The first leaf category of the forum: what /api/post/add needs. */
export async function forumCategory(handle: DatabaseHandle): Promise<number> {
  return (await findCategory(handle, 'forum')).id;
}

/** Adds a forum post; its id when it was stored. */
export async function addPost(
  origin: string,
  member: Member,
  categoryId: number,
  title: string,
  log?: AnswerLog,
): Promise<number | undefined> {
  const answer = await send(origin, '/api/post/add', {
    body: {
      type: 'forum',
      postLang: 'ko',
      categoryId,
      title,
      content: '<p>Written during the resilience drill.</p>',
      tags: [],
      visibility: 'public',
    },
    token: member.token,
    address: member.address,
    log,
  });
  if (answer.status !== 200) return undefined;
  const id = Number(answer.data?.id);
  member.posts.push(id);
  return id;
}

/** The titles of the first page of the Korean forum list. */
export async function forumTitles(origin: string, log?: AnswerLog): Promise<string[]> {
  const answer = await send(origin, '/api/post/get_list', { body: { type: 'forum', lang: 'ko' }, log });
  if (answer.status !== 200) return [];
  return (answer.data?.rows as Array<{ title: string }>).map((row) => row.title);
}

/** /readyz as JSON, with its status code. */
export async function readiness(origin: string): Promise<{ httpStatus: number; status: string; redis?: string }> {
  const response = await fetch(`${origin}/readyz`, { signal: AbortSignal.timeout(CALL_TIMEOUT_MS) });
  return { httpStatus: response.status, ...((await response.json()) as { status: string; redis?: string }) };
}

/** Polls until `condition` holds or `timeoutMs` passed; whether it held. */
export async function until(condition: () => Promise<boolean>, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await condition()) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}
