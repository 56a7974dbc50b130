/**
 * A field's length against its limit, "37 / 100" (SPEC §5): the post form's fields and the reply
 * composer show the same one. Tiny on purpose: the reading page's script carries it.
 */
export function Counter({ id, count, max, label }: { id: string; count: number; max: number; label: string }) {
  return (
    <p id={id} className={`text-sm tabular-nums ${count > max ? 'font-semibold text-berry-700' : 'text-ink-600'}`}>
      <span className="sr-only">{label} </span>
      {count.toLocaleString('en-US')} / {max.toLocaleString('en-US')}
    </p>
  );
}
