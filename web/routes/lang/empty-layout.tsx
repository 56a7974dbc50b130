import { Outlet } from 'react-router';
import { EmptyLayout } from '../../features/layout/empty-layout.tsx';

export default function EmptyLayoutRoute() {
  return (
    <EmptyLayout>
      <Outlet />
    </EmptyLayout>
  );
}
