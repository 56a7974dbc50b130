import { Outlet } from 'react-router';
import { DefaultLayout } from '../../features/layout/default-layout.tsx';

export default function DefaultLayoutRoute() {
  return (
    <DefaultLayout>
      <Outlet />
    </DefaultLayout>
  );
}
