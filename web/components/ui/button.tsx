import type { ComponentPropsWithRef, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type ButtonSize, type ButtonVariant, buttonStyles } from './button-styles.ts';

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** A decorative icon shown before the label; it is hidden from assistive technology. */
  icon?: ReactNode;
}

/** The shared button (SPEC §9): without children it reads the translated word for "confirm". */
export function Button({ variant, size, icon, className, children, type = 'button', ...props }: ButtonProps) {
  const { t } = useTranslation();
  return (
    <button type={type} className={`${buttonStyles({ variant, size })} ${className ?? ''}`} {...props}>
      {icon ? (
        <span aria-hidden="true" className="inline-flex shrink-0 [&>svg]:size-[1.15em]">
          {icon}
        </span>
      ) : null}
      {children ?? t('action.confirm')}
    </button>
  );
}
