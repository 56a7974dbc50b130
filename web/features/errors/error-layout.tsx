import { EmptyLayout } from '../../components/empty-layout.tsx';

/**
 * The error layout (SPEC §2.3 "an error switches to the error layout"): the empty layout with
 * the page centred, without the navigation bar, whose data may be what failed.
 */
export function ErrorLayout({ children }: { children: React.ReactNode }) {
  return (
    <EmptyLayout className="items-center justify-center bg-flour-50 px-6 py-16 text-ink-900">{children}</EmptyLayout>
  );
}
