import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE, LOCALES } from './locales.ts';
import { NAMESPACES, resources } from './resources.ts';

/** Every leaf of a nested translation object as "a.b.c" paths, with its value. */
function leaves(value: unknown, prefix = ''): Array<[string, unknown]> {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    return Object.entries(value).flatMap(([key, child]) => leaves(child, prefix ? `${prefix}.${key}` : key));
  }
  return [[prefix, value]];
}

const table = (locale: string, namespace: string) =>
  (resources as Record<string, Record<string, unknown>>)[locale]?.[namespace];

describe('locale files (STYLE 9: locales that cannot drift)', () => {
  for (const namespace of NAMESPACES) {
    const reference = leaves(table(DEFAULT_LOCALE, namespace))
      .map(([key]) => key)
      .sort();

    for (const locale of LOCALES) {
      it(`${locale}/${namespace} has exactly the keys of ${DEFAULT_LOCALE}/${namespace}`, () => {
        expect(table(locale, namespace), `${locale}/${namespace}.json is missing`).toBeDefined();
        const keys = leaves(table(locale, namespace))
          .map(([key]) => key)
          .sort();
        expect(keys).toEqual(reference);
      });

      it(`${locale}/${namespace} has no empty or non-text values`, () => {
        const bad = leaves(table(locale, namespace))
          .filter(([, value]) => typeof value !== 'string' || value.trim() === '')
          .map(([key]) => key);
        expect(bad).toEqual([]);
      });
    }
  }
});
