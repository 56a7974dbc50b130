import type { ServiceContext } from '../../lib/context.ts';
import type { AbuseLimits } from '../posts/context.ts';
import type { ProfileImageContext } from '../posts/uploads/service.ts';

/**
 * What the members services are given (ADR 0015): the platform's parts, the P17 limits (the
 * same instance posts uses, built once in server/app.ts, so the follow limit is one count), and
 * the uploads' parts that store profile images.
 */
export type MembersContext = ServiceContext & {
  /** DECISIONS P17: `follow` is USER_FOLLOW_ABUSING. */
  limits: AbuseLimits;
  /** Where profile images go: posts' uploads (storage, upload limit, purge). */
  images: ProfileImageContext;
};

export function createMembersContext(
  services: ServiceContext,
  parts: { limits: AbuseLimits; images: ProfileImageContext },
): MembersContext {
  return { ...services, limits: parts.limits, images: parts.images };
}
