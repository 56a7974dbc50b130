import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRevalidator } from 'react-router';
import type { MemberCard } from '../../../../common/contracts/members.ts';
import { MemberAvatar } from '../../../components/members/member-avatar.tsx';
import { buttonStyles } from '../../../components/ui/button-styles.ts';
import { useToast } from '../../../components/ui/toasts.tsx';
import { ApiError } from '../../../lib/api.ts';
import { uploadProfileImage } from '../../../lib/upload-image.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';

/**
 * The profile image (issue 14, ADR 0022): the file goes from the browser straight to the API
 * (multipart), which checks it by content (png, jpeg, gif, webp; ≤ 300 KB) and answers its own
 * localized refusal, shown here as it is. It needs script; without it the hint says so.
 */
export function ProfileImageUpload({ user, lang }: { user: MemberCard; lang: string }) {
  const { t } = useTranslation('member');
  const hydrated = useHydrated();
  const toast = useToast();
  const revalidator = useRevalidator();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();

  const upload = async (file: File) => {
    setError(undefined);
    setBusy(true);
    try {
      await uploadProfileImage(file, lang);
      toast.show({ tone: 'success', title: t('myzone.edit.uploaded') });
      await revalidator.revalidate();
    } catch (failure) {
      setError(
        refusedBeforeSending(failure)
          ? t('errors:PROFILE_IMAGE_SIZE_EXCEEDED')
          : (apiMessage(failure) ?? t('errors:INTERNAL_ERROR')),
      );
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <section aria-labelledby="profile-image-title" className="grid gap-3">
      <h2 id="profile-image-title" className="text-sm font-semibold text-ink-800">
        {t('myzone.edit.image')}
      </h2>
      <div className="flex flex-wrap items-center gap-4">
        <MemberAvatar member={user} size={72} />
        <div className="grid gap-1">
          <label
            htmlFor="profile-image-file"
            className={`${buttonStyles({ variant: 'secondary' })} ${hydrated && !busy ? 'cursor-pointer' : 'pointer-events-none opacity-50'}`}
          >
            {busy ? t('myzone.edit.uploading') : t('myzone.edit.upload')}
          </label>
          <input
            ref={input}
            id="profile-image-file"
            type="file"
            accept="image/png,image/jpeg,image/gif,image/webp"
            className="sr-only"
            disabled={!hydrated || busy}
            aria-describedby={error ? 'profile-image-error profile-image-hint' : 'profile-image-hint'}
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) void upload(file);
            }}
          />
          <p id="profile-image-hint" className="text-sm text-ink-600">
            {t('myzone.edit.uploadHint')}
          </p>
          {error ? (
            <p id="profile-image-error" role="alert" className="text-sm font-semibold text-berry-700">
              {error}
            </p>
          ) : null}
        </div>
      </div>
    </section>
  );
}

/** Over 300 KB: refused in the browser, with a code and no message (web/lib/upload-image.ts). */
const refusedBeforeSending = (failure: unknown) =>
  failure instanceof ApiError && failure.status === 413 && failure.message === failure.code;

/** The API's own localized refusal (415, 422, 413 …); none for a network failure. */
function apiMessage(failure: unknown): string | undefined {
  if (!(failure instanceof ApiError) || failure.status === 0 || failure.message === failure.code) return undefined;
  return failure.message;
}
