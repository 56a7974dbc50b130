import { longerThan } from './length.ts';

/** Issue 32: the reason an administrator gives for hiding, restoring, deleting or handling reports. */
export const MODERATION_REASON_MAX_LENGTH = 500;

export function moderationReasonIssue(value: string | undefined): string | undefined {
  const reason = (value ?? '').trim();
  if (reason === '') return 'moderationReasonPlz';
  return longerThan(reason, MODERATION_REASON_MAX_LENGTH) ? 'moderationReasonMaxLength' : undefined;
}
