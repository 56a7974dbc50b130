import { type ComponentPropsWithRef, useId } from 'react';

/** A labelled password field whose error sits under it and is announced with it (aria-describedby). */
export function PasswordInput({
  label,
  hint,
  error,
  ...input
}: ComponentPropsWithRef<'input'> & { label: string; hint?: string; error?: string }) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [error ? errorId : undefined, hint ? hintId : undefined].filter(Boolean).join(' ');
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="font-semibold text-ink-900">
        {label}
      </label>
      <input
        id={id}
        type="password"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className="min-h-11 rounded-md border border-ink-300 bg-white px-3 text-ink-900 aria-invalid:border-berry-700"
        {...input}
      />
      {error ? (
        <p id={errorId} className="text-sm font-medium text-berry-700">
          {error}
        </p>
      ) : null}
      {hint ? (
        <p id={hintId} className="text-sm text-ink-600">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
