/**
 * The administration console's sections (issue 32, DECISIONS P31), in the order of its menu.
 * Each is a page under {lang}/admin; the knowledge base's pages came first (issue 31).
 */
export const CONSOLE_SECTIONS = [
  { key: 'dashboard', path: '' },
  { key: 'reports', path: 'reports' },
  { key: 'content', path: 'content' },
  { key: 'members', path: 'members' },
  { key: 'reference', path: 'reference' },
  { key: 'knowledge', path: 'knowledge' },
  { key: 'admins', path: 'admins' },
  { key: 'audit', path: 'audit' },
] as const;

export type ConsoleSection = (typeof CONSOLE_SECTIONS)[number]['key'];

export function consolePath(lang: string, section: ConsoleSection): string {
  const path = CONSOLE_SECTIONS.find((item) => item.key === section)!.path;
  return path ? `/${lang}/admin/${path}` : `/${lang}/admin`;
}
