/**
 * Member HTML as the server stored it. dangerouslySetInnerHTML is acceptable here and only here:
 * the server is the one place that decides what HTML survives (DECISIONS P15; its allowlist in
 * server/modules/posts/sanitize.ts drops scripts, event handlers, styles and foreign URLs), and
 * the content reaches this component only from the API's post and reply answers. Nothing the
 * browser builds is ever passed in.
 */
export function SanitizedHtml({ html, className, id }: { html: string; className?: string; id?: string }) {
  // data-member-html marks what members wrote, for tests and tools that judge the page's own markup.
  return (
    <div
      id={id}
      className={className}
      data-member-html=""
      dangerouslySetInnerHTML={{ __html: withScrollableBlocks(html) }}
    />
  );
}

/**
 * Wide tables and code blocks scroll sideways inside the column (content-styles.ts), so a
 * keyboard must be able to reach them to scroll them (WCAG 2.1.1; axe's
 * scrollable-region-focusable). The server writes each as exactly `<table>` or `<pre>` and
 * escapes member text, so these literals can only be its own markup.
 */
export function withScrollableBlocks(html: string): string {
  return html.replaceAll('<table>', '<table tabindex="0">').replaceAll('<pre>', '<pre tabindex="0">');
}
