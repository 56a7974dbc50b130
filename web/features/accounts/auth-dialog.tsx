import { Dialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../../components/ui/icon-button.tsx';
import { CloseIcon } from '../../components/ui/icons.tsx';

export interface AuthDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  /** SPEC §9: popups are 430 or 530 px wide on desktop. */
  width?: 430 | 530;
  /** Shown above the title, e.g. "step 1 of 2". */
  eyebrow?: ReactNode;
  children: ReactNode;
}

const widths = { 430: 'desktop:max-w-[430px]', 530: 'desktop:max-w-[530px]' } as const;

/**
 * The popups of SPEC §2.2 (join steps, password reset, e-mail certification): a centred panel on
 * desktop, a full-screen sheet at 768 px and below. radix traps the focus and restores it on close.
 */
export function AuthDialog({
  open,
  onOpenChange,
  title,
  description,
  width = 430,
  eyebrow,
  children,
}: AuthDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink-900/45" />
        <Dialog.Content
          {...(description ? {} : { 'aria-describedby': undefined })}
          onOpenAutoFocus={(event) => {
            // Start at the first field rather than at the close button.
            const first = (event.currentTarget as HTMLElement).querySelector<HTMLElement>('input, select');
            if (!first) return;
            event.preventDefault();
            first.focus();
          }}
          className={`fixed inset-0 z-50 flex flex-col overflow-y-auto bg-white desktop:inset-auto desktop:top-1/2 desktop:left-1/2 desktop:max-h-[calc(100dvh-2rem)] desktop:w-[calc(100%-2rem)] desktop:-translate-x-1/2 desktop:-translate-y-1/2 desktop:rounded-xl desktop:shadow-overlay ${widths[width]}`}
        >
          <div className="flex items-start justify-between gap-2 px-5 pt-4 desktop:px-7 desktop:pt-6">
            <div className="min-w-0 pt-2">
              {eyebrow ? <p className="text-sm font-semibold text-ember-800">{eyebrow}</p> : null}
              <Dialog.Title className="text-xl font-bold text-ink-900">{title}</Dialog.Title>
            </div>
            <Dialog.Close asChild>
              <IconButton label={t('action.close')} icon={<CloseIcon />} className="-mr-2" />
            </Dialog.Close>
          </div>
          {description ? (
            <Dialog.Description className="px-5 pt-2 text-base text-ink-700 desktop:px-7">
              {description}
            </Dialog.Description>
          ) : null}
          <div className="flex-1 px-5 pt-5 pb-6 desktop:px-7 desktop:pb-7">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
