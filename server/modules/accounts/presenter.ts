import type { z } from 'zod';
import type { AccountInfo } from '../../../common/contracts/accounts/membership.ts';
import type { publicUserSchema, SessionUser } from '../../../common/contracts/accounts/shared.ts';
import { isLocale } from '../../../common/i18n/locales.ts';
import type { User } from './user-repository.ts';

/** Gamification (a later issue) owns levels and temperature; until then SPEC §3.1's defaults. */
const DEFAULT_LEVEL = 1;
const DEFAULT_TEMPERATURE = 0;

export function presentSessionUser(user: User): SessionUser {
  return {
    id: user.id,
    userId: user.userId,
    signupFromCodeId: user.signupFromCodeId,
    signupFrom: user.signupFrom,
    nickName: user.nickName,
    showAlarmDate: user.showAlarmDate,
    admin: user.admin,
    lang: isLocale(user.lang) ? user.lang : 'ko',
    mbtiId: user.mbtiId,
    characterKey: user.characterKey,
    level: DEFAULT_LEVEL,
    temperature: DEFAULT_TEMPERATURE,
  };
}

export function presentAccountInfo(user: User, snsTypes: string[]): AccountInfo {
  return {
    ...presentSessionUser(user),
    jobCodeId: user.jobCodeId,
    jobKey: user.jobKey,
    agreeMarketing: user.agreeMarketingAt !== null,
    agreeMarketingAt: user.agreeMarketingAt,
    createdAt: user.createdAt,
    hasPassword: user.passwordHash !== null,
    snsTypes: snsTypes.filter((type): type is AccountInfo['snsTypes'][number] =>
      ['google', 'facebook', 'naver', 'kakao'].includes(type),
    ),
  };
}

/** What a public card needs of a member; lists read only these columns (posts/shared/authors.ts). */
export type PublicUserFields = Pick<
  User,
  'id' | 'nickName' | 'admin' | 'status' | 'jobKey' | 'mbtiId' | 'characterKey'
>;

/** P11: a withdrawn member keeps only a placeholder identity: default avatar, level 1, no job or type. */
export function presentPublicUser(user: PublicUserFields): z.input<typeof publicUserSchema> {
  const deprecated = user.status === 'deprecated';
  return {
    id: user.id,
    nickName: user.nickName,
    admin: user.admin,
    deprecated,
    jobKey: deprecated ? null : user.admin ? 'JOB_ADMIN' : user.jobKey,
    mbtiId: deprecated ? null : user.mbtiId,
    characterKey: deprecated ? 'dough' : user.characterKey,
    level: DEFAULT_LEVEL,
    temperature: deprecated ? 0 : DEFAULT_TEMPERATURE,
  };
}
