import { performance } from 'node:perf_hooks';
import { sanitizePostHtml } from '../../server/modules/posts/shared/sanitize.ts';

/**
 * The sanitizer runs on every post save (P15): how long a post at the 60,000-character limit
 * takes, in the editor's whole format, and a deeply nested hostile document of the HTML limit.
 */
export async function sanitizeTiming(rounds = 20): Promise<void> {
  const image = '/uploads/bench/a.png';
  const block =
    `<h2>Heading</h2><p>Some <strong>bold</strong> and <a href="https://example.com/x">a link</a> in a paragraph.</p>` +
    `<ul><li><p>item one</p></li><li><p>item two</p></li></ul>` +
    `<figure data-align="center"><img src="${image}" alt="x"><figcaption>c</figcaption></figure>` +
    '<table><tbody><tr><td><p>a</p></td><td><p>b</p></td></tr></tbody></table>';
  const full = block.repeat(Math.ceil(60_000 / sanitizePostHtml(block).text.length));
  const nested = '<div>'.repeat(80_000);
  for (const [label, html] of [
    [`60,000-character post (${full.length} characters of HTML)`, full],
    [`80,000 nested <div> (${nested.length} characters)`, nested],
  ] as const) {
    const times: number[] = [];
    for (let round = 0; round < rounds; round++) {
      const started = performance.now();
      sanitizePostHtml(html);
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    const median = times[Math.floor(times.length / 2)]!;
    console.log(`${label.padEnd(60)} median ${median.toFixed(1)} ms, best ${times[0]!.toFixed(1)} ms`);
  }
}
