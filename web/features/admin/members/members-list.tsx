import { useTranslation } from 'react-i18next';
import { Form, Link } from 'react-router';
import type { AdminMemberRow, MemberState } from '../../../../common/contracts/admin/members.ts';
import { formatDay } from '../../../lib/format-day.ts';
import { memberPaths } from './member-paths.ts';

export interface MembersListData {
  query: string;
  state: MemberState | '';
  pageNum: number;
  pageSize: number;
  rows: AdminMemberRow[];
  total: number;
}

const STATES: MemberState[] = ['active', 'banned', 'withdrawn', 'pending'];

/** {lang}/admin/members: the search (a GET form, so the address keeps it) and one page of members. */
export function MembersList({ lang, data }: { lang: string; data: MembersListData }) {
  const { t } = useTranslation('adminMembers');
  const pages = Math.max(1, Math.ceil(data.total / data.pageSize));
  const pageLink = (pageNum: number) => {
    const params = new URLSearchParams();
    if (data.query) params.set('query', data.query);
    if (data.state) params.set('state', data.state);
    params.set('page', String(pageNum));
    return `${memberPaths.list(lang)}?${params.toString()}`;
  };
  return (
    <div>
      <Form method="get" role="search" aria-label={t('list.search')} className="mb-4 flex flex-wrap items-end gap-3">
        <label className="flex flex-col text-sm font-semibold text-ink-800">
          {t('list.query')}
          <input
            name="query"
            type="search"
            defaultValue={data.query}
            maxLength={100}
            className="mt-1 min-h-11 w-72 rounded-md border border-flour-400 px-3 font-normal"
          />
        </label>
        <label className="flex flex-col text-sm font-semibold text-ink-800">
          {t('list.state')}
          <select
            name="state"
            defaultValue={data.state}
            className="mt-1 min-h-11 rounded-md border border-flour-400 px-3 font-normal"
          >
            <option value="">{t('list.anyState')}</option>
            {STATES.map((state) => (
              <option key={state} value={state}>
                {t(`states.${state}`)}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="min-h-11 rounded-md bg-ember-700 px-4 font-semibold text-white">
          {t('list.submit')}
        </button>
        <Link
          to={memberPaths.withdrawn(lang)}
          className="ml-auto min-h-11 content-center font-semibold text-ember-800 underline"
        >
          {t('list.withdrawnLink')}
        </Link>
      </Form>
      <p className="mb-2 text-sm text-ink-700">{t('list.total', { count: data.total })}</p>
      {data.rows.length === 0 ? (
        <p className="text-ink-700">{t('list.empty')}</p>
      ) : (
        <table className="w-full border-collapse text-left text-sm">
          <thead>
            <tr className="border-b border-flour-300">
              <th scope="col" className="py-2 pr-3">
                {t('list.nickName')}
              </th>
              <th scope="col" className="py-2 pr-3">
                {t('list.email')}
              </th>
              <th scope="col" className="py-2 pr-3">
                {t('list.state')}
              </th>
              <th scope="col" className="py-2 pr-3">
                {t('list.joined')}
              </th>
            </tr>
          </thead>
          <tbody>
            {data.rows.map((row) => (
              <tr key={row.id} className="border-b border-flour-200">
                <td className="py-2 pr-3">
                  <Link to={memberPaths.one(lang, row.id)} className="font-semibold text-ember-800 underline">
                    {row.nickName}
                  </Link>
                  {row.admin ? <span className="ml-2 text-xs text-ink-700">({t('list.admin')})</span> : null}
                </td>
                <td className="py-2 pr-3">{row.email}</td>
                <td className="py-2 pr-3">{t(`states.${row.state}`)}</td>
                <td className="py-2 pr-3">{formatDay(row.createdAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {pages > 1 ? (
        <nav aria-label={t('list.title')} className="mt-4 flex gap-3">
          {data.pageNum > 1 ? (
            <Link to={pageLink(data.pageNum - 1)} className="min-h-11 content-center underline">
              {t('list.previous')}
            </Link>
          ) : null}
          {data.pageNum < pages ? (
            <Link to={pageLink(data.pageNum + 1)} className="min-h-11 content-center underline">
              {t('list.next')}
            </Link>
          ) : null}
        </nav>
      ) : null}
    </div>
  );
}
