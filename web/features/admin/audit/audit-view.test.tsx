// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { cleanup, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { AuditRow } from '../../../../common/contracts/admin/console.ts';
import { i18nFor } from '../../../lib/i18n.ts';
import { auditLines } from './audit-lines.ts';
import { type AuditData, AuditView } from './audit-view.tsx';

const t = i18nFor('en').getFixedT('en', 'adminConsole');

const { payloads } = JSON.parse(readFileSync(path.resolve('server/test/fixtures/xss-payloads.json'), 'utf8')) as {
  payloads: { payload: string }[];
};
const hostile = payloads
  .map(({ payload }) => payload)
  .filter((payload) => /<script|onerror=|<img|<svg/i.test(payload))
  .slice(0, 8);

const filters = { action: '', actorId: '', targetType: '', from: '', to: '' };

function renderView(data: AuditData) {
  const Stub = createRoutesStub([{ path: '/en/admin/audit', Component: () => <AuditView lang="en" data={data} /> }]);
  render(
    <I18nextProvider i18n={i18nFor('en')}>
      <Stub initialEntries={['/en/admin/audit']} />
    </I18nextProvider>,
  );
}

const row = (overrides: Partial<AuditRow>): AuditRow => ({
  id: 1,
  actorId: 4,
  actorNickName: 'boss',
  action: 'knowledge.category.save',
  targetType: 'category',
  targetId: '9',
  before: { names: { en: 'Old' } },
  after: { names: { en: 'New' } },
  reason: null,
  createdAt: '2026-11-20T03:04:00.000Z',
  ...overrides,
});

afterEach(cleanup);

describe('the audit log page (issue 32)', () => {
  it('turns before and after into key: value lines', () => {
    expect(auditLines({ names: { en: 'A', ko: 'B' }, ids: [3, 1], admin: false })).toEqual([
      'names.en: A',
      'names.ko: B',
      'ids: 3, 1',
      'admin: false',
    ]);
    expect(auditLines(null)).toEqual([]);
  });

  it('shows hostile text in before, after, reason and the actor as text, in the table and in the cards', async () => {
    expect(hostile.length).toBeGreaterThan(5);
    const rows = hostile.map((text, index) =>
      row({ id: index + 1, actorNickName: text, before: { name: text }, after: { list: [text] }, reason: text }),
    );
    renderView({ rows, total: rows.length, pageNum: 1, pageSize: 20, filters });
    const table = await screen.findByTestId('audit-table');
    const cells = within(table).getAllByRole('row').slice(1);
    expect(cells).toHaveLength(hostile.length);
    hostile.forEach((text, index) => {
      expect(cells[index]!.textContent).toContain(`name: ${text}`);
      expect(cells[index]!.textContent).toContain(`list: ${text}`);
    });
    const cards = [...screen.getByTestId('audit-cards').children];
    expect(cards).toHaveLength(hostile.length);
    hostile.forEach((text, index) => expect(cards[index]!.textContent).toContain(`name: ${text}`));
    expect(document.querySelectorAll('script, img, iframe, svg, object, embed, a[href^="javascript"]')).toHaveLength(0);
    expect(
      [...document.querySelectorAll('*')].some((element) =>
        element.getAttributeNames().some((name) => name.startsWith('on')),
      ),
    ).toBe(false);
  });

  it('offers no edit or delete, names the system actor, says when nothing matches, and pages with the filters', async () => {
    renderView({
      rows: [row({ actorId: null, actorNickName: null, before: null })],
      total: 45,
      pageNum: 2,
      pageSize: 20,
      filters: { ...filters, action: 'member.' },
    });
    const table = await screen.findByTestId('audit-table');
    expect(within(table).getAllByText(t('audit.system')).length).toBe(1);
    expect(within(table).getByText(t('audit.none'))).toBeTruthy();
    const buttons = screen.getAllByRole('button').map((button) => button.textContent);
    expect(buttons).toEqual([t('audit.apply')]);
    const pager = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(pager).toContain('/en/admin/audit?action=member.&page=3');
    expect(pager).toContain('/en/admin/audit?action=member.');
    cleanup();
    renderView({ rows: [], total: 0, pageNum: 1, pageSize: 20, filters });
    expect(await screen.findByText(t('audit.empty'))).toBeTruthy();
    expect(screen.queryByTestId('audit-table')).toBeNull();
  });
});
