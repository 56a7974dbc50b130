import { describe, expect, it } from 'vitest';
import { REPLY_HTML_MAX_LENGTH, REPLY_MAX_LENGTH } from './post.ts';
import { replyContentIssue, replyHtmlIssue, reportReasonIssue } from './reply-fields.ts';

describe('replyContentIssue', () => {
  it('requires visible text or an image (SPEC §5)', () => {
    expect(replyContentIssue('', 0)).toBe('replyPlz');
    expect(replyContentIssue(' \n\t ', 0)).toBe('replyPlz');
    expect(replyContentIssue('\u200B\u3164\uFEFF', 0)).toBe('replyPlz');
    expect(replyContentIssue('\u200B', 1)).toBeUndefined();
    expect(replyContentIssue('hi', 0)).toBeUndefined();
  });

  it('counts at most 10,000 characters of trimmed text, an emoji as one (ADR 0010)', () => {
    expect(replyContentIssue('a'.repeat(REPLY_MAX_LENGTH), 0)).toBeUndefined();
    expect(replyContentIssue(` ${'a'.repeat(REPLY_MAX_LENGTH)} \n`, 0)).toBeUndefined();
    expect(replyContentIssue('a'.repeat(REPLY_MAX_LENGTH + 1), 0)).toBe('replyMaxLength');
    expect(replyContentIssue('😀'.repeat(REPLY_MAX_LENGTH), 0)).toBeUndefined();
    expect(replyContentIssue('😀'.repeat(REPLY_MAX_LENGTH + 1), 3)).toBe('replyMaxLength');
  });
});

describe('replyHtmlIssue', () => {
  it('caps the HTML, markup included, in UTF-16 units', () => {
    expect(replyHtmlIssue('a'.repeat(REPLY_HTML_MAX_LENGTH))).toBeUndefined();
    expect(replyHtmlIssue('a'.repeat(REPLY_HTML_MAX_LENGTH + 1))).toBe('replyHtmlMaxLength');
  });
});

describe('reportReasonIssue', () => {
  it('takes exactly one of the reasons (SPEC §3.3)', () => {
    expect(reportReasonIssue('spam')).toBeUndefined();
    expect(reportReasonIssue('harassment')).toBeUndefined();
    expect(reportReasonIssue('')).toBe('reportReasonPlz');
    expect(reportReasonIssue(undefined)).toBe('reportReasonPlz');
    expect(reportReasonIssue('SPAM')).toBe('reportReasonPlz');
    expect(reportReasonIssue('other')).toBe('reportReasonPlz');
  });
});
