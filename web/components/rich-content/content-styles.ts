/**
 * Styles of member HTML (what the server's allowlist keeps, P15): headings, lists, quotes, code,
 * tables, figures with caption and alignment, YouTube and Vimeo embeds, lines. Classes on the
 * container rather than on the elements, which arrive as HTML; no style attributes anywhere
 * (the CSP refuses them).
 */
export const postProseClasses = [
  'text-base text-ink-800 [overflow-wrap:anywhere]',
  '[&>:first-child]:mt-0 [&>:last-child]:mb-0',
  '[&_p]:my-3',
  '[&_h1]:mt-9 [&_h1]:mb-3 [&_h1]:text-2xl [&_h1]:font-bold [&_h1]:text-ink-900',
  '[&_h2]:mt-8 [&_h2]:mb-3 [&_h2]:text-xl [&_h2]:font-bold [&_h2]:text-ink-900',
  '[&_h3]:mt-7 [&_h3]:mb-2 [&_h3]:text-lg [&_h3]:font-bold [&_h3]:text-ink-900',
  '[&_h4]:mt-6 [&_h4]:mb-2 [&_h4]:font-bold [&_h4]:text-ink-900',
  '[&_a]:font-medium [&_a]:text-ember-700 [&_a]:underline [&_a]:underline-offset-2 [&_a:hover]:text-ember-900',
  '[&_strong]:font-bold [&_em]:italic [&_s]:line-through [&_u]:underline',
  '[&_ul]:my-3 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-3 [&_ol]:list-decimal [&_ol]:pl-6',
  '[&_li]:my-1 [&_li>p]:my-1 [&_li::marker]:text-ink-500',
  '[&_blockquote]:my-5 [&_blockquote]:rounded-r-md [&_blockquote]:border-l-4 [&_blockquote]:border-crust-300',
  '[&_blockquote]:bg-flour-100 [&_blockquote]:py-2 [&_blockquote]:pr-4 [&_blockquote]:pl-4 [&_blockquote]:text-ink-700',
  '[&_code]:rounded-sm [&_code]:bg-flour-200 [&_code]:px-1 [&_code]:font-mono [&_code]:text-[0.9em]',
  '[&_pre]:my-5 [&_pre]:overflow-x-auto [&_pre]:rounded-md [&_pre]:bg-ink-900 [&_pre]:p-4 [&_pre]:text-sm [&_pre]:text-flour-50',
  '[&_pre_code]:bg-transparent [&_pre_code]:p-0 [&_pre_code]:text-inherit',
  '[&_hr]:my-8 [&_hr]:border-0 [&_hr]:border-t [&_hr]:border-flour-300',
  // Wide tables scroll inside the column instead of widening the page on a phone.
  '[&_table]:my-5 [&_table]:block [&_table]:max-w-full [&_table]:overflow-x-auto [&_table]:border-collapse [&_table]:text-sm [&_table]:scroll-shadows-x',
  '[&_th]:border [&_th]:border-flour-300 [&_th]:bg-flour-100 [&_th]:px-3 [&_th]:py-2 [&_th]:text-left [&_th]:font-semibold',
  '[&_td]:border [&_td]:border-flour-300 [&_td]:px-3 [&_td]:py-2 [&_td]:align-top [&_th]:align-top',
  // Narrow columns keep their words whole; the table scrolls instead.
  '[&_th]:whitespace-nowrap [&_td]:min-w-24',
  '[&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-md',
  '[&_figure]:my-6 [&_figure_img]:mx-auto [&_figure_img]:block',
  '[&_figcaption]:mt-2 [&_figcaption]:text-center [&_figcaption]:text-sm [&_figcaption]:text-ink-600',
  '[&_figure[data-align=left]_img]:ml-0 [&_figure[data-align=left]_figcaption]:text-left',
  '[&_figure[data-align=right]_img]:mr-0 [&_figure[data-align=right]_img]:ml-auto [&_figure[data-align=right]_figcaption]:text-right',
  // Players keep 16:9 at any width.
  '[&_div[data-embed]]:my-6 [&_div[data-embed]]:aspect-video [&_div[data-embed]]:w-full [&_div[data-embed]]:overflow-hidden [&_div[data-embed]]:rounded-md [&_div[data-embed]]:bg-ink-900',
  '[&_iframe]:aspect-video [&_iframe]:h-auto [&_iframe]:w-full [&_iframe]:border-0 [&_div[data-embed]_iframe]:h-full',
].join(' ');

/** Replies hold text, links and images only. */
export const replyProseClasses = [
  'text-base text-ink-800 [overflow-wrap:anywhere]',
  '[&>:first-child]:mt-0 [&>:last-child]:mb-0 [&_p]:my-1.5',
  '[&_a]:font-medium [&_a]:text-ember-700 [&_a]:underline [&_a]:underline-offset-2 [&_a:hover]:text-ember-900',
  '[&_strong]:font-bold [&_em]:italic',
  '[&_img]:mt-1 [&_img]:h-auto [&_img]:max-h-96 [&_img]:max-w-full [&_img]:rounded-md [&_img]:border [&_img]:border-flour-300',
].join(' ');
