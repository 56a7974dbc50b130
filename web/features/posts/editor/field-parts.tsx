import type { ReactNode } from 'react';

/** The look of web/features/accounts's inputs, repeated here: features do not import each other. */
export const inputClass =
  'min-h-11 w-full rounded-md border border-ink-300 bg-white px-3 text-base text-ink-900 placeholder:text-ink-500 ' +
  'hover:border-ink-500 aria-invalid:border-berry-700 aria-invalid:ring-1 aria-invalid:ring-berry-700 disabled:bg-flour-100';

export const selectClass = `${inputClass} appearance-auto pr-8`;

export const labelClass = 'mb-1.5 block text-sm font-semibold text-ink-800';

/** A field's mistake in words (SPEC §5), tied to its field by id. */
export function FieldMessage({ id, children }: { id?: string; children: ReactNode }) {
  if (!children) return null;
  return (
    <p id={id} className="mt-1 text-sm font-semibold text-berry-700">
      {children}
    </p>
  );
}

export function RequiredMark() {
  return (
    <span aria-hidden="true" className="text-berry-700">
      {' '}
      *
    </span>
  );
}
