import type { JSX, SVGProps } from 'react';
import { type SnsLinkType, snsTypeIssue } from '../../../common/validation/member.ts';
import { Icon } from '../../components/ui/icons.tsx';

type IconProps = SVGProps<SVGSVGElement>;

/**
 * One line icon per SNS link type (SPEC §3.1; the `sns` codes of the reference data), drawn on
 * the design system's 24 px grid in currentColor: simple marks of each network, not their logos.
 * A `Record` over the types, so a type added to common/validation/member.ts needs its icon here.
 */
const SNS_ICONS: Record<SnsLinkType, (props: IconProps) => JSX.Element> = {
  SNS_FACEBOOK: (props) => (
    <Icon {...props}>
      <rect x="3" y="3" width="18" height="18" rx="4" />
      <path d="M15.5 7.5H14a2.5 2.5 0 0 0-2.5 2.5v11M8.5 13h6" />
    </Icon>
  ),
  SNS_INSTAGRAM: (props) => (
    <Icon {...props}>
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <path d="M17.5 6.5v.01" />
    </Icon>
  ),
  SNS_BRUNCH: (props) => (
    <Icon {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="M9.5 7v10" />
      <circle cx="12.5" cy="14" r="3" />
    </Icon>
  ),
  SNS_NAVERBLOG: (props) => (
    <Icon {...props}>
      <path d="M4 4.5h16v12h-7l-3.5 3.5v-3.5H4z" />
      <path d="M9 13.5v-6l6 6v-6" />
    </Icon>
  ),
  SNS_LINKEDIN: (props) => (
    <Icon {...props}>
      <rect x="3" y="3" width="18" height="18" rx="3" />
      <path d="M8 11v6M8 7.5v.01M12 17v-6M12 13.5a2.5 2.5 0 0 1 5 0V17" />
    </Icon>
  ),
  SNS_HOMEPAGE: (props) => (
    <Icon {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3a14 14 0 0 1 0 18 14 14 0 0 1 0-18" />
    </Icon>
  ),
};

/** A chain link: any link whose type has no icon of its own. */
function GenericLinkIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1" />
      <path d="M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" />
    </Icon>
  );
}

const isSnsLinkType = (type: string): type is SnsLinkType => snsTypeIssue(type) === undefined;

/** The icon of an SNS link type, a chain link for any other; decorative (the link's text names the network). */
export function SnsIcon({ type, ...props }: { type: string } & IconProps) {
  const known = isSnsLinkType(type);
  const Drawn = known ? SNS_ICONS[type] : GenericLinkIcon;
  return <Drawn aria-hidden="true" data-icon={known ? type : 'link'} {...props} />;
}
