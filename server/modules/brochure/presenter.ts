import type { z } from 'zod';
import type { brochureGetList } from '../../../common/contracts/brochure.ts';
import type { MemberCard } from '../../../common/contracts/members.ts';
import type { BrochureRequest } from './repository.ts';

type ListData = z.input<(typeof brochureGetList)['data']>;

/** The administrators' list: each application with the member who sent it (null once erased, P11). */
export function presentBrochureList(list: {
  rows: BrochureRequest[];
  members: Map<number, Pick<MemberCard, 'id' | 'nickName'>>;
  total: number;
  pageNum: number;
  pageSize: number;
}): ListData {
  return {
    rows: list.rows.map((row) => {
      const member = row.userId === null ? undefined : list.members.get(row.userId);
      return {
        id: row.id,
        company: row.company,
        name: row.name,
        email: row.email,
        phone: row.phone,
        interest: row.interest,
        lang: row.lang as ListData['rows'][number]['lang'],
        member: member ? { id: member.id, nickName: member.nickName } : null,
        consentedAt: row.consentedAt,
        createdAt: row.createdAt,
      };
    }),
    total: list.total,
    pageNum: list.pageNum,
    pageSize: list.pageSize,
  };
}
