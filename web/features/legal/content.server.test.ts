import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../../common/i18n/locales.ts';
import { legalDocument } from './content.server.ts';
import { LEGAL_DOCUMENT_KINDS, type LegalBlock } from './types.ts';

const names = { provider: 'Acme Data', site: 'Hearth', sisterProduct: 'Acme Heatmap' };

function textOf(block: LegalBlock): string {
  if (typeof block === 'string') return block;
  if ('list' in block) return block.list.join('\n');
  return [block.table.caption, ...block.table.head, ...block.table.rows.flat()].join('\n');
}

function fullText(kind: (typeof LEGAL_DOCUMENT_KINDS)[number], lang: (typeof LOCALES)[number]): string {
  const doc = legalDocument(kind, lang, names);
  return [
    doc.title,
    doc.description,
    ...doc.intro,
    ...doc.sections.flatMap((s) => [s.heading, ...s.blocks.map(textOf)]),
  ].join('\n');
}

describe('legal documents (DECISIONS P28)', () => {
  it('have the same sections, in the same order, in every language', () => {
    for (const kind of LEGAL_DOCUMENT_KINDS) {
      const reference = legalDocument(kind, 'ko', names).sections.map((s) => s.id);
      expect(new Set(reference).size).toBe(reference.length);
      for (const lang of LOCALES) expect(legalDocument(kind, lang, names).sections.map((s) => s.id)).toEqual(reference);
    }
  });

  it('fill in the configured names and leave no placeholder behind', () => {
    for (const kind of LEGAL_DOCUMENT_KINDS) {
      for (const lang of LOCALES) {
        const text = fullText(kind, lang);
        expect(text).not.toMatch(/\{(provider|site|sisterProduct)\}/);
      }
    }
    expect(fullText('privacy', 'en')).toContain('Acme Data (the "Operator")');
    expect(fullText('agreementmarketing', 'ja')).toContain('Acme Heatmap');
  });

  it('state the retention and notice periods of SPEC §9 in every language', () => {
    const expected = {
      ko: ['30일', '6개월', '3년', '5년', '3개월', '최소 6개월', '7일', '30일 전', '2021년 5월 27일'],
      en: [
        '30 days',
        '6 months',
        '3 years',
        '5 years',
        '3 months',
        'At least 6 months',
        '7 days',
        '30 days ahead',
        'May 27, 2021',
      ],
      ja: ['30日', '6か月', '3年', '5年', '3か月', '6か月以上', '7日前', '30日前', '2021年5月27日'],
    } as const;
    for (const lang of LOCALES) {
      const privacy = fullText('privacy', lang);
      for (const fragment of expected[lang]) expect(privacy, `${lang}: ${fragment}`).toContain(fragment);
      const table = legalDocument('privacy', lang, names)
        .sections.find((s) => s.id === 'retention')
        ?.blocks.find((b) => typeof b === 'object' && 'table' in b);
      expect(table && typeof table === 'object' && 'table' in table ? table.table.rows.length : 0).toBe(7);
    }
  });
});
