import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/ui/toasts.tsx';
import { VIA_FETCHER } from './post-action-result.ts';
import { useFailureFeedback, usePostFetcher } from './use-post-fetcher.ts';

/**
 * An administrator's Solomon reference mark on a forum post (SPEC §2.2, §7.2 update_reference;
 * issue 31): the post then shows the badge and appears among the references of the answers that
 * link its guide. The page's data is read again after it, so the badge follows.
 */
export function ReferenceButton({ marked, className }: { marked: boolean; className: string }) {
  const { t } = useTranslation('post');
  const toast = useToast();
  const showFailure = useFailureFeedback();
  const fetcher = usePostFetcher({
    onResult: (result) => {
      if (!result.ok) return showFailure(result);
      if (result.intent === 'reference') {
        toast.show({
          tone: 'success',
          title: t(result.solomonReference ? 'actions.referenced' : 'actions.unreferenced'),
        });
      }
    },
  });
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="intent" value="reference" />
      <input type="hidden" name="solomonReference" value={marked ? 'false' : 'true'} />
      <input type="hidden" name={VIA_FETCHER} value="fetcher" />
      <button type="submit" className={className} aria-pressed={marked} disabled={fetcher.state !== 'idle'}>
        {t(marked ? 'actions.unmarkReference' : 'actions.markReference')}
      </button>
    </fetcher.Form>
  );
}
