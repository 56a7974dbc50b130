import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import type { AuditRow } from '../../../../common/contracts/admin/console.ts';
import { buttonStyles } from '../../../components/ui/button-styles.ts';
import { ListPagination } from '../../../components/ui/list-pagination.tsx';
import { auditLines } from './audit-lines.ts';

export interface AuditFilters {
  action: string;
  actorId: string;
  targetType: string;
  from: string;
  to: string;
}

export interface AuditData {
  rows: AuditRow[];
  total: number;
  pageNum: number;
  pageSize: number;
  filters: AuditFilters;
}

function Lines({ value, none }: { value: unknown; none: string }) {
  const lines = auditLines(value);
  if (lines.length === 0) return <span className="text-ink-600">{none}</span>;
  return (
    <ul className="space-y-0.5 font-mono text-xs break-all whitespace-pre-wrap">
      {lines.map((line, index) => (
        <li key={index}>{line}</li>
      ))}
    </ul>
  );
}

const field = 'min-h-11 w-full rounded-md border border-ink-300 bg-white px-3 text-sm';

/**
 * The audit log (issue 32 item 2): filters, then a table from 1024 px and cards on smaller
 * screens. Read only: nothing here edits or deletes a record.
 */
export function AuditView({ lang, data }: { lang: string; data: AuditData }) {
  const { t } = useTranslation('adminConsole');
  const when = (iso: string) =>
    new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(new Date(iso));
  const actor = (row: AuditRow) =>
    row.actorId === null ? t('audit.system') : `${row.actorNickName ?? ''} (#${row.actorId})`;
  const target = (row: AuditRow) => (row.targetId === null ? row.targetType : `${row.targetType} #${row.targetId}`);
  const query = (page: number) => {
    const params = new URLSearchParams(
      Object.entries(data.filters).filter(([, value]) => value !== '') as Array<[string, string]>,
    );
    if (page > 1) params.set('page', String(page));
    const text = params.toString();
    return text ? `?${text}` : '?';
  };
  const none = t('audit.none');
  return (
    <>
      <Form
        method="get"
        className="mb-6 rounded-lg border border-flour-300 bg-white p-4"
        aria-label={t('audit.filters')}
      >
        <div className="grid grid-cols-1 gap-3 tablet:grid-cols-2 desktop:grid-cols-5">
          {(
            [
              ['action', 'text'],
              ['actorId', 'number'],
              ['targetType', 'text'],
              ['from', 'date'],
              ['to', 'date'],
            ] as const
          ).map(([name, type]) => (
            <label key={name} className="text-sm font-semibold text-ink-800">
              {t(`audit.${name === 'actorId' ? 'actor' : name}`)}
              <input
                name={name}
                type={type}
                defaultValue={data.filters[name]}
                min={type === 'number' ? 1 : undefined}
                className={`${field} mt-1 font-normal`}
              />
            </label>
          ))}
        </div>
        <div className="mt-3 flex gap-2">
          <button type="submit" className={buttonStyles({ size: 'sm' })}>
            {t('audit.apply')}
          </button>
          <a href="?" className={buttonStyles({ variant: 'secondary', size: 'sm' })}>
            {t('audit.reset')}
          </a>
        </div>
      </Form>
      <p className="mb-3 text-sm text-ink-700" aria-live="polite">
        {t('audit.total', { count: data.total })}
      </p>
      {data.rows.length === 0 ? (
        <p className="rounded-lg border border-flour-300 bg-white p-6 text-center text-ink-700">{t('audit.empty')}</p>
      ) : (
        <>
          <div className="hidden desktop:block">
            <table className="w-full table-fixed border-collapse text-left text-sm" data-testid="audit-table">
              <thead>
                <tr className="border-b border-flour-300 text-ink-700">
                  <th scope="col" className="w-36 p-2">
                    {t('audit.columns.when')}
                  </th>
                  <th scope="col" className="w-32 p-2">
                    {t('audit.columns.actor')}
                  </th>
                  <th scope="col" className="w-40 p-2">
                    {t('audit.columns.action')}
                  </th>
                  <th scope="col" className="w-28 p-2">
                    {t('audit.columns.target')}
                  </th>
                  <th scope="col" className="p-2">
                    {t('audit.columns.before')}
                  </th>
                  <th scope="col" className="p-2">
                    {t('audit.columns.after')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.rows.map((row) => (
                  <tr key={row.id} className="border-b border-flour-200 align-top">
                    <td className="p-2">
                      <time dateTime={row.createdAt}>{when(row.createdAt)}</time>
                    </td>
                    <td className="p-2 break-words">{actor(row)}</td>
                    <td className="p-2 font-mono text-xs break-all">
                      {row.action}
                      {row.reason ? <p className="mt-1 font-sans text-ink-700">{row.reason}</p> : null}
                    </td>
                    <td className="p-2 break-all">{target(row)}</td>
                    <td className="p-2">
                      <Lines value={row.before} none={none} />
                    </td>
                    <td className="p-2">
                      <Lines value={row.after} none={none} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <ul className="space-y-3 desktop:hidden" data-testid="audit-cards">
            {data.rows.map((row) => (
              <li key={row.id} className="rounded-lg border border-flour-300 bg-white p-4 text-sm">
                <p className="font-mono text-xs font-bold break-all text-ink-900">{row.action}</p>
                <p className="mt-1 text-ink-700">
                  <time dateTime={row.createdAt}>{when(row.createdAt)}</time> · {actor(row)} · {target(row)}
                </p>
                {row.reason ? <p className="mt-1">{row.reason}</p> : null}
                <dl className="mt-2 grid grid-cols-1 gap-2 tablet:grid-cols-2">
                  <div>
                    <dt className="font-semibold text-ink-700">{t('audit.columns.before')}</dt>
                    <dd>
                      <Lines value={row.before} none={none} />
                    </dd>
                  </div>
                  <div>
                    <dt className="font-semibold text-ink-700">{t('audit.columns.after')}</dt>
                    <dd>
                      <Lines value={row.after} none={none} />
                    </dd>
                  </div>
                </dl>
              </li>
            ))}
          </ul>
        </>
      )}
      <ListPagination
        page={data.pageNum}
        pageCount={Math.ceil(data.total / data.pageSize)}
        hrefFor={(page) => `/${lang}/admin/audit${query(page)}`}
      />
    </>
  );
}
