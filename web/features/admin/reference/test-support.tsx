import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createRoutesStub } from 'react-router';
import { DialogHost } from '../../../components/ui/dialogs.tsx';
import { ToastHost } from '../../../components/ui/toasts.tsx';
import { i18nFor } from '../../../lib/i18n.ts';
import type { ReferenceActionResult } from './reference-action.ts';

/**
 * Renders a section of the reference page (tests only) at /{lang}/admin/reference with a stub
 * action that records each submitted form and answers `answer`.
 */
export function renderSection(
  element: ReactNode,
  options: { lang?: 'ko' | 'en' | 'ja'; answer?: ReferenceActionResult } = {},
) {
  const lang = options.lang ?? 'en';
  const submitted: Record<string, string>[] = [];
  const Stub = createRoutesStub([
    {
      path: `/${lang}/admin/reference`,
      Component: () => <>{element}</>,
      action: async ({ request }) => {
        const form = await request.formData();
        submitted.push(Object.fromEntries([...form.entries()].map(([k, v]) => [k, String(v)])));
        return options.answer ?? { ok: true, intent: 'rename' };
      },
    },
  ]);
  render(
    <I18nextProvider i18n={i18nFor(lang)}>
      <ToastHost>
        <DialogHost>
          <Stub initialEntries={[`/${lang}/admin/reference`]} />
        </DialogHost>
      </ToastHost>
    </I18nextProvider>,
  );
  return { submitted };
}
