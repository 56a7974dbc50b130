import { data } from 'react-router';
import { ApiError } from '../../lib/api.ts';
import { WITHDRAWN_STATUS } from './withdrawn-status.ts';

/**
 * A member page's API call: a withdrawn member becomes the page's 410 (the withdrawn-member
 * notice); an unknown, pending or banned member (hidden from all but administrators) is 404.
 */
export async function loadMember<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof ApiError) {
      if (error.code === 'MEMBER_WITHDRAWN' || error.status === WITHDRAWN_STATUS)
        throw data({ withdrawn: true }, { status: WITHDRAWN_STATUS });
      if ([400, 403, 404].includes(error.status)) throw data(null, { status: 404 });
    }
    throw error;
  }
}
