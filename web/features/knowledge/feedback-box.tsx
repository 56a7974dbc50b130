import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFetcher } from 'react-router';
import { REVIEW_TEXT_MAX_LENGTH, reviewTextIssue } from '../../../common/validation/knowledge.ts';
import { buttonStyles } from '../../components/ui/button-styles.ts';
import { focusWhenPresent } from '../../components/ui/focus-when-present.ts';
import { useToast } from '../../components/ui/toasts.tsx';
import { REVIEW_INTENT, type ReviewResult } from './review-result.ts';

export interface FeedbackBoxProps {
  articleId: number;
  helpfulCount: number;
  notHelpfulCount: number;
  /** The reader's earlier answer (Article.myReview). */
  myReview: { helpful: boolean } | null;
  /** The action's answer when the form was posted without script (the route's actionData). */
  documentResult?: ReviewResult;
}

type Choice = 'yes' | 'no';

/**
 * "Was this helpful?" under every guide and answer (SPEC §5, issue 31). Yes or No, then a text:
 * required on No (what was missing is the point of asking: the same rule as the server's,
 * common/validation/knowledge.ts), optional on Yes. Without script each button posts the form:
 * Yes is sent as it is; No comes back refused with the text box open.
 */
export function FeedbackBox({ articleId, helpfulCount, notHelpfulCount, myReview, documentResult }: FeedbackBoxProps) {
  const { t } = useTranslation('knowledge');
  const toast = useToast();
  const fetcher = useFetcher<ReviewResult>({ key: `knowledge-review-${articleId}` });
  const result = fetcher.data ?? documentResult;
  const refused = result && !result.ok ? result : undefined;
  const [choice, setChoice] = useState<Choice | null>(
    refused?.helpful === undefined || refused.helpful === null ? null : refused.helpful ? 'yes' : 'no',
  );
  const [text, setText] = useState(refused?.text ?? '');
  const [issue, setIssue] = useState<string | null>(null);
  const textRef = useRef<HTMLTextAreaElement>(null);
  const toasted = useRef<ReviewResult | undefined>(undefined);
  const ids = { text: useId(), hint: useId(), error: useId(), form: useId() };
  const sending = fetcher.state !== 'idle';

  useEffect(() => {
    if (fetcher.data?.ok && toasted.current !== fetcher.data) {
      toasted.current = fetcher.data;
      toast.show({ tone: 'success', title: t('feedback.thanks') });
    }
  }, [fetcher.data, toast, t]);

  const counts = result?.ok ? result : { helpfulCount, notHelpfulCount };
  const countLine = (
    <p className="mt-2 text-sm text-ink-600" data-testid="feedback-counts">
      {t('feedback.counts', { yes: counts.helpfulCount, no: counts.notHelpfulCount })}
    </p>
  );

  const issueMessage =
    issue === 'reviewTextPlz'
      ? t('feedback.textPlz')
      : issue === 'reviewTextMaxLength'
        ? t('feedback.textTooLong', { max: REVIEW_TEXT_MAX_LENGTH })
        : null;
  const textError = issueMessage ?? (refused && choice !== null ? refused.fields.text : undefined);
  const formError = refused && !refused.fields.text ? refused.message : undefined;

  function choose(next: Choice) {
    setChoice(next);
    setIssue(null);
    // The text is what No asks for: the reader is taken there (it appears with this render).
    if (next === 'no') focusWhenPresent(ids.text, 2_000);
  }

  let body;
  if (result?.ok) {
    body = (
      <div data-testid="feedback-thanks">
        <p className="font-semibold text-ink-900">{t('feedback.thanks')}</p>
        <p className="mt-1 text-sm text-ink-700">{t('feedback.thanksBody')}</p>
        {countLine}
      </div>
    );
  } else if (myReview) {
    body = (
      <div data-testid="feedback-answered">
        <p className="font-semibold text-ink-900">{t('feedback.legend')}</p>
        <p className="mt-1 text-ink-700">
          {myReview.helpful ? t('feedback.answeredHelpful') : t('feedback.answeredNotHelpful')}
        </p>
        {countLine}
      </div>
    );
  }

  const choiceButton = (value: Choice) => (
    <button
      type="submit"
      name="helpful"
      value={value}
      aria-pressed={choice === value}
      onClick={(event) => {
        event.preventDefault();
        choose(value);
      }}
      className={`${buttonStyles({ variant: 'secondary' })} min-w-20 aria-pressed:border-ember-700 aria-pressed:bg-ember-50 aria-pressed:text-ember-800`}
    >
      {t(`feedback.${value}`)}
    </button>
  );

  return (
    <section
      aria-label={t('feedback.legend')}
      className="rounded-lg border border-flour-300 bg-white px-5 py-5 shadow-card"
      data-testid="feedback-box"
    >
      <div aria-live="polite">{body}</div>
      {body ? null : (
        <fetcher.Form
          method="post"
          noValidate
          onSubmit={(event) => {
            // Until a choice is made only the Yes and No buttons submit, and they choose instead.
            if (choice === null) return event.preventDefault();
            const problem = reviewTextIssue(choice === 'yes', text);
            if (problem) {
              event.preventDefault();
              setIssue(problem);
              textRef.current?.focus();
            }
          }}
        >
          <input type="hidden" name="intent" value={REVIEW_INTENT} />
          <input type="hidden" name="id" value={articleId} />
          <fieldset aria-describedby={formError ? ids.form : undefined}>
            <legend className="font-semibold text-ink-900">{t('feedback.legend')}</legend>
            <div className="mt-3 flex flex-wrap gap-2">
              {choiceButton('yes')}
              {choiceButton('no')}
            </div>
          </fieldset>
          {choice !== null ? (
            <div className="mt-4 flex flex-col gap-2">
              <input type="hidden" name="helpful" value={choice} />
              <label htmlFor={ids.text} className="text-sm font-semibold text-ink-800">
                {choice === 'no' ? t('feedback.textRequired') : t('feedback.textOptional')}
              </label>
              <textarea
                ref={textRef}
                id={ids.text}
                name="text"
                rows={4}
                value={text}
                required={choice === 'no'}
                aria-invalid={textError ? true : undefined}
                aria-describedby={textError ? `${ids.error} ${ids.hint}` : ids.hint}
                onChange={(event) => {
                  setText(event.target.value);
                  if (issue) setIssue(null);
                }}
                className="w-full rounded-md border border-ink-400 bg-white px-3 py-2 text-base text-ink-900 aria-invalid:border-berry-700"
              />
              <p id={ids.hint} className="text-xs text-ink-600">
                {t('feedback.textHint', { max: REVIEW_TEXT_MAX_LENGTH })}{' '}
                <span data-testid="feedback-length">
                  {[...text.trim()].length} / {REVIEW_TEXT_MAX_LENGTH}
                </span>
              </p>
              {textError ? (
                <p id={ids.error} className="text-sm font-medium text-berry-700" role="alert">
                  {textError}
                </p>
              ) : null}
              <div className="flex flex-wrap gap-2">
                <button type="submit" className={buttonStyles({ variant: 'primary' })} disabled={sending}>
                  {sending ? t('feedback.sending') : t('feedback.send')}
                </button>
                <button
                  type="button"
                  className={buttonStyles({ variant: 'ghost' })}
                  onClick={() => {
                    setChoice(null);
                    setIssue(null);
                  }}
                >
                  {t('feedback.cancel')}
                </button>
              </div>
            </div>
          ) : null}
          {formError ? (
            <p id={ids.form} className="mt-3 text-sm font-medium text-berry-700" role="alert">
              {formError}
            </p>
          ) : null}
          {countLine}
        </fetcher.Form>
      )}
    </section>
  );
}
