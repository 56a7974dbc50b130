import type { ComponentPropsWithRef, ReactNode } from 'react';

export interface TextFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'id'> {
  id: string;
  label: string;
  /** The field's mistake in words (SPEC §5), if it has one. */
  error?: string;
  hint?: ReactNode;
}

export const inputClass =
  'min-h-11 w-full rounded-md border border-ink-300 bg-white px-3 text-base text-ink-900 placeholder:text-ink-500 ' +
  'hover:border-ink-500 aria-invalid:border-berry-700 aria-invalid:ring-1 aria-invalid:ring-berry-700 disabled:bg-flour-100';

/** A labelled input whose hint and mistake are tied to it for screen readers (aria-describedby). */
export function TextField({ id, label, error, hint, className, ...input }: TextFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-ink-800">
        {label}
      </label>
      <input
        id={id}
        className={inputClass}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...input}
      />
      <FieldError id={errorId}>{error}</FieldError>
      {hint && !error ? (
        <p id={hintId} className="mt-1 text-sm text-ink-600">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** A field's mistake in words (SPEC §5), announced when it appears. */
export function FieldError({ id, children }: { id?: string; children: ReactNode }) {
  if (!children) return null;
  return (
    <p id={id} className="mt-1 text-sm font-semibold text-berry-700">
      {children}
    </p>
  );
}
