import type { ComponentPropsWithRef } from 'react';

/** Text for assistive technology only (Tailwind's sr-only), for labels the design shows as icons. */
export function VisuallyHidden({ className, ...props }: ComponentPropsWithRef<'span'>) {
  return <span className={`sr-only ${className ?? ''}`} {...props} />;
}
