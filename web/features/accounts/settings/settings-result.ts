/** The forms of the settings page; each posts its intent to the page's action. */
export const SETTINGS_INTENTS = ['marketing', 'mailLang', 'password', 'passwordLink'] as const;
export type SettingsIntent = (typeof SETTINGS_INTENTS)[number];

/** The password form's fields, by the names the API reports its field issues under. */
export type PasswordField = 'currentPassword' | 'password';

/** What the action answers: success, or the API's messages (in the page's language) overall and by field. */
export type SettingsResult =
  | { ok: true; intent: SettingsIntent; agreeMarketing?: boolean }
  | { ok: false; intent: SettingsIntent; message: string; fields: Partial<Record<PasswordField, string>> };

/** SPEC §5 "Dates default to YYYY-MM-DD"; UTC, so the server render and hydration agree. */
export function formatDay(iso: string): string {
  return new Date(iso).toISOString().slice(0, 10);
}
