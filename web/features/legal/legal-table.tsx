/**
 * A table of a legal text (the privacy policy's retention periods). Every column keeps at least
 * 6rem, so a column never shrinks to a letter a line: the page's `overflow-wrap: anywhere`
 * (web/styles/app.css) would let a cell's words break anywhere and the browser then sizes a
 * column to a single letter. Cells wrap between words (Korean keeps words whole, Japanese wraps
 * between characters); when the columns cannot fit, the table scrolls sideways inside its box,
 * which takes keyboard focus (axe scrollable-region-focusable) and is named by the caption.
 */
export function LegalTable({ caption, head, rows }: { caption: string; head: string[]; rows: string[][] }) {
  const cell = 'min-w-24 px-2.5 py-2 text-start align-top [overflow-wrap:break-word]';
  return (
    <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={caption}>
      <table className="w-full border-collapse text-sm">
        <caption className="mb-2 text-start font-semibold text-ink-800">{caption}</caption>
        <thead>
          <tr className="border-b-2 border-ink-300">
            {head.map((text) => (
              <th key={text} scope="col" className={`${cell} font-semibold`}>
                {text}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.join('|')} className="border-b border-flour-300">
              {row.map((text, index) =>
                index === 0 ? (
                  <th key={index} scope="row" className={`${cell} font-normal`}>
                    {text}
                  </th>
                ) : (
                  <td key={index} className={cell}>
                    {text}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
