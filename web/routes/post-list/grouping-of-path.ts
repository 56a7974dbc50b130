import type { PostGroupingType } from '../../../common/contracts/reference.ts';

/**
 * common/contracts/reference.ts holds this list next to zod schemas, which the browser bundle
 * must not carry (meta runs there too); the type keeps the two lists in step.
 */
const LIST_TYPES = ['whatsnew', 'forum', 'casestudy', 'careers'] as const satisfies readonly PostGroupingType[];
type Missing = Exclude<PostGroupingType, (typeof LIST_TYPES)[number]>;
const everyTypeListed: [Missing] extends [never] ? true : Missing = true;
void everyTypeListed;

/** The four list routes share one module (web/routes.ts); the grouping is the path's second segment. */
export function groupingOfPath(pathname: string): PostGroupingType | undefined {
  const segment = pathname.split('/')[2];
  return LIST_TYPES.find((type) => type === segment);
}
