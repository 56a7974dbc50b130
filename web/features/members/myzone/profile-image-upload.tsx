import { useTranslation } from 'react-i18next';
import type { MemberCard } from '../../../../common/contracts/members.ts';
import { MemberAvatar } from '../../../components/members/member-avatar.tsx';
import { buttonStyles } from '../../../components/ui/button-styles.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';

/** A picture chosen on this page and not yet saved: the file and its local preview. */
export interface PendingImage {
  file: File;
  /** The file as a data: address, read in the browser. */
  preview: string;
}

/**
 * The profile image's part of the profile form (issue 14, ADR 0022; issue 35 item 6). A chosen
 * file is only a preview until the member saves the form: Save uploads it (the API checks it by
 * content: png, jpeg, gif, webp; ≤ 300 KB) and then saves the other fields; Cancel, or leaving
 * the page, discards it. Choosing a file needs script; only without it does the hint say so.
 */
export function ProfileImageUpload({
  user,
  pending,
  busy,
  error,
  onPick,
  onDiscard,
}: {
  user: MemberCard;
  pending: PendingImage | null;
  busy: boolean;
  error: string | undefined;
  onPick: (file: File) => void;
  onDiscard: () => void;
}) {
  const { t } = useTranslation('member');
  const hydrated = useHydrated();
  const described = ['profile-image-hint', pending ? 'profile-image-pending' : '', error ? 'profile-image-error' : '']
    .filter(Boolean)
    .join(' ');
  return (
    <section aria-labelledby="profile-image-title" className="grid gap-3">
      <h2 id="profile-image-title" className="text-sm font-semibold text-ink-800">
        {t('myzone.edit.image')}
      </h2>
      <div className="flex flex-wrap items-center gap-4">
        {pending ? (
          <img
            src={pending.preview}
            alt={t('myzone.edit.imagePreview')}
            width={72}
            height={72}
            className="size-18 shrink-0 rounded-full bg-flour-100 object-cover ring-2 ring-ember-700"
            data-testid="profile-image-preview"
          />
        ) : (
          <MemberAvatar member={user} size={72} />
        )}
        <div className="grid gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <label
              htmlFor="profile-image-file"
              className={`${buttonStyles({ variant: 'secondary' })} ${hydrated && !busy ? 'cursor-pointer' : 'pointer-events-none opacity-50'}`}
            >
              {busy ? t('myzone.edit.uploading') : t('myzone.edit.upload')}
            </label>
            {pending && !busy ? (
              <button type="button" className={buttonStyles({ variant: 'ghost', size: 'sm' })} onClick={onDiscard}>
                {t('myzone.edit.discardImage')}
              </button>
            ) : null}
          </div>
          {/* No name: the file never goes with the form's fields; Save uploads it first. */}
          <input
            id="profile-image-file"
            type="file"
            accept="image/png,image/jpeg,image/gif,image/webp"
            className="sr-only"
            disabled={!hydrated || busy}
            aria-describedby={described}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) onPick(file);
            }}
          />
          <p id="profile-image-hint" className="text-sm text-ink-600">
            {t('myzone.edit.uploadHint')}
            {hydrated ? null : ` ${t('myzone.edit.uploadNeedsScript')}`}
          </p>
          {pending ? (
            <p id="profile-image-pending" role="status" className="text-sm font-semibold text-ember-800">
              {t('myzone.edit.imagePending')}
            </p>
          ) : null}
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
