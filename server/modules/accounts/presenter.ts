import type { AccountInfo } from '../../../common/contracts/accounts/membership.ts';
import type { SessionUser } from '../../../common/contracts/accounts/shared.ts';
import { isLocale } from '../../../common/i18n/locales.ts';
import { memberStanding } from '../members/service.ts';
import type { User } from './user-repository.ts';

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
    profileImagePath: user.profileImagePath,
    profileBaseImageIndex: user.profileBaseImageIndex,
    // One presenter says a member's level and temperature (the members feature's card).
    ...memberStanding(user),
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
