import { useEffect, useEffectEvent, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useFetcher } from 'react-router';
import {
  BROCHURE_COMPANY_MAX_LENGTH,
  BROCHURE_EMAIL_MAX_LENGTH,
  BROCHURE_INTEREST_MAX_LENGTH,
  BROCHURE_NAME_MAX_LENGTH,
  BROCHURE_PHONE_MAX_LENGTH,
  type BrochureField,
} from '../../../../common/validation/brochure.ts';
import { buttonStyles } from '../../../components/ui/button-styles.ts';
import { useToast } from '../../../components/ui/toasts.tsx';
import { brochurePath, type BrochureResult } from './brochure-result.ts';

const inputClass =
  'mt-1 block w-full rounded-md border border-ink-300 bg-white px-3 py-2 text-sm text-ink-900 aria-invalid:border-berry-700';

/**
 * The brochure application (DECISIONS P32): company, name, e-mail, optional phone, interest and
 * the consent to be contacted. It posts to the brochure page's action through a fetcher, so the
 * page stays; without script it is a plain form post to that page, which answers with the same
 * form, its mistakes and the member's text (`initial`). The server checks every field
 * (common/validation/brochure.ts); the inputs' maxLength only spares typing past a limit.
 */
export function BrochureForm({
  lang,
  initial,
  onSent,
  focusFirst = false,
}: {
  lang: string;
  initial?: BrochureResult | undefined;
  onSent?: () => void;
  /** Opened by a press (the side panel): focus moves from the vanished button to the first field. */
  focusFirst?: boolean;
}) {
  const { t } = useTranslation('side-panel');
  const fetcher = useFetcher<BrochureResult>();
  const toast = useToast();
  const form = useRef<HTMLFormElement>(null);
  const id = useId();
  const result = fetcher.data ?? initial;
  const refused = result && !result.ok ? result : undefined;
  const busy = fetcher.state !== 'idle';

  const settle = useEffectEvent((answer: BrochureResult) => {
    if (answer.ok) {
      toast.show({ tone: 'success', title: t('brochure.sent'), description: t('brochure.sentBody') });
      form.current?.reset();
      onSent?.();
      return;
    }
    if (Object.keys(answer.fields).length === 0) toast.show({ tone: 'error', title: answer.message });
    const first = form.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    first?.focus();
  });
  useEffect(() => {
    if (fetcher.data && fetcher.state === 'idle') settle(fetcher.data);
  }, [fetcher.data, fetcher.state]);

  useEffect(() => {
    if (focusFirst) form.current?.querySelector<HTMLElement>('input')?.focus();
  }, [focusFirst]);

  const field = (name: BrochureField) => {
    const error = refused?.fields[name];
    return {
      id: `${id}-${name}`,
      name,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? `${id}-${name}-error` : undefined,
    };
  };
  const issue = (name: BrochureField) =>
    refused?.fields[name] ? (
      <p id={`${id}-${name}-error`} className="mt-1 text-sm text-berry-700">
        {refused.fields[name]}
      </p>
    ) : null;
  const label = (name: BrochureField, text: string) => (
    <label htmlFor={`${id}-${name}`} className="block text-sm font-semibold text-ink-800">
      {text}
    </label>
  );
  const values = refused?.values ?? {};

  return (
    <fetcher.Form
      ref={form}
      method="post"
      action={brochurePath(lang)}
      noValidate
      className="flex flex-col gap-3"
      data-testid="brochure-form"
    >
      {refused && Object.keys(refused.fields).length === 0 ? (
        <p role="alert" className="rounded-md bg-berry-50 p-3 text-sm text-berry-700">
          {refused.message}
        </p>
      ) : null}
      <div>
        {label('company', t('brochure.company'))}
        <input
          {...field('company')}
          defaultValue={values.company}
          autoComplete="organization"
          maxLength={BROCHURE_COMPANY_MAX_LENGTH}
          required
          className={inputClass}
        />
        {issue('company')}
      </div>
      <div>
        {label('name', t('brochure.name'))}
        <input
          {...field('name')}
          defaultValue={values.name}
          autoComplete="name"
          maxLength={BROCHURE_NAME_MAX_LENGTH}
          required
          className={inputClass}
        />
        {issue('name')}
      </div>
      <div>
        {label('email', t('brochure.email'))}
        <input
          {...field('email')}
          type="email"
          defaultValue={values.email}
          autoComplete="email"
          maxLength={BROCHURE_EMAIL_MAX_LENGTH}
          required
          className={inputClass}
        />
        {issue('email')}
      </div>
      <div>
        {label('phone', t('brochure.phone'))}
        <input
          {...field('phone')}
          type="tel"
          defaultValue={values.phone}
          autoComplete="tel"
          maxLength={BROCHURE_PHONE_MAX_LENGTH}
          className={inputClass}
        />
        {issue('phone')}
      </div>
      <div>
        {label('interest', t('brochure.interest'))}
        <textarea
          {...field('interest')}
          defaultValue={values.interest}
          rows={3}
          maxLength={BROCHURE_INTEREST_MAX_LENGTH}
          required
          className={inputClass}
        />
        {issue('interest')}
      </div>
      <div>
        <div className="flex items-start gap-2">
          <input
            {...field('consent')}
            type="checkbox"
            value="true"
            defaultChecked={values.consent === true}
            required
            className="mt-1 size-4 shrink-0 accent-ember-700"
          />
          <label htmlFor={`${id}-consent`} className="text-sm text-ink-800">
            {t('brochure.consent')}
          </label>
        </div>
        {issue('consent')}
      </div>
      <button type="submit" disabled={busy} className={buttonStyles({ size: 'sm' })}>
        {busy ? t('brochure.sending') : t('brochure.submit')}
      </button>
    </fetcher.Form>
  );
}
