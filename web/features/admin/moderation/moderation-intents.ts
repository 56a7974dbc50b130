/** What the moderation pages' forms ask their route's action (web/features/admin/moderation). */
export const MODERATION_INTENTS = ['uphold', 'dismiss', 'hide', 'restore', 'delete'] as const;
export type ModerationIntent = (typeof MODERATION_INTENTS)[number];

/** Hiding, restoring and deleting need a reason (the API's 400 otherwise); upholding and dismissing take one. */
export const REASON_REQUIRED: Readonly<Record<ModerationIntent, boolean>> = {
  uphold: false,
  dismiss: false,
  hide: true,
  restore: true,
  delete: true,
};

export type ModerationResult =
  | { ok: true; intent: ModerationIntent; at: number }
  | { ok: false; intent: ModerationIntent; message: string; at: number };

export interface ModerationFilters {
  state?: string;
  grouping?: string;
  contentLang?: string;
  from?: string;
  to?: string;
  kind?: string;
  text?: string;
}

/** The filters as query parameters (the page's address, and the CSV link's). */
export function filterQuery(filters: ModerationFilters, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries({ ...filters, ...extra })) if (value) params.set(name, value);
  const text = params.toString();
  return text ? `?${text}` : '';
}
