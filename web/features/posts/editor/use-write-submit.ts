import { type FormEvent, useEffect, useEffectEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFetcher, useNavigate } from 'react-router';
import { useDialogs } from '../../../components/ui/dialogs.tsx';
import { useToast } from '../../../components/ui/toasts.tsx';
import { POST_FORM_FIELDS, type PostFormIssues } from './post-form.ts';
import { focusField } from './write-form-ids.ts';
import type { WriteActionResult } from './write-result.ts';

export interface WriteSubmitOptions {
  editId: number | null;
  postPath: (id: number) => string;
  /** A refusal's field mistakes, shown with the answer. */
  onFieldIssues: (issues: PostFormIssues) => void;
  /** The post is saved, before it opens. */
  onSaved: () => void;
  /** Whether the form may be sent now: false when a check stopped it (the check says why). */
  canSend: () => boolean;
}

/**
 * Sending the write form to the route's action and acting on its answer: the saved post opens
 * with a toast; a refusal shows at its fields (the first one focused) or as an alert.
 */
export function useWriteSubmit({ editId, postPath, onFieldIssues, onSaved, canSend }: WriteSubmitOptions) {
  const { t } = useTranslation('editor');
  const dialogs = useDialogs();
  const toast = useToast();
  const navigate = useNavigate();
  const fetcher = useFetcher<WriteActionResult>();
  const saving = fetcher.state !== 'idle';
  const succeeded = fetcher.data?.ok === true;

  // The action's answer: a refusal's field mistakes show at their fields at once…
  const [answered, setAnswered] = useState(fetcher.data);
  if (answered !== fetcher.data) {
    setAnswered(fetcher.data);
    if (fetcher.data && !fetcher.data.ok) onFieldIssues(fetcher.data.fields);
  }
  // …and the rest is done once: the saved post opens, or the refusal is said.
  const afterAnswer = useEffectEvent((result: WriteActionResult) => {
    if (result.ok) {
      onSaved();
      toast.show({ tone: 'success', title: editId === null ? t('toast.published') : t('toast.updated') });
      void navigate(postPath(result.id));
      return;
    }
    const first = POST_FORM_FIELDS.find((field) => result.fields[field]);
    if (first) focusField(first);
    // The break popup of SPEC §8, as the reading page shows it for replies.
    else if (result.code === 'POST_REPLY_ABUSING')
      void dialogs.alert({ title: t('post:abuse.title'), body: result.message });
    else void dialogs.alert({ title: result.message });
  });
  // Once the fetcher is idle, never while it still reloads the layout's data after the action:
  // a navigation to the new post started then was lost while React Router looked up the post's
  // route (lazy route discovery), leaving the form on screen under the post's address.
  const handled = useRef<WriteActionResult | undefined>(undefined);
  useEffect(() => {
    if (fetcher.state !== 'idle' || !fetcher.data || handled.current === fetcher.data) return;
    handled.current = fetcher.data;
    afterAnswer(fetcher.data);
  }, [fetcher.data, fetcher.state]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving || succeeded || !canSend()) return;
    void fetcher.submit(event.currentTarget, { method: 'post' });
  }

  return { Form: fetcher.Form, saving, succeeded, submit };
}
