import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PostGroupingType } from '../../../../common/contracts/reference.ts';
import {
  type ContentStats,
  POST_FORM_FIELDS,
  type PostFormField,
  type PostFormIssues,
  postFieldIssue,
  type PostFormValues,
} from './post-form.ts';
import { WRITE_FORM_IDS } from './write-form-ids.ts';

/**
 * The write form's mistakes by field, in the page's language: the rules of SPEC §5 checked as
 * the server does (post-form.ts), and the action's answer.
 */
export function useFormIssues(type: PostGroupingType) {
  const { t } = useTranslation('editor');
  const [issues, setIssues] = useState<PostFormIssues>({});
  const translate = useCallback((key: string) => t(`errors:${key}`), [t]);

  /** SPEC §5: a shown mistake goes away as soon as its field is fixed. */
  function recheck(next: PostFormValues, content: ContentStats) {
    setIssues((current) => {
      let changed = false;
      const updated = { ...current };
      for (const field of POST_FORM_FIELDS) {
        if (!current[field]) continue;
        const issue = postFieldIssue(field, next, { type, content });
        const message = issue ? translate(issue) : undefined;
        if (!issue) {
          delete updated[field];
          changed = true;
        } else if (message !== current[field] && field !== 'tags') {
          updated[field] = message;
          changed = true;
        }
      }
      return changed ? updated : current;
    });
  }

  /** Every field checked before sending: the first field with a mistake, if any. */
  function checkAll(values: PostFormValues, content: ContentStats): PostFormField | undefined {
    const found: PostFormIssues = {};
    for (const field of POST_FORM_FIELDS) {
      const issue = postFieldIssue(field, values, { type, content });
      if (issue) found[field] = translate(issue);
    }
    setIssues(found);
    return POST_FORM_FIELDS.find((field) => found[field]);
  }

  /** The tag input's own mistake (an invalid or a surplus tag), or none. */
  function setTagIssue(issue: string | undefined) {
    setIssues((current) => {
      if (!issue && !current.tags) return current;
      const updated = { ...current };
      if (issue) updated.tags = translate(issue);
      else delete updated.tags;
      return updated;
    });
  }

  /** aria-describedby of a field: its mistake when it shows one, and its other descriptions. */
  const describedBy = (field: PostFormField, extra?: string) =>
    [issues[field] ? `${WRITE_FORM_IDS[field]}-error` : null, extra].filter(Boolean).join(' ') || undefined;

  return {
    issues,
    recheck,
    checkAll,
    setTagIssue,
    /** The action's answer: its field mistakes replace the shown ones. */
    show: setIssues,
    clear: () => setIssues({}),
    describedBy,
  };
}

export type FormIssues = ReturnType<typeof useFormIssues>;
