import { AlertDialog } from 'radix-ui';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from './button-styles.ts';
import type { DialogRequest } from './dialog-types.ts';
import { useFocusReturn } from './use-focus-return.ts';

/** SPEC §9: alerts that close by themselves (the withdrawn-member notice) do so after 2 s. */
export const ALERT_AUTO_CLOSE_MS = 2_000;

/** One alert or confirm of the dialog host, as a radix AlertDialog (focus trapped, Escape cancels). */
export function DialogView({ request, onAnswer }: { request: DialogRequest; onAnswer: (confirmed: boolean) => void }) {
  const { t } = useTranslation();
  const autoClose = request.kind === 'alert' && request.autoClose === true;

  useEffect(() => {
    if (!autoClose) return;
    const timer = setTimeout(() => onAnswer(true), ALERT_AUTO_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [autoClose, onAnswer]);

  const returnFocus = useFocusReturn();
  const danger = request.kind === 'confirm' && request.tone === 'danger';
  return (
    <AlertDialog.Root open onOpenChange={(open) => (open ? undefined : onAnswer(false))}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-ink-900/45" />
        <AlertDialog.Content
          onCloseAutoFocus={returnFocus}
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-[430px] -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-overlay"
          {...(request.body ? {} : { 'aria-describedby': undefined })}
        >
          <AlertDialog.Title className="text-lg font-bold text-ink-900">{request.title}</AlertDialog.Title>
          {request.body ? (
            <AlertDialog.Description asChild>
              <div className="mt-2 text-base text-ink-700">{request.body}</div>
            </AlertDialog.Description>
          ) : null}
          <div className="mt-6 flex justify-end gap-2">
            {request.kind === 'confirm' ? (
              <AlertDialog.Cancel className={buttonStyles({ variant: 'secondary' })}>
                {request.cancelLabel ?? t('action.cancel')}
              </AlertDialog.Cancel>
            ) : null}
            <AlertDialog.Action
              className={buttonStyles({ variant: danger ? 'danger' : 'primary' })}
              onClick={(event) => {
                // Answer here rather than through onOpenChange, which cannot tell confirm from cancel.
                event.preventDefault();
                onAnswer(true);
              }}
            >
              {request.confirmLabel ?? t('action.confirm')}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
