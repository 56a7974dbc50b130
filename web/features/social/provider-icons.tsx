import type { ReactNode } from 'react';
import type { SnsType } from '../../../common/validation/account.ts';

/** Each provider's mark, drawn simply (decorative: the button carries the name). */
const marks: Record<SnsType, ReactNode> = {
  google: (
    <>
      <circle cx="12" cy="12" r="12" fill="#fff" />
      <path
        d="M18.6 12.2c0-.5 0-.9-.1-1.3H12v2.5h3.7a3.2 3.2 0 0 1-1.4 2.1v1.7h2.2c1.3-1.2 2.1-3 2.1-5z"
        fill="#4285F4"
      />
      <path
        d="M12 19c1.9 0 3.4-.6 4.5-1.7l-2.2-1.7c-.6.4-1.4.7-2.3.7-1.8 0-3.3-1.2-3.9-2.8H5.8v1.8A7 7 0 0 0 12 19z"
        fill="#34A853"
      />
      <path d="M8.1 13.5a4.2 4.2 0 0 1 0-2.9V8.8H5.8a7 7 0 0 0 0 6.4z" fill="#FBBC05" />
      <path d="M12 7.8c1 0 1.9.4 2.6 1l1.9-1.9A7 7 0 0 0 5.8 8.8l2.3 1.8c.6-1.6 2.1-2.8 3.9-2.8z" fill="#EA4335" />
    </>
  ),
  facebook: (
    <>
      <circle cx="12" cy="12" r="12" fill="#1877F2" />
      <path
        d="M13.3 19.5v-5.6h1.9l.3-2.3h-2.2v-1.5c0-.7.2-1.1 1.1-1.1h1.2V6.9c-.2 0-.9-.1-1.8-.1-1.8 0-3 1.1-3 3.1v1.7H8.9v2.3h1.9v5.6z"
        fill="#fff"
      />
    </>
  ),
  naver: (
    <>
      <rect width="24" height="24" rx="6" fill="#03C75A" />
      <path d="M7 7h3.3l3.5 5.1V7H17v10h-3.3l-3.5-5.1V17H7z" fill="#fff" />
    </>
  ),
  kakao: (
    <>
      <rect width="24" height="24" rx="6" fill="#FEE500" />
      <ellipse cx="12" cy="11.2" rx="6.6" ry="5.1" fill="#191919" />
      <path d="M8.6 14.6 7.6 18.3l3.8-2.6z" fill="#191919" />
    </>
  ),
};

export function ProviderIcon({ type, size = 24 }: { type: SnsType; size?: number }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
      {marks[type]}
    </svg>
  );
}
