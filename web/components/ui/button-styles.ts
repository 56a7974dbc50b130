export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

const base =
  'inline-flex items-center justify-center gap-2 rounded-md font-semibold whitespace-nowrap transition-colors duration-200 ' +
  'disabled:cursor-not-allowed disabled:opacity-50 aria-disabled:cursor-not-allowed aria-disabled:opacity-50';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-ember-700 text-white shadow-card hover:bg-ember-800 active:bg-ember-900',
  secondary:
    'border border-ink-300 bg-white text-ink-900 hover:border-ember-700 hover:text-ember-800 active:bg-flour-100',
  ghost: 'text-ink-800 hover:bg-flour-200 active:bg-flour-300',
  danger: 'bg-berry-700 text-white hover:brightness-90',
};

// Every size keeps a touch target of at least 36 px (44 px from md up).
const sizes: Record<ButtonSize, string> = {
  sm: 'min-h-9 px-3 text-sm',
  md: 'min-h-11 px-4 text-base',
  lg: 'min-h-12 px-6 text-lg',
};

/** The button look as classes, for links that should look like buttons (Join, Sign in). */
export function buttonStyles({
  variant = 'primary',
  size = 'md',
}: { variant?: ButtonVariant; size?: ButtonSize } = {}): string {
  return `${base} ${variants[variant]} ${sizes[size]}`;
}
