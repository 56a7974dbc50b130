import { describe, expect, it } from 'vitest';
import { emptyPostForm, formFieldOf, postFormIssues, type PostFormValues } from './post-form.ts';

const filled: PostFormValues = {
  ...emptyPostForm('en'),
  categoryId: 3,
  title: 'A title',
  content: '<p>Body</p>',
  visibility: 'public',
};
const content = { length: 4, empty: false };

describe('postFormIssues', () => {
  it('finds nothing wrong with a complete forum post', () => {
    expect(postFormIssues(filled, { type: 'forum', content })).toEqual({});
  });

  it('names every missing field with the SPEC §5 keys', () => {
    expect(postFormIssues(emptyPostForm('ko'), { type: 'careers', content: { length: 0, empty: true } })).toEqual({
      categoryId: 'categoryPlz',
      companyName: 'companyNamePlz',
      title: 'titlePlz',
      content: 'contentPlz',
      visibility: 'visibilityPlz',
    });
  });

  it('takes a title of 100 characters and refuses 101, and a blank one', () => {
    expect(postFormIssues({ ...filled, title: 'x'.repeat(100) }, { type: 'forum', content })).toEqual({});
    expect(postFormIssues({ ...filled, title: 'x'.repeat(101) }, { type: 'forum', content }).title).toBe(
      'titleMaxLength',
    );
    expect(postFormIssues({ ...filled, title: '   ' }, { type: 'forum', content }).title).toBe('titlePlz');
  });

  it('asks careers posts only for a company name of at most 20 characters', () => {
    expect(postFormIssues(filled, { type: 'forum', content }).companyName).toBeUndefined();
    expect(postFormIssues({ ...filled, companyName: 'c'.repeat(20) }, { type: 'careers', content })).toEqual({});
    expect(postFormIssues({ ...filled, companyName: 'c'.repeat(21) }, { type: 'careers', content }).companyName).toBe(
      'companyNameMaxLength',
    );
  });

  it('takes content of 60,000 characters and refuses 60,001', () => {
    expect(postFormIssues(filled, { type: 'forum', content: { length: 60_000, empty: false } })).toEqual({});
    expect(postFormIssues(filled, { type: 'forum', content: { length: 60_001, empty: false } }).content).toBe(
      'contentMaxLength',
    );
  });

  it('refuses more than 10 tags', () => {
    const tags = Array.from({ length: 11 }, (_, index) => `t${index}`);
    expect(postFormIssues({ ...filled, tags }, { type: 'forum', content }).tags).toBe('tagsMaxCount');
  });
});

describe('formFieldOf', () => {
  it('maps the API field names, tag positions included, onto the form', () => {
    expect(formFieldOf('title')).toBe('title');
    expect(formFieldOf('tags.3')).toBe('tags');
    expect(formFieldOf('categoryId')).toBe('categoryId');
    expect(formFieldOf('draftKey')).toBeUndefined();
  });
});
