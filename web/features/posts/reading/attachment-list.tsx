import { useTranslation } from 'react-i18next';
import type { Attachment } from './use-reply-attachments.ts';

/** The composer's images: preview, upload progress and removal of each. */
export function AttachmentList({
  attachments,
  onRemove,
}: {
  attachments: readonly Attachment[];
  onRemove: (item: Attachment) => void;
}) {
  const { t } = useTranslation('post');
  if (attachments.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-2" aria-label={t('composer.images')}>
      {attachments.map((item, index) => (
        <li key={item.key} className="relative size-20 overflow-hidden rounded-md border border-flour-300 bg-flour-100">
          <img
            src={item.url ?? item.preview}
            alt={t('composer.imageAlt', { index: index + 1 })}
            className="size-full object-cover"
          />
          {item.url === undefined ? (
            <span className="absolute inset-x-1 bottom-1 rounded-sm bg-white/90 px-1 text-center text-xs font-semibold text-ink-800">
              {t('composer.uploading', { percent: Math.round(item.progress * 100) })}
            </span>
          ) : null}
          <button
            type="button"
            onClick={() => onRemove(item)}
            aria-label={t('composer.removeImage', { index: index + 1 })}
            className="absolute top-0.5 right-0.5 inline-flex size-7 items-center justify-center rounded-full bg-ink-900/75 text-white hover:bg-ink-900"
          >
            <span aria-hidden="true">×</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
