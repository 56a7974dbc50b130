import type { SVGProps } from 'react';
import { BulbIcon, ChartIcon, ChatIcon, SparkleIcon } from '../../components/ui/icons.tsx';
import type { SectionKey } from './sections.ts';

const ICONS = { whatsnew: SparkleIcon, forum: ChatIcon, casestudy: ChartIcon, solomon: BulbIcon } as const;

/** The decorative icon of a community section, shared by the mobile menu and the home page. */
export function SectionIcon({ section, ...props }: { section: SectionKey } & SVGProps<SVGSVGElement>) {
  const Icon = ICONS[section];
  return <Icon {...props} />;
}
