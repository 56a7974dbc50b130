import { Toast } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from './icons.tsx';
import type { ShownToast, ToastTone } from './toast-types.ts';

const tones: Record<ToastTone, string> = {
  info: 'border-ink-300 bg-white',
  success: 'border-leaf-700 bg-leaf-50',
  error: 'border-berry-700 bg-berry-50',
};

/** The toasts on screen, in a labelled region (F8 jumps to it) that radix announces politely. */
export function ToastList({ toasts, onRemove }: { toasts: ShownToast[]; onRemove: (id: number) => void }) {
  const { t } = useTranslation();
  return (
    <Toast.Provider label={t('toast.region')} swipeDirection="right">
      {toasts.map((toast) => (
        <Toast.Root
          key={toast.id}
          type={toast.tone === 'error' ? 'foreground' : 'background'}
          duration={toast.durationMs ?? 4_000}
          onOpenChange={(open) => (open ? undefined : onRemove(toast.id))}
          className={`flex items-start gap-3 rounded-lg border-l-4 p-4 shadow-raised ${tones[toast.tone ?? 'info']}`}
        >
          <div className="min-w-0 flex-1">
            <Toast.Title className="font-semibold text-ink-900">{toast.title}</Toast.Title>
            {toast.description ? (
              <Toast.Description className="mt-1 text-sm text-ink-700">{toast.description}</Toast.Description>
            ) : null}
          </div>
          <Toast.Close
            aria-label={t('action.close')}
            className="-m-1 inline-flex size-8 shrink-0 items-center justify-center rounded-md text-ink-600 hover:bg-flour-200 [&_svg]:size-4"
          >
            <CloseIcon />
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport
        // radix's own region name is English ("Notifications ({hotkey})"); {hotkey} becomes F8.
        label={`${t('toast.region')} ({hotkey})`}
        // Below the header, where the page's own actions (a composer's submit at the bottom of a thread) are not.
        className="fixed top-14 right-0 z-[60] m-0 flex w-full max-w-[26rem] list-none flex-col gap-2 p-4 outline-none desktop:top-16"
      />
    </Toast.Provider>
  );
}
