import { Component, Suspense } from 'react';
import type { Locale } from '../../../common/i18n/locales.ts';
import { ErrorPageFailure } from './error-page-failure.tsx';

interface Props {
  lang: Locale;
  /** The error the page is about: the server fallback can only name this one. */
  error: unknown;
  children: React.ReactNode;
}

/**
 * Shows ErrorPageFailure when the error page itself throws (SPEC §2.2). In the browser a
 * class boundary catches the render error. React's server renderer ignores class boundaries,
 * but it does render a Suspense boundary's fallback when its content throws, then retries in
 * the browser, where the class boundary takes over.
 */
type State = { failure: { error: unknown } | null };

export class ErrorPageGuard extends Component<Props, State> {
  override state: State = { failure: null };

  static getDerivedStateFromError(error: unknown): State {
    return { failure: { error } };
  }

  override render() {
    const { lang, error, children } = this.props;
    const { failure } = this.state;
    if (failure) return <ErrorPageFailure lang={lang} error={failure.error} />;
    return <Suspense fallback={<ErrorPageFailure lang={lang} error={error} />}>{children}</Suspense>;
  }
}
