import { Dialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../../../components/ui/icon-button.tsx';
import { CloseIcon } from '../../../components/ui/icons.tsx';
import { useFocusReturn } from '../../../components/ui/use-focus-return.ts';

/**
 * The reading page's popups (report, who liked): a centred 430 px panel (SPEC §9), a bottom
 * sheet on phones. radix traps the focus and closes on Escape; the focus goes back to the opener on close.
 */
export function ReadingDialog({
  title,
  description,
  onClose,
  children,
}: {
  title: string;
  description?: ReactNode;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const returnFocus = useFocusReturn();
  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink-900/45" />
        <Dialog.Content
          {...(description ? {} : { 'aria-describedby': undefined })}
          onCloseAutoFocus={returnFocus}
          className="fixed inset-x-0 bottom-0 z-50 flex max-h-[85dvh] flex-col rounded-t-xl bg-white shadow-overlay desktop:inset-auto desktop:top-1/2 desktop:left-1/2 desktop:max-h-[calc(100dvh-2rem)] desktop:w-[calc(100%-2rem)] desktop:max-w-[430px] desktop:-translate-x-1/2 desktop:-translate-y-1/2 desktop:rounded-xl"
        >
          <div className="flex items-start justify-between gap-2 px-5 pt-4 desktop:px-6 desktop:pt-5">
            <Dialog.Title className="pt-2 text-lg font-bold text-ink-900">{title}</Dialog.Title>
            <Dialog.Close asChild>
              <IconButton label={t('action.close')} icon={<CloseIcon />} className="-mr-2" />
            </Dialog.Close>
          </div>
          {description ? (
            <Dialog.Description className="px-5 pt-1 text-sm text-ink-600 desktop:px-6">
              {description}
            </Dialog.Description>
          ) : null}
          {/* Focusable, so that a list of plain names (who liked) can be scrolled from the keyboard. */}
          <div tabIndex={0} className="min-h-0 flex-1 overflow-y-auto px-5 pt-4 pb-6 desktop:px-6">
            {children}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
