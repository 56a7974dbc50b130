import { chromium } from '@playwright/test';
import { systemChromium, CHROMIUM_FLAGS } from './chromium.ts';
const browser = await chromium.launch({ executablePath: systemChromium(), args: CHROMIUM_FLAGS });
for (const [name, url, width] of [['home1440', '/ko', 1440], ['list1440', '/ko/forum/list', 1440], ['home375', '/ko', 375]] as const) {
  const page = await browser.newPage({ viewport: { width, height: 1000 } });
  await page.goto(`http://127.0.0.1:5450${url}`);
  await page.waitForTimeout(500);
  await page.screenshot({ path: `/tmp/${name}.png`, fullPage: false });
  await page.close();
}
await browser.close();
