import { tagKey } from '../../../common/validation/post.ts';
import {
  analyze,
  analyzeForIndex,
  normalizeText,
  parseQuery,
  QUERY_MAX_CHARACTERS,
  runsOfWord,
  type RunKind,
} from './analyzer.ts';
import { isKoreanParticle, isStopword, japaneseSegments, koreanStem } from './language-rules.ts';
import { SYNONYM_MAX_WORDS, synonymKey, synonymsOf } from './synonyms.ts';

/**
 * What the databases are asked for a search text (issue 30), the same plan for SQLite and
 * PostgreSQL, so that both find the same documents and rank them alike.
 *
 * - `groups`: every group must match. A group is one word of the query (or a few words that
 *   name one thing), and matches when one of its alternatives does: the word itself, or a word
 *   that means the same (synonyms.ts). An alternative matches when all its tokens stand in the
 *   document (bigrams of Korean and Japanese, whole Latin words).
 * - `phrases`: quoted parts, whose tokens must also stand together and in order.
 * - `marks`: what the results' titles and excerpts highlight.
 */
export interface TextPlan {
  kind: 'text';
  groups: string[][][];
  phrases: string[][];
  marks: string[];
  /** The text searched (cut to QUERY_MAX_CHARACTERS), for the page and the analytics. */
  text: string;
}

export interface TagPlan {
  kind: 'tag';
  /** The tag as written, without its #. */
  tag: string;
  /** Its identity among keywords (tagKey): what the index matches. */
  key: string;
  text: string;
}

export type SearchPlan = TextPlan | TagPlan;

/** A query's words beyond this are not looked for: no post holds them all. */
export const GROUPS_MAX = 24;

interface Unit {
  kind: RunKind;
  /** The normalised text looked for (a Korean word's stem, a Japanese segment). */
  surface: string;
}

/** The units of one word: its runs, each cut down to what carries meaning. */
function unitsOfWord(word: string): Unit[] {
  const units: Unit[] = [];
  const runs = runsOfWord(word);
  runs.forEach((run, index) => {
    if (run.kind === 'word') units.push({ kind: 'word', surface: run.text });
    else if (run.kind === 'hangul') {
      // "GA4에서": a particle glued to a Latin word is no word of its own.
      if (index > 0 && isKoreanParticle(run.text)) return;
      units.push({ kind: 'hangul', surface: koreanStem(run.text) });
    } else for (const segment of japaneseSegments(run.text)) units.push({ kind: 'cjk', surface: segment });
  });
  return units;
}

/** An alternative's tokens beyond this add nothing a post could still hold. */
export const TOKENS_MAX = 32;

/** An alternative: its tokens, each once (an AND of the same token twice asks nothing more). */
function alternativeOf(tokens: string[]): string[] {
  return [...new Set(tokens)].slice(0, TOKENS_MAX);
}

/** The tokens of a term of the synonym sets or of a unit: its units' tokens, in order. */
function tokensOfTerm(term: string): string[] {
  return alternativeOf(
    term
      .split(/\s+/u)
      .flatMap(unitsOfWord)
      .flatMap((unit) => analyze(unit.surface)),
  );
}

/** Groups for the units, synonyms joined first (a few units may name one thing), stopwords last. */
function groupsOf(units: Unit[]): { groups: string[][][]; marks: string[] } {
  const found: Array<{ alternatives: string[][]; marks: string[]; stopword: boolean }> = [];
  let index = 0;
  while (index < units.length) {
    let matched = false;
    for (let width = Math.min(SYNONYM_MAX_WORDS, units.length - index); width >= 1 && !matched; width -= 1) {
      const span = units.slice(index, index + width);
      const set = synonymsOf(synonymKey(span.map((unit) => unit.surface).join('')));
      if (!set) continue;
      const seen = new Set<string>();
      const alternatives = set
        .map(tokensOfTerm)
        .filter((tokens) => tokens.length > 0 && !seen.has(tokens.join(' ')) && seen.add(tokens.join(' ')));
      found.push({ alternatives, marks: [...set, ...span.map((unit) => unit.surface)], stopword: false });
      index += width;
      matched = true;
    }
    if (matched) continue;
    const unit = units[index]!;
    const tokens = alternativeOf(analyze(unit.surface));
    if (tokens.length > 0) {
      found.push({ alternatives: [tokens], marks: [unit.surface], stopword: isStopword(unit.kind, unit.surface) });
    }
    index += 1;
  }
  // A question's empty words go, unless nothing else is asked.
  const meaningful = found.some((group) => !group.stopword) ? found.filter((group) => !group.stopword) : found;
  const kept = meaningful.slice(0, GROUPS_MAX);
  return { groups: kept.map((group) => group.alternatives), marks: kept.flatMap((group) => group.marks) };
}

/**
 * The plan of a search box's text (SPEC §5): #tag is a tag search; other text a search of
 * every field; null when nothing searchable is in it (empty, punctuation, emoji only).
 */
export function planSearch(input: string): SearchPlan | null {
  const parsed = parseQuery(input);
  if (!parsed) return null;
  const text = [...input.trim()].slice(0, QUERY_MAX_CHARACTERS).join('');
  if (parsed.kind === 'tag') return { kind: 'tag', tag: parsed.tag, key: tagKey(parsed.tag), text: parsed.tag };
  return planText(text);
}

/** A text search's plan (no # rule): also what similar posts and autocomplete look for. */
export function planText(text: string): TextPlan | null {
  const parts = text.replace(/[“”]/g, '"').split('"');
  const units: Unit[] = [];
  const phrases: string[][] = [];
  const phraseMarks: string[] = [];
  parts.forEach((part, index) => {
    const quoted = index % 2 === 1 && index < parts.length - 1;
    if (quoted) {
      // As the index cut it: "전환율 리포트" holds the bridge "율리" between its words.
      const tokens = analyzeForIndex(part).slice(0, TOKENS_MAX);
      if (tokens.length > 1) {
        phrases.push(tokens);
        phraseMarks.push(normalizeText(part).trim());
        return;
      }
    }
    units.push(...part.split(/\s+/u).flatMap(unitsOfWord));
  });
  const { groups, marks } = groupsOf(units);
  // A quoted phrase also ranks: its tokens are a group of their own.
  groups.push(...phrases.map((tokens) => [tokens]));
  if (groups.length === 0) return null;
  return { kind: 'text', groups, phrases, marks: [...new Set([...phraseMarks, ...marks].filter(Boolean))], text };
}

/** The plan's ranked tokens in the order the databases number them (FTS5's phrase order). */
export function rankedTokens(plan: TextPlan): string[] {
  return plan.groups.flatMap((alternatives) => alternatives.flat());
}

/** Jamo typed before their syllable is complete ("히트ㅁ"): not yet a word to look for. */
const TRAILING_JAMO = /[\u1100-\u11ff\u3130-\u318f]+$/u;

/**
 * What autocomplete looks for while a member types: each word as written (no synonyms, no
 * stopwords: the box shows what the words begin), the last one as a beginning.
 */
export function planPrefix(input: string): TextPlan | null {
  const text = [...input.trim().replace(/^#/, '')].slice(0, QUERY_MAX_CHARACTERS).join('').replace(TRAILING_JAMO, '');
  const units = text.split(/\s+/u).flatMap((word) => runsOfWord(word).map((run) => run.text));
  const groups = units.flatMap((unit) => {
    const tokens = alternativeOf(analyze(unit));
    return tokens.length > 0 ? [[tokens]] : [];
  });
  if (groups.length === 0) return null;
  return { kind: 'text', groups: groups.slice(0, GROUPS_MAX), phrases: [], marks: units, text };
}
