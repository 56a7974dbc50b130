import { isRouteErrorResponse, useRouteError } from 'react-router';
import { NotFoundBoundary } from '../../features/errors/not-found-boundary.tsx';
import { WithdrawnPage } from '../../features/members/withdrawn-page.tsx';
import { WITHDRAWN_STATUS } from '../../features/members/withdrawn-status.ts';

/**
 * The error boundary of every page about one member (profile, follower lists, activity): a
 * withdrawn member's pages answer 410 and show the withdrawn notice (P11); anything else that
 * reaches here is a member that does not exist for this viewer.
 */
export function MemberPageErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === WITHDRAWN_STATUS) return <WithdrawnPage />;
  return <NotFoundBoundary />;
}
