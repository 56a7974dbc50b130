import type { ReactNode } from 'react';

/** The look of the form's inputs and selects, the same as the account forms'. */
export const fieldClass =
  'min-h-11 w-full rounded-md border border-ink-300 bg-white px-3 text-base text-ink-900 placeholder:text-ink-500 ' +
  'hover:border-ink-500 aria-invalid:border-berry-700 aria-invalid:ring-1 aria-invalid:ring-berry-700';

/**
 * A labelled control with its hint and mistake tied to it (aria-describedby): `control` gets the
 * ids to put on the input, select or textarea.
 */
export function ProfileField({
  id,
  label,
  error,
  hint,
  control,
}: {
  id: string;
  label: string;
  error?: string;
  hint?: ReactNode;
  control: (described: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactNode;
}) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-ink-800">
        {label}
      </label>
      {control({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {error ? (
        <p id={errorId} className="mt-1 text-sm font-semibold text-berry-700">
          {error}
        </p>
      ) : null}
      {hint ? (
        <p id={hintId} className="mt-1 text-sm text-ink-600">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
