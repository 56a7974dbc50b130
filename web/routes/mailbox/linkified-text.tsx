const WEB_ADDRESS = /(https?:\/\/[^\s<>"']+)/g;

/** The text part as written, with its web addresses as links a person (or a test) can follow. */
export function LinkifiedText({ text }: { text: string }) {
  const pieces = text.split(WEB_ADDRESS);
  return (
    <>
      {pieces.map((piece, index) =>
        // split() with a capturing group puts the addresses at the odd indexes.
        index % 2 === 1 ? (
          <a
            key={index}
            href={piece}
            className="break-all text-ember-700 underline underline-offset-2 hover:text-ember-800"
          >
            {piece}
          </a>
        ) : (
          piece
        ),
      )}
    </>
  );
}
