import { useLocation, useNavigation } from 'react-router';

const areaOf = (pathname: string) => pathname.split('/').slice(0, 3).join('/');

/**
 * True while another page of the same area loads: the content dims (as the search page's does)
 * beside the layout's progress bar, so the reader sees the click was taken.
 */
export function useLoadingHere(): boolean {
  const navigation = useNavigation();
  const location = useLocation();
  return navigation.state === 'loading' && areaOf(navigation.location.pathname) === areaOf(location.pathname);
}

export const loadingClass = (loading: boolean) => `transition-opacity duration-200 ${loading ? 'opacity-60' : ''}`;
