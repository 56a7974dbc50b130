import type { TFunction } from 'i18next';
import type { ReplyDto } from '../../../../common/contracts/posts/replies.ts';

/**
 * A reply in a few words, where text is summarized (the report dialog, the delete confirm): its
 * text, or "(image)" when it holds only images (SPEC §3.3).
 */
export function replySummary(reply: Pick<ReplyDto, 'contentText' | 'hasImage'>, t: TFunction, max = 80): string {
  const text = (reply.contentText ?? '').replace(/\s+/g, ' ').trim();
  if (text === '') return reply.hasImage ? t('post:replies.imageOnly') : '';
  const chars = [...text];
  return chars.length > max ? `${chars.slice(0, max).join('')}…` : text;
}
