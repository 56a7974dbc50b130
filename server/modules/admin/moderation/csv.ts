/**
 * CSV for spreadsheet programs (SPEC §7.2 reportDownload): UTF-8 with a BOM so that Korean shows,
 * CRLF rows, every cell quoted with its quotes doubled, and a cell that a spreadsheet would read
 * as a formula (starting with =, +, -, @, a tab or a carriage return) prefixed with a single
 * quote (OWASP "CSV injection").
 */
export const UTF8_BOM = '\uFEFF';

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

export function toCsv(rows: readonly (readonly (string | number | null | undefined)[])[]): string {
  return UTF8_BOM + rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
