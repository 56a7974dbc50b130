import type { Page } from '@playwright/test';
import { LOCALES } from '../common/i18n/locales.ts';
import { LEGAL_DOCUMENT_KINDS } from '../web/features/legal/types.ts';
import { expect, LAYOUT, test } from './fixtures.ts';

/**
 * Issue 23 item 7: the privacy policy's retention table had a first column 37 px wide (one
 * letter a line), cells up to 870 px tall and its last column cut off. Every table of every
 * legal page, in every language, is measured at 375, 768 and 1440 px.
 */

/** No column narrower than this (web/features/legal/legal-table.tsx gives each 6rem). */
const MIN_COLUMN_PX = 96;
/** About eight lines of the tables' 14 px text: a cell taller than this reads as a column of words. */
const MAX_CELL_PX = 180;
/** The desktop project measures the desktop and tablet widths, the mobile project the phone. */
const WIDTHS: Record<string, number[]> = { desktop: [1440, 768], mobile: [375] };

interface TableFigures {
  caption: string;
  columns: number[];
  tallestCell: number;
  tableWidth: number;
  boxWidth: number;
  boxLeft: number;
  boxRight: number;
  viewportWidth: number;
}

/** Each table of the page's main, with its scroll box: the element that holds it. */
function measureTables(page: Page): Promise<TableFigures[]> {
  return page
    .getByRole('main')
    .locator('table')
    .evaluateAll((tables: HTMLTableElement[]) =>
      tables.map((table) => {
        const box = table.parentElement as HTMLElement;
        const header = table.tHead?.rows[0];
        return {
          caption: table.caption?.textContent ?? '',
          columns: [...(header?.cells ?? [])].map((cell) => cell.getBoundingClientRect().width),
          tallestCell: Math.max(...[...table.querySelectorAll('th, td')].map((c) => c.getBoundingClientRect().height)),
          tableWidth: table.getBoundingClientRect().width,
          boxWidth: box.clientWidth,
          boxLeft: box.getBoundingClientRect().left,
          boxRight: box.getBoundingClientRect().right,
          viewportWidth: document.documentElement.clientWidth,
        };
      }),
    );
}

test.describe('legal tables (issue 23 item 7)', LAYOUT, () => {
  for (const lang of LOCALES) {
    test(`every table of the ${lang} legal pages fits its column widths and the screen`, async ({ page }, testInfo) => {
      let measured = 0;
      for (const width of WIDTHS[testInfo.project.name] ?? []) {
        await page.setViewportSize({ width, height: 900 });
        for (const kind of LEGAL_DOCUMENT_KINDS) {
          await page.goto(`/${lang}/service/${kind}`);
          for (const table of await measureTables(page)) {
            measured += 1;
            const where = `${lang}/service/${kind} at ${width} px, "${table.caption}"`;
            for (const column of table.columns) {
              expect(column, `${where}: a column's width`).toBeGreaterThanOrEqual(MIN_COLUMN_PX);
            }
            expect(table.tallestCell, `${where}: the tallest cell`).toBeLessThanOrEqual(MAX_CELL_PX);
            // Half a pixel: layout widths are fractional.
            expect(table.tableWidth, `${where}: the table within its box`).toBeLessThanOrEqual(table.boxWidth + 0.5);
            expect(table.boxLeft, `${where}: the box within the screen`).toBeGreaterThanOrEqual(0);
            expect(table.boxRight, `${where}: the box within the screen`).toBeLessThanOrEqual(
              table.viewportWidth + 0.5,
            );
            // The box is a named region that the keyboard reaches (axe scrollable-region-focusable).
            const region = page.getByRole('region', { name: table.caption });
            await expect(region).toHaveAttribute('tabindex', '0');
            await expect(region.getByRole('table', { name: table.caption })).toBeVisible();
          }
          expect(
            await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
          ).toBeLessThanOrEqual(0);
        }
      }
      // The privacy policy has the retention table in every language: nothing measured is a broken test.
      expect(measured).toBeGreaterThanOrEqual(1);
    });
  }
});

test('a table wider than a 320 px screen scrolls sideways inside its box, from the keyboard', async ({
  page,
  checkA11y,
}) => {
  await page.setViewportSize({ width: 320, height: 700 });
  await page.goto('/en/service/privacy');
  const [table] = await measureTables(page);
  // Three columns of at least 96 px do not fit the 280 px of text a 320 px screen has.
  expect(table?.tableWidth).toBeGreaterThan(table?.boxWidth ?? Infinity);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  for (const column of table?.columns ?? []) expect(column).toBeGreaterThanOrEqual(MIN_COLUMN_PX);

  const region = page.getByRole('region', { name: 'Retention required by law' });
  // The keyboard reaches the box with Tab from the last entry of the table of contents (no link between).
  await page.getByRole('navigation', { name: 'Contents' }).getByRole('link').last().focus();
  await page.keyboard.press('Tab');
  await expect(region).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => region.evaluate((box) => box.scrollLeft)).toBeGreaterThan(0);
  await checkA11y();
});
