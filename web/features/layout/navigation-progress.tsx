import { useNavigation } from 'react-router';
import { LoadingIndicator } from '../../components/ui/loading-indicator.tsx';

/**
 * While a client-side navigation waits for its data, the loading indicator of SPEC §2.3 shows
 * over the page. It fades in after a moment (CSS only), so quick navigations do not flash it.
 */
export function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state !== 'loading') return null;
  return (
    <div className="pointer-events-none fixed inset-x-0 top-20 z-40 flex justify-center motion-safe:animate-appear-late">
      <div className="rounded-2xl bg-white/95 shadow-lg ring-1 ring-flour-300">
        <LoadingIndicator size={56} />
      </div>
    </div>
  );
}
