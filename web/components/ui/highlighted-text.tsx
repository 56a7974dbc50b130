import type { Highlighted } from '../../../common/contracts/search.ts';

/**
 * A title or excerpt as the server cut it: the pieces that matched the query in <mark>. Every
 * piece is plain text that React escapes, so nothing a post or a query holds can become markup.
 */
export function HighlightedText({ segments }: { segments: Highlighted }) {
  return (
    <>
      {segments.map((segment, index) =>
        segment.hit ? (
          <mark key={index} className="rounded-sm bg-ember-100 px-0.5 text-inherit">
            {segment.text}
          </mark>
        ) : (
          <span key={index}>{segment.text}</span>
        ),
      )}
    </>
  );
}

/** The plain text of highlighted pieces (a link's accessible name, a page title). */
export function plainText(segments: Highlighted): string {
  return segments.map((segment) => segment.text).join('');
}
