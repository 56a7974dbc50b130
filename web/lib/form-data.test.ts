import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { postAdd } from '../../common/contracts/posts/posts.ts';
import { ApiError } from './api.ts';
import { formBody, formText, formValues, parseForm } from './form-data.ts';

function formOf(entries: [string, string][]): FormData {
  const form = new FormData();
  for (const [name, value] of entries) form.append(name, value);
  return form;
}

describe('formText', () => {
  it("is the field's text, or '' when it is missing or a file", () => {
    const form = formOf([['title', 'Hello']]);
    form.append('file', new Blob(['x']), 'x.txt');
    expect(formText(form, 'title')).toBe('Hello');
    expect(formText(form, 'missing')).toBe('');
    expect(formText(form, 'file')).toBe('');
  });
});

describe('formValues', () => {
  const schema = z.strictObject({
    lang: z.string(),
    id: z.number().int().optional(),
    on: z.boolean().optional(),
    agree: z.literal(true),
    tags: z.array(z.string()).default([]),
    ids: z.array(z.number()).optional(),
    note: z.string().nullable().optional(),
  });

  it('types each field as the schema wants it and ignores entries the schema does not name', () => {
    const form = formOf([
      ['id', '12'],
      ['on', 'false'],
      ['agree', 'true'],
      ['tags', 'a'],
      ['tags', 'b'],
      ['ids', '3'],
      ['note', 'hi'],
      ['intent', 'save'],
    ]);
    expect(formValues(form, schema)).toEqual({
      id: 12,
      on: false,
      agree: true,
      tags: ['a', 'b'],
      ids: [3],
      note: 'hi',
    });
  });

  it('leaves missing fields and unreadable booleans out', () => {
    expect(formValues(formOf([['on', 'maybe']]), schema)).toEqual({});
  });
});

describe('parseForm', () => {
  it("answers the contract's typed body, with the page's own values over the form's", () => {
    const form = formOf([
      ['postLang', 'en'],
      ['categoryId', '4'],
      ['title', 'A title'],
      ['content', '<p>Body</p>'],
      ['visibility', 'public'],
      ['type', 'careers'],
    ]);
    const parsed = parseForm(form, postAdd.body, 'en', { lang: 'en', type: 'forum' });
    expect(parsed).toEqual({
      ok: true,
      data: {
        lang: 'en',
        type: 'forum',
        postLang: 'en',
        categoryId: 4,
        title: 'A title',
        content: '<p>Body</p>',
        visibility: 'public',
      },
    });
  });

  it("refuses as the API does: VALIDATION_FAILED with every field's issue in the page's language", () => {
    const form = formOf([
      ['postLang', 'en'],
      ['categoryId', '0'],
      ['content', 'x'],
      ['visibility', 'public'],
    ]);
    const parsed = parseForm(form, postAdd.body, 'en', { lang: 'en', type: 'forum' });
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.error).toBeInstanceOf(ApiError);
    expect(parsed.error.status).toBe(400);
    expect(parsed.error.code).toBe('VALIDATION_FAILED');
    expect(parsed.error.message).toBe('Some fields need your attention.');
    expect(parsed.error.fields).toEqual([
      { field: 'categoryId', code: 'tooSmall', message: 'Must be at least 1.' },
      // The schema's own key wins (z.string('titlePlz')), as on the server.
      { field: 'title', code: 'titlePlz', message: expect.any(String) as string },
    ]);
  });

  it('names unknown keys and missing fields with the generic codes', () => {
    const schema = z.strictObject({ name: z.string(), size: z.number().max(3) });
    const parsed = parseForm(formOf([['size', '9']]), schema, 'en', { extra: 1 } as never);
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.error.fields.map(({ field, code }) => ({ field, code }))).toEqual([
      { field: 'name', code: 'required' },
      { field: 'size', code: 'tooBig' },
      { field: 'extra', code: 'unknownField' },
    ]);
  });
});

describe('formBody', () => {
  const schema = z.strictObject({ lang: z.string(), title: z.string().min(1, 'titlePlz') });

  it('is the checked body, left for the API to transform', () => {
    expect(formBody(formOf([['title', 'Hi']]), schema, 'en', { lang: 'en' })).toEqual({ lang: 'en', title: 'Hi' });
    const trimmed = z.strictObject({ userId: z.string().trim().toLowerCase() });
    expect(formBody(formOf([['userId', ' A@B.co ']]), trimmed, 'en')).toEqual({ userId: ' A@B.co ' });
  });

  it("throws the API's VALIDATION_FAILED error for the action's catch", () => {
    expect(() => formBody(formOf([['title', '']]), schema, 'en', { lang: 'en' })).toThrow(ApiError);
  });
});
