import { useTranslation } from 'react-i18next';
import { FlagIcon } from './reading-icons.tsx';

/**
 * Report, or "Reported" once the member has reported it (P16: once each): a second report would
 * only be refused after the whole form, so the state shows instead of the button.
 */
export function ReportButton({
  reported,
  label,
  className,
  onClick,
}: {
  reported: boolean;
  label: string;
  className: string;
  onClick: () => void;
}) {
  const { t } = useTranslation('post');
  if (reported) {
    return (
      <span className={`${className} cursor-default text-ink-500 hover:bg-transparent`} data-testid="reported">
        <FlagIcon aria-hidden="true" />
        {t('actions.reported')}
      </span>
    );
  }
  return (
    <button type="button" className={className} onClick={onClick} aria-haspopup="dialog">
      <FlagIcon aria-hidden="true" />
      {label}
    </button>
  );
}
