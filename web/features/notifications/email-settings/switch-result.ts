import type { AlarmMailKind } from '../../../../common/contracts/notifications/mail-settings.ts';

/** What the e-mail alert page's action answers for one switch pressed. */
export type SwitchResult =
  { ok: true; kind: AlarmMailKind; on: boolean } | { ok: false; kind: AlarmMailKind | null; message: string };

/** The label of each switch (notifications-mail:kinds.<kind>.label). */
export const kindLabelKey = (kind: AlarmMailKind) => `kinds.${kind}.label` as const;
