import { useTranslation } from 'react-i18next';
import { useFetcher } from 'react-router';
import { useActionOutcome } from '../../lib/use-action-outcome.ts';
import type { TreeActionResult, TreeIntent } from './tree-data.ts';

const DONE_MESSAGE: Record<TreeIntent, string> = {
  'category-save': 'index.saved',
  'category-delete': 'index.deleted',
  'category-reorder': 'index.reordered',
  'article-delete': 'index.deleted',
  'article-reorder': 'index.reordered',
};

/**
 * One of the tree's buttons talking to the index page's action: it sends an intent with its
 * fields, says "done" in a toast, and shows a refusal (a category that is not empty) in an alert
 * with the API's own message. The page's loader runs again after each, so the tree redraws.
 */
export function useTreeAction() {
  const { t } = useTranslation('knowledgeAdmin');
  const fetcher = useFetcher<TreeActionResult>();
  useActionOutcome(fetcher, (result) => t(DONE_MESSAGE[result.intent]));

  return {
    busy: fetcher.state !== 'idle',
    send(intent: TreeIntent, fields: Record<string, string | number | null | readonly number[]>) {
      const form = new FormData();
      form.set('intent', intent);
      for (const [name, value] of Object.entries(fields)) {
        if (Array.isArray(value)) for (const item of value) form.append(name, String(item));
        else form.set(name, value === null ? '' : String(value));
      }
      void fetcher.submit(form, { method: 'post' });
    },
  };
}
