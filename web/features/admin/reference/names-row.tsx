import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { NamesFields } from './names-fields.tsx';
import { type ReferenceIntent, useReferenceAction } from './reference-action.ts';

/** One code, grouping or report reason: its fixed key and its three names, renamed in place. */
export function NamesRow({
  intent,
  id,
  label,
  names,
}: {
  intent: ReferenceIntent;
  id: number;
  label: string;
  names: { ko: string; en: string; ja: string };
}) {
  const { t } = useTranslation('adminReference');
  const fetcher = useReferenceAction();
  return (
    <li className="rounded-md border border-flour-300 p-3" data-testid={`row-${label}`}>
      <p className="mb-1 break-all text-sm font-semibold text-ink-900">{label}</p>
      <fetcher.Form method="post" className="flex flex-wrap items-end gap-2" aria-label={label}>
        <input type="hidden" name="intent" value={intent} />
        <input type="hidden" name="id" value={id} />
        <NamesFields names={names} />
        <Button type="submit" variant="secondary" disabled={fetcher.state !== 'idle'}>
          {t('save')}
        </Button>
      </fetcher.Form>
    </li>
  );
}
