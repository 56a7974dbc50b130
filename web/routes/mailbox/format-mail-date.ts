/**
 * yyyy.MM.dd HH:mm (SPEC §5) in UTC, named: the same text on the server and in the browser,
 * whatever their time zones, so hydration never disagrees.
 */
export function formatMailDate(iso: string): string {
  const date = new Date(iso);
  const pad = (value: number) => String(value).padStart(2, '0');
  return (
    `${date.getUTCFullYear()}.${pad(date.getUTCMonth() + 1)}.${pad(date.getUTCDate())} ` +
    `${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())} UTC`
  );
}
