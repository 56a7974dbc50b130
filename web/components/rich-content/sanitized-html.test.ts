import { describe, expect, it } from 'vitest';
import { withScrollableBlocks } from './sanitized-html.tsx';

describe('withScrollableBlocks', () => {
  it('lets the keyboard reach every table and code block the server wrote, and nothing else', () => {
    // As server/modules/posts/sanitize.ts writes it: its own tags, member text escaped.
    const stored =
      '<table><tbody><tr><td><p>a</p></td></tr></tbody></table><pre><code>x</code></pre>' +
      '<p>&lt;table&gt; and <code>&lt;pre&gt;</code> as text</p><table><tbody><tr><td><p>b</p></td></tr></tbody></table>';
    const shown = withScrollableBlocks(stored);
    expect(shown.match(/<table tabindex="0">/g)).toHaveLength(2);
    expect(shown.match(/<pre tabindex="0">/g)).toHaveLength(1);
    // Member text that spells the tags stays text.
    expect(shown).toContain('<p>&lt;table&gt; and <code>&lt;pre&gt;</code> as text</p>');
    expect(shown.replaceAll(' tabindex="0"', '')).toBe(stored);
  });
});
