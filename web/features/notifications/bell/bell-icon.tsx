import { Icon } from '../../../components/ui/icons.tsx';

/** The bell's line icon, on the design system's 24 px grid (decorative, like every icon). */
export function BellIcon() {
  return (
    <Icon>
      <path d="M6 16V11a6 6 0 1 1 12 0v5l1.5 2h-15Z" />
      <path d="M10 20.5a2 2 0 0 0 4 0" />
    </Icon>
  );
}
