import { useCallback, useState } from 'react';

/** Field name → its current mistake in words. */
export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

/**
 * SPEC §5: a mistake shows at its field and goes away as soon as the field is fixed. `check`
 * returns a field's mistake for a value (or undefined); `recheck` runs it while the member types,
 * but only for fields that already show one, so nobody is scolded before submitting.
 */
export function useFieldErrors<Field extends string>(order: readonly Field[]) {
  const [errors, setErrors] = useState<FieldErrors<Field>>({});

  const recheck = useCallback((field: Field, issue: string | undefined) => {
    setErrors((current) => {
      if (!current[field] || current[field] === issue) return current;
      return { ...current, [field]: issue };
    });
  }, []);

  /** Shows every mistake and moves the focus to the first invalid field; true when there is none. */
  const showAll = useCallback(
    (next: FieldErrors<Field>, idOf: (field: Field) => string) => {
      setErrors(next);
      const first = order.find((field) => next[field]);
      if (first) document.getElementById(idOf(first))?.focus();
      return first === undefined;
    },
    [order],
  );

  const set = useCallback((field: Field, issue: string | undefined) => {
    setErrors((current) => ({ ...current, [field]: issue }));
  }, []);

  return { errors, recheck, showAll, set };
}
