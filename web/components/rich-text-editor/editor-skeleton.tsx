import { useTranslation } from 'react-i18next';

/**
 * What the content field shows until the editor's code has arrived (it is loaded only on the
 * writing pages): the editor's outline at its final size, so nothing jumps when it appears.
 */
export function EditorSkeleton({ variant }: { variant: 'main' | 'admin' }) {
  const { t } = useTranslation('editor');
  return (
    <div
      role="status"
      aria-live="polite"
      className="overflow-hidden rounded-md border border-ink-300 bg-white"
      data-testid="editor-skeleton"
    >
      <div className="flex h-12 items-center gap-2 border-b border-ink-300 bg-flour-100 px-3">
        {Array.from({ length: 8 }, (_, index) => (
          <span key={index} className="size-6 animate-pulse rounded bg-flour-300" />
        ))}
      </div>
      <div
        className={`flex flex-col gap-3 p-4 ${variant === 'main' ? 'h-[260px] desktop:h-[490px]' : 'h-[180px] desktop:h-[260px]'}`}
      >
        <span className="h-4 w-3/4 animate-pulse rounded bg-flour-200" />
        <span className="h-4 w-2/3 animate-pulse rounded bg-flour-200" />
        <span className="h-4 w-1/2 animate-pulse rounded bg-flour-200" />
        <span className="sr-only">{t('loading')}</span>
      </div>
    </div>
  );
}
