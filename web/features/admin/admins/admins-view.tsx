import { useTranslation } from 'react-i18next';
import { Form, useNavigation } from 'react-router';
import type { AdminRow } from '../../../../common/contracts/admin/console.ts';
import { buttonStyles } from '../../../components/ui/button-styles.ts';

export interface AdminsActionResult {
  ok: boolean;
  /** An error code of the `errors` namespace, or the nickname granted. */
  code?: string;
  name?: string;
  intent: 'grant' | 'revoke';
}

/**
 * Administrators manage administrators (issue 32 item 8): the list with a remove button each,
 * and a form that grants by member number or nickname. The server refuses the last one.
 */
export function AdminsView({
  rows,
  viewerId,
  result,
}: {
  rows: AdminRow[];
  viewerId: number;
  result?: AdminsActionResult | undefined;
}) {
  const { t } = useTranslation(['adminConsole', 'errors']);
  const busy = useNavigation().state !== 'idle';
  const message = !result
    ? null
    : result.ok
      ? result.intent === 'grant'
        ? t('admins.granted', { name: result.name ?? '' })
        : t('admins.revoked')
      : t(`errors:${result.code ?? 'INTERNAL_ERROR'}`);
  return (
    <>
      <div role="status" aria-live="polite" className="mb-4 min-h-6 text-sm">
        {message ? (
          <p className={result?.ok ? 'text-leaf-700' : 'text-berry-700'} data-testid="admins-message">
            {message}
          </p>
        ) : null}
      </div>
      <section aria-labelledby="admins-list" className="mb-8">
        <h2 id="admins-list" className="mb-3 text-lg font-bold text-ink-900">
          {t('admins.list')}
        </h2>
        <ul className="divide-y divide-flour-200 rounded-lg border border-flour-300 bg-white" data-testid="admins-rows">
          {rows.map((row) => (
            <li key={row.id} className="flex flex-wrap items-center justify-between gap-2 p-3">
              <span className="min-w-0 break-words">
                <span className="font-semibold text-ink-900">{row.nickName}</span>{' '}
                <span className="text-sm text-ink-700">
                  #{row.id} · {row.userId}
                  {row.id === viewerId ? ` · ${t('admins.you')}` : ''}
                </span>
              </span>
              <Form
                method="post"
                onSubmit={(event) => {
                  if (!window.confirm(t('admins.revokeConfirm', { name: row.nickName }))) event.preventDefault();
                }}
              >
                <input type="hidden" name="intent" value="revoke" />
                <input type="hidden" name="id" value={row.id} />
                <button
                  type="submit"
                  disabled={busy}
                  className={buttonStyles({ variant: 'secondary', size: 'sm' })}
                  aria-label={`${t('admins.revoke')}: ${row.nickName}`}
                >
                  {t('admins.revoke')}
                </button>
              </Form>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="admins-grant">
        <h2 id="admins-grant" className="mb-3 text-lg font-bold text-ink-900">
          {t('admins.grant')}
        </h2>
        <Form method="post" className="flex flex-col gap-2 tablet:flex-row tablet:items-end">
          <input type="hidden" name="intent" value="grant" />
          <label className="flex-1 text-sm font-semibold text-ink-800">
            {t('admins.grantLabel')}
            <input
              name="member"
              required
              maxLength={40}
              aria-describedby="admins-grant-hint"
              className="mt-1 min-h-11 w-full rounded-md border border-ink-300 bg-white px-3 font-normal"
            />
          </label>
          <button type="submit" disabled={busy} className={buttonStyles()}>
            {t('admins.grantSubmit')}
          </button>
        </Form>
        <p id="admins-grant-hint" className="mt-2 text-sm text-ink-700">
          {t('admins.grantHint')}
        </p>
      </section>
    </>
  );
}
