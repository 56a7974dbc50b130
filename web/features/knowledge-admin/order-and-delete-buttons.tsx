import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';

/**
 * Up, down and delete for one row among its siblings (a category or an article of the
 * knowledge console), each named with the row's name for screen readers.
 */
export function OrderAndDeleteButtons({
  name,
  index,
  count,
  busy,
  onMove,
  onDelete,
}: {
  name: string;
  index: number;
  count: number;
  busy: boolean;
  onMove: (delta: -1 | 1) => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation('knowledgeAdmin');
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        aria-label={t('index.moveUp', { name })}
        disabled={index === 0 || busy}
        onClick={() => onMove(-1)}
      >
        <span aria-hidden="true">↑</span>
      </Button>
      <Button
        variant="ghost"
        size="sm"
        aria-label={t('index.moveDown', { name })}
        disabled={index === count - 1 || busy}
        onClick={() => onMove(1)}
      >
        <span aria-hidden="true">↓</span>
      </Button>
      <Button
        variant="ghost"
        size="sm"
        className="text-berry-700"
        aria-label={t('index.delete', { name })}
        disabled={busy}
        onClick={onDelete}
      >
        {t('index.deleteConfirm')}
      </Button>
    </>
  );
}
