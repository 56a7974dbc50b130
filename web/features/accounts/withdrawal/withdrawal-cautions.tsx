import { useTranslation } from 'react-i18next';

/** What withdrawal does (DECISIONS P11, SPEC §9 "rejoin wait 30 days"), in the order it happens. */
const CAUTIONS = ['signOut', 'posts', 'blocked', 'erased', 'final'] as const;

export function WithdrawalCautions() {
  const { t } = useTranslation('member');
  return (
    <section aria-labelledby="withdrawal-cautions" className="rounded-lg border border-crust-300 bg-crust-100 p-5">
      <h2 id="withdrawal-cautions" className="text-lg font-bold text-ink-900">
        {t('withdrawal.cautionsTitle')}
      </h2>
      <ul className="mt-3 list-disc space-y-2 ps-5 text-ink-800 marker:text-crust-700">
        {CAUTIONS.map((caution) => (
          <li key={caution}>{t(`withdrawal.cautions.${caution}`)}</li>
        ))}
      </ul>
    </section>
  );
}
