import { useTranslation } from 'react-i18next';

// Pairs from the palette whose contrast passes WCAG AA for small text.
const TONES: Record<string, string> = {
  queued: 'bg-crust-100 text-ink-800',
  sent: 'bg-leaf-50 text-leaf-700',
  kept: 'bg-flour-200 text-ink-800',
  failed: 'bg-berry-50 text-berry-700',
};

export function MailStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation('pages');
  return (
    <span
      className={`shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${TONES[status] ?? TONES.kept}`}
    >
      {t(`mailbox.statuses.${status}`, { defaultValue: status })}
    </span>
  );
}
