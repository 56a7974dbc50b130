import type { APIRequestContext } from '@playwright/test';
import ko from '../common/i18n/locales/ko/adminReference.json' with { type: 'json' };
import { SAME_ORIGIN } from './account-helpers.ts';
import { expect, LAYOUT, test } from './fixtures.ts';

/**
 * The console's reference data (issue 32 item 4) in ko: a category added under a parent, a
 * code and a report reason renamed in three languages and seen by the public calls; each
 * section axe clean, and none overflowing at 375 px.
 */

/** A toast's text, inside the toast region (radix repeats it for screen readers elsewhere). */
const toastRegion = /\(F8\)/;
const SECTIONS = ['categories', 'codes', 'groupings', 'reasons'] as const;
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function signInAdmin(request: APIRequestContext) {
  const response = await request.post('/api/user/signin', {
    data: { userId: 'admin@hearth.test', password: 'e2e-admin-password' },
    headers: SAME_ORIGIN,
  });
  expect(response.status()).toBe(200);
}

async function call<T>(request: APIRequestContext, url: string, data: object): Promise<T> {
  const response = await request.post(url, { data, headers: SAME_ORIGIN });
  expect(response.status(), url).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

interface Named {
  id: number;
  key: string;
  name: string;
  names: { ko: string; en: string; ja: string };
}

test('an administrator in ko adds a category under a parent and renames a code and a report reason', async ({
  page,
  checkA11y,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAdmin(page.request);
  const saved = page.getByRole('region', { name: toastRegion }).getByText(ko.saved);

  // Categories: a parent of this test's own, then a child added through the form.
  const parentKey = `forum.e2eref${unique()}`;
  const parent = await call<{ id: number }>(page.request, '/api/admin/category/add', {
    type: 'forum',
    parentId: null,
    key: parentKey,
    names: { ko: '상위 ko', en: 'Parent en', ja: '親 ja' },
  });
  await page.goto('/ko/admin/reference?type=forum');
  await expect(page.getByRole('heading', { level: 1, name: ko.title })).toBeVisible();
  await expect(page.getByRole('link', { name: ko.sections.categories, exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await checkA11y();
  const childKey = `${parentKey}.child`;
  const add = page.getByRole('region', { name: ko.addCategory.title });
  await add.getByLabel(ko.addCategory.parent).selectOption(String(parent.id));
  await add.getByLabel(ko.key).fill(childKey);
  await add.getByLabel(ko.names.ko).fill('하위 분류');
  await add.getByLabel(ko.names.en).fill('Child topic');
  await add.getByLabel(ko.names.ja).fill('下位トピック');
  await add.getByRole('button', { name: ko.addCategory.submit }).click();
  await expect(page.getByRole('region', { name: toastRegion }).getByText(ko.added)).toBeVisible();
  await expect(page.getByTestId(`category-${childKey}`).getByLabel(ko.names.ko)).toHaveValue('하위 분류');
  const tree = await call<{ rows: { id: number; children: { key?: string; name: string }[] }[] }>(
    page.request,
    '/api/category/list',
    { type: 'forum', lang: 'ja' },
  );
  expect(tree.rows.find((row) => row.id === parent.id)?.children.map((child) => child.name)).toEqual(['下位トピック']);

  // Codes: a job of this test's own, renamed in three languages in place.
  const codeKey = `JOB_E2E_${unique().toUpperCase()}`;
  await call(page.request, '/api/admin/code/save', {
    group: 'job',
    key: codeKey,
    names: { ko: '오타 ko', en: 'Typo en', ja: 'タイポ ja' },
  });
  await page.getByRole('link', { name: ko.sections.codes, exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: ko.codeGroups.job })).toBeVisible();
  await checkA11y();
  const code = page.getByTestId(`row-${codeKey}`);
  await code.getByLabel(ko.names.ko).fill('데이터 분석가');
  await code.getByLabel(ko.names.en).fill('Data analyst');
  await code.getByLabel(ko.names.ja).fill('データアナリスト');
  await code.getByRole('button', { name: ko.save }).click();
  await expect(saved).toBeVisible();
  for (const [lang, name] of [
    ['ko', '데이터 분석가'],
    ['en', 'Data analyst'],
    ['ja', 'データアナリスト'],
  ] as const) {
    const codes = await call<{ rows: Named[] }>(page.request, '/api/admin/code/get_list', { group: 'job', lang });
    expect(codes.rows.find((row) => row.key === codeKey)?.name).toBe(name);
  }

  // Groupings: the section is there and axe clean (renaming one would change other specs' pages).
  await page.getByRole('link', { name: ko.sections.groupings, exact: true }).click();
  await expect(page.getByTestId('row-forum')).toBeVisible();
  await checkA11y();

  // Report reasons: harassment renamed, seen by the public list, then given its names back so
  // that other specs read what they expect.
  const reasons = await call<{ rows: Named[] }>(page.request, '/api/report/get_code', { lang: 'ko' });
  const harassment = reasons.rows.find((row) => row.key === 'harassment')!;
  try {
    // A fresh load, so that the code's "saved" toast is gone before this one is awaited.
    await page.goto('/ko/admin/reference?section=reasons');
    await expect(page.getByRole('link', { name: ko.sections.reasons, exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const reason = page.getByTestId('row-harassment');
    await expect(reason.getByLabel(ko.names.ko)).toHaveValue(harassment.names.ko);
    await checkA11y();
    await reason.getByLabel(ko.names.ko).fill('괴롭힘·따돌림');
    await reason.getByLabel(ko.names.en).fill('Harassment or bullying');
    await reason.getByLabel(ko.names.ja).fill('嫌がらせ・いじめ');
    await reason.getByRole('button', { name: ko.save }).click();
    await expect(saved).toBeVisible();
    for (const [lang, name] of [
      ['ko', '괴롭힘·따돌림'],
      ['en', 'Harassment or bullying'],
      ['ja', '嫌がらせ・いじめ'],
    ] as const) {
      const after = await call<{ rows: Named[] }>(page.request, '/api/report/get_code', { lang });
      expect(after.rows.find((row) => row.key === 'harassment')?.name).toBe(name);
    }
  } finally {
    await call(page.request, '/api/admin/reportReason/update', { id: harassment.id, names: harassment.names });
  }
});

test('the reference page fits a 375 px screen in each section', LAYOUT, async ({ page }) => {
  await signInAdmin(page.request);
  for (const section of SECTIONS) {
    await page.goto(`/ko/admin/reference?section=${section}`);
    await expect(page.getByRole('link', { name: ko.sections[section], exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const widths = await page.evaluate(() => [
      document.documentElement.scrollWidth,
      document.documentElement.clientWidth,
    ]);
    expect([section, widths[0]! <= widths[1]!]).toEqual([section, true]);
  }
});
