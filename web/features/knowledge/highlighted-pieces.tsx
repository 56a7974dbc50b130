import type { Highlighted } from '../../../common/contracts/search.ts';

/**
 * A title or excerpt as the search cut it: the matched pieces in <mark>. Each piece is plain
 * text React escapes, so nothing an article or a query holds can become markup.
 */
export function HighlightedPieces({ pieces }: { pieces: Highlighted }) {
  return (
    <>
      {pieces.map((piece, index) =>
        piece.hit ? (
          <mark key={index} className="rounded-sm bg-ember-100 px-0.5 text-inherit">
            {piece.text}
          </mark>
        ) : (
          <span key={index}>{piece.text}</span>
        ),
      )}
    </>
  );
}
