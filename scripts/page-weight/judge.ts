import type { InitialJavaScript } from '../lib/initial-javascript.ts';
import type { PageBudget } from './budgets.ts';

/**
 * Code that never belongs to a reading page (DECISIONS P29, docs/architecture.md "First
 * paint"), known by what its bundles keep after minifying: the editor's names and class
 * names, zod's constructors' names.
 */
const FORBIDDEN = [
  { what: 'editor code (Tiptap/ProseMirror)', pattern: /prosemirror|tiptap/i },
  { what: 'zod', pattern: /\$Zod[A-Z]\w*|\bZodError\b/ },
] as const;

/** What forbidden code `source` holds, by name (none: an empty list). */
export function forbiddenCodeIn(source: string): string[] {
  return FORBIDDEN.filter(({ pattern }) => pattern.test(source)).map(({ what }) => what);
}

export function kilobytes(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

/** The largest chunks first, named by file: what to look at when a page passes its budget. */
export function largestChunks(javascript: InitialJavaScript, count = 5): string {
  return [...javascript.chunks]
    .sort((a, b) => b.gzipBytes - a.gzipBytes)
    .slice(0, count)
    .map((chunk) => `${chunk.url.replace(/^.*\//, '')} ${kilobytes(chunk.gzipBytes)}`)
    .join(', ');
}

/**
 * Why a reading page fails its budget, one sentence per reason (none: it passes): over its
 * budget, naming its size and its largest chunks, or carrying forbidden code, naming the chunk.
 */
export function pageWeightFailures(budget: PageBudget, javascript: InitialJavaScript): string[] {
  const failures: string[] = [];
  if (javascript.gzipBytes > budget.budgetKb * 1024) {
    failures.push(
      `${budget.page}: ${kilobytes(javascript.gzipBytes)} gzip of initial JavaScript in ${javascript.files} files, ` +
        `over its budget of ${budget.budgetKb} KB (scripts/page-weight/budgets.ts). Largest: ${largestChunks(javascript)}.`,
    );
  }
  for (const chunk of javascript.chunks) {
    for (const what of forbiddenCodeIn(chunk.source)) {
      failures.push(
        `${budget.page}: ${what} in ${chunk.url} (${kilobytes(chunk.gzipBytes)}), which a reading page must not load.`,
      );
    }
  }
  return failures;
}
