import type { ComponentPropsWithRef, ReactNode } from 'react';

export interface IconButtonProps extends Omit<ComponentPropsWithRef<'button'>, 'children' | 'aria-label'> {
  /** The accessible name: an icon alone says nothing to a screen reader. */
  label: string;
  icon: ReactNode;
}

export const iconButtonStyles =
  'inline-flex size-11 shrink-0 items-center justify-center rounded-md text-ink-800 transition-colors duration-200 ' +
  'hover:bg-flour-200 active:bg-flour-300 disabled:cursor-not-allowed disabled:opacity-50 [&_svg]:size-6';

export function IconButton({ label, icon, className, type = 'button', ...props }: IconButtonProps) {
  return (
    <button type={type} aria-label={label} className={`${iconButtonStyles} ${className ?? ''}`} {...props}>
      <span aria-hidden="true" className="contents">
        {icon}
      </span>
    </button>
  );
}
