/** One line of an audit's closing table (`npm run audit:security`, `npm run audit:resilience`). */
export interface CheckRow {
  check: string;
  ok: boolean;
  detail: string;
}

/** Prints the audit's checks as a table (check, result, detail); returns how many failed. */
export function printCheckTable(title: string, rows: CheckRow[], startedAt: number): number {
  const width = Math.max(...rows.map((row) => row.check.length));
  console.log(`\n━━━ ${title} summary (${((Date.now() - startedAt) / 1000).toFixed(1)} s) ━━━`);
  console.log(`${'check'.padEnd(width)}  result  detail`);
  for (const row of rows) console.log(`${row.check.padEnd(width)}  ${row.ok ? 'pass  ' : 'FAIL  '}  ${row.detail}`);
  const failures = rows.filter((row) => !row.ok).length;
  console.log(failures === 0 ? `\nall ${rows.length} checks passed` : `\n${failures} of ${rows.length} checks FAILED`);
  return failures;
}
