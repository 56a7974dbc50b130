import { type FormEvent, useEffect, useEffectEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, useFetcher, useNavigation, useSubmit } from 'react-router';
import type { MemberProfile } from '../../../../common/contracts/members.ts';
import { jobIssue, nicknameIssue } from '../../../../common/validation/account.ts';
import {
  PROFILE_IMAGE_MAX_BYTES,
  INTRODUCE_MAX_LENGTH,
  introduceIssue,
  snsTypeIssue,
  snsUrlIssue,
} from '../../../../common/validation/member.ts';
import { CharacterAvatar } from '../../../components/characters/character-avatar.tsx';
import { CHARACTER_ORDER } from '../../../components/characters/character-keys.ts';
import { Button } from '../../../components/ui/button.tsx';
import { useToast } from '../../../components/ui/toasts.tsx';
import { ApiError } from '../../../lib/api.ts';
import { uploadProfileImage } from '../../../lib/upload-image.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import {
  KEEP_IMAGE_VALUE,
  NO_MBTI_VALUE,
  PROFILE_FIELDS,
  type ProfileEditResult,
  type ProfileField,
  type SnsRowErrors,
} from './profile-edit-result.ts';
import { fieldClass, ProfileField as Field } from './profile-field.tsx';
import { type PendingImage, ProfileImageUpload } from './profile-image-upload.tsx';
import { type SnsRow, SnsLinkRows } from './sns-link-rows.tsx';

export interface ProfileEditOptions {
  jobs: readonly { id: number; key: string; name: string }[];
  types: readonly { id: number; type: string }[];
}

const idOf = (field: ProfileField) => `profile-${field}`;

/** The design system's radio (as the post form's and the report dialog's), not the browser's blue. */
const radioClass = 'size-5 shrink-0 accent-ember-700';

/** The rows the page starts with: the links (saved, or sent and refused) and, while there is room, one blank row. */
function initialRows(links: readonly { type: string; url: string }[]): SnsRow[] {
  const rows = links.map((link, index) => ({ key: index, type: link.type, url: link.url }));
  return rows.length < 3 ? [...rows, { key: rows.length, type: '', url: '' }] : rows;
}

/**
 * myzone/profileedit (issue 14): every profile field in one form saved by one /api/user/update
 * call. It posts as a document without script; with script the shared rules of
 * common/validation check it first and the nickname is checked live when the field is left.
 * A chosen picture is a preview until Save (issue 35 item 6): Save uploads it
 * (/api/user/myprofile_image_upload, SPEC §7.4) and then posts the fields; Cancel discards it.
 */
export function ProfileEditForm({
  lang,
  profile,
  options,
  result,
}: {
  lang: string;
  profile: MemberProfile;
  options: ProfileEditOptions;
  result: ProfileEditResult | undefined;
}) {
  const { t } = useTranslation('member');
  const toast = useToast();
  const navigation = useNavigation();
  const hydrated = useHydrated();
  const nicknameCheck = useFetcher<ProfileEditResult>();
  const submitForm = useSubmit();
  const [image, setImage] = useState<PendingImage | null>(null);
  const [imageBusy, setImageBusy] = useState(false);
  const [imageError, setImageError] = useState<string | undefined>();
  const keepImage = useRef<HTMLInputElement>(null);

  const pickImage = (file: File) => {
    setImageError(undefined);
    // Over 300 KB is refused here, before anything is sent (web/lib/upload-image.ts).
    if (file.size > PROFILE_IMAGE_MAX_BYTES) return setImageError(t('errors:PROFILE_IMAGE_SIZE_EXCEEDED'));
    // A data: address (≤ 300 KB), which the page's CSP allows for images, not a blob: one.
    const reader = new FileReader();
    reader.onload = () => {
      if (typeof reader.result === 'string') setImage({ file, preview: reader.result });
    };
    reader.readAsDataURL(file);
    // The picture replaces any base image: the choice goes back to "keep".
    if (keepImage.current) keepImage.current.checked = true;
  };

  /** Save with a chosen picture: the picture first, then the fields (the page's usual action). */
  const saveWithImage = async (form: HTMLFormElement, pending: PendingImage) => {
    setImageBusy(true);
    setImageError(undefined);
    try {
      await uploadProfileImage(pending.file, lang);
    } catch (failure) {
      setImageError(apiMessage(failure) ?? t('errors:INTERNAL_ERROR'));
      document.getElementById('profile-image-file')?.focus();
      return;
    } finally {
      setImageBusy(false);
    }
    setImage(null);
    await submitForm(form, { method: 'post' });
  };
  const currentJob = options.jobs.find((job) => job.key === profile.jobKey);
  // Without script a refused form comes back as a new page: it starts from what was sent.
  const sent = result?.intent === 'save' && !result.ok ? result.sent : undefined;
  const [values, setValues] = useState({
    nickName: sent?.nickName ?? profile.user.nickName,
    jobCodeId: sent?.jobCodeId ?? (currentJob ? String(currentJob.id) : ''),
    introduce: sent?.introduce ?? profile.introduce ?? '',
    mbtiId: sent?.mbtiId ?? (profile.mbti ? String(profile.mbti.id) : NO_MBTI_VALUE),
    mainCharacter: sent?.mainCharacter ?? profile.mainCharacter,
  });
  const [rows, setRows] = useState(() => initialRows(sent?.snsLinks ?? profile.snsLinks));
  const [errors, setErrors] = useState<Partial<Record<ProfileField, string>>>(
    result?.intent === 'save' && !result.ok ? result.fields : {},
  );
  const [rowErrors, setRowErrors] = useState<Record<number, SnsRowErrors>>(
    result?.intent === 'save' && !result.ok ? result.snsRows : {},
  );

  // A new answer of the action replaces the shown mistakes (adjusted while rendering, not in an
  // effect, so the page never paints the old ones once more).
  const [answered, setAnswered] = useState(result);
  if (result !== answered) {
    setAnswered(result);
    if (result?.intent === 'save') {
      setErrors(result.ok ? {} : result.fields);
      setRowErrors(result.ok ? {} : result.snsRows);
    }
  }

  const announce = useEffectEvent((answer: ProfileEditResult) => {
    if (answer.intent !== 'save') return;
    if (answer.ok) toast.show({ tone: 'success', title: t('myzone.edit.saved') });
    else if (Object.keys(answer.fields).length === 0 && Object.keys(answer.snsRows).length === 0) {
      toast.show({ tone: 'error', title: answer.message });
    }
  });
  useEffect(() => {
    if (result) announce(result);
  }, [result]);

  const checked = nicknameCheck.data?.intent === 'checkNickname' ? nicknameCheck.data : undefined;
  const nicknameError = errors.nickName ?? (checked && !checked.ok ? checked.message : undefined);
  const nicknameFine =
    !nicknameError && checked?.ok && nicknameCheck.state === 'idle' && values.nickName !== profile.user.nickName;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    const issue = (code: string | undefined) => (code ? t(`errors:${code}`) : undefined);
    const found: Partial<Record<ProfileField, string>> = {
      nickName: issue(nicknameIssue(values.nickName)),
      jobCodeId: issue(jobIssue(options.jobs.find((job) => String(job.id) === values.jobCodeId)?.key)),
      introduce: issue(introduceIssue(values.introduce)),
    };
    const foundRows: Record<number, SnsRowErrors> = {};
    rows.forEach((row, index) => {
      if (row.type === '' && row.url.trim() === '') return;
      const rowIssue = { type: issue(snsTypeIssue(row.type)), url: issue(snsUrlIssue(row.url)) };
      if (rowIssue.type || rowIssue.url) foundRows[index] = rowIssue;
    });
    const first = PROFILE_FIELDS.find((field) => found[field]);
    const firstRow = Object.keys(foundRows)[0];
    if (first === undefined && firstRow === undefined) {
      if (!image) return;
      event.preventDefault();
      void saveWithImage(event.currentTarget, image);
      return;
    }
    event.preventDefault();
    setErrors(found);
    setRowErrors(foundRows);
    const focus = first
      ? idOf(first)
      : `sns-${foundRows[Number(firstRow)]?.type ? 'type' : 'url'}-${rows[Number(firstRow)]?.key}`;
    document.getElementById(focus)?.focus();
  };

  const busy = imageBusy || (navigation.state === 'submitting' && navigation.formData?.get('intent') === 'save');
  return (
    <Form method="post" noValidate onSubmit={submit} className="grid gap-5" aria-busy={busy}>
      <ProfileImageUpload
        user={profile.user}
        pending={image}
        busy={imageBusy}
        error={imageError}
        onPick={pickImage}
        onDiscard={() => setImage(null)}
      />
      <input type="hidden" name="intent" value="save" />
      <input type="hidden" name="currentMainCharacter" value={profile.mainCharacter} />
      <Field
        id={idOf('nickName')}
        label={t('myzone.edit.nickname')}
        error={nicknameError}
        hint={nicknameFine ? t('myzone.edit.nicknameAvailable') : t('myzone.edit.nicknameHint')}
        control={(described) => (
          <input
            {...described}
            name="nickName"
            autoComplete="nickname"
            value={values.nickName}
            className={fieldClass}
            onChange={(event) => {
              setValues({ ...values, nickName: event.target.value });
              if (errors.nickName) setErrors({ ...errors, nickName: undefined });
            }}
            onBlur={() => {
              if (!nicknameIssue(values.nickName)) {
                void nicknameCheck.submit({ intent: 'checkNickname', nickName: values.nickName }, { method: 'post' });
              }
            }}
          />
        )}
      />
      <Field
        id={idOf('jobCodeId')}
        label={t('myzone.edit.job')}
        error={errors.jobCodeId}
        control={(described) => (
          <select
            {...described}
            name="jobCodeId"
            value={values.jobCodeId}
            className={fieldClass}
            onChange={(event) => setValues({ ...values, jobCodeId: event.target.value })}
          >
            <option value="">—</option>
            {options.jobs
              .filter((job) => !jobIssue(job.key))
              .map((job) => (
                <option key={job.id} value={job.id}>
                  {job.name}
                </option>
              ))}
          </select>
        )}
      />
      <Field
        id={idOf('introduce')}
        label={t('myzone.edit.bio')}
        error={errors.introduce}
        hint={t('myzone.edit.bioCount', { count: values.introduce.trim().length })}
        control={(described) => (
          <textarea
            {...described}
            name="introduce"
            rows={4}
            maxLength={INTRODUCE_MAX_LENGTH * 2}
            value={values.introduce}
            className={`${fieldClass} py-2`}
            onChange={(event) => setValues({ ...values, introduce: event.target.value })}
          />
        )}
      />
      <Field
        id={idOf('mbtiId')}
        label={t('myzone.edit.mbti')}
        error={errors.mbtiId}
        control={(described) => (
          <select
            {...described}
            name="mbtiId"
            value={values.mbtiId}
            className={fieldClass}
            onChange={(event) => setValues({ ...values, mbtiId: event.target.value })}
          >
            <option value={NO_MBTI_VALUE}>{t('myzone.edit.mbtiNone')}</option>
            {options.types.map((type) => (
              <option key={type.id} value={type.id}>
                {type.type.toUpperCase()}
              </option>
            ))}
          </select>
        )}
      />
      <fieldset>
        <legend className="mb-1.5 text-sm font-semibold text-ink-800">{t('myzone.edit.mainCharacter')}</legend>
        <div className="flex flex-wrap gap-3" id={idOf('mainCharacter')} tabIndex={-1}>
          {profile.characters.map((key) => (
            <label
              key={key}
              className="flex cursor-pointer items-center gap-2 rounded-lg border border-flour-300 px-3 py-2 has-checked:border-ember-700 has-checked:bg-ember-50"
            >
              <input
                type="radio"
                name="mainCharacter"
                value={key}
                checked={values.mainCharacter === key}
                onChange={() => setValues({ ...values, mainCharacter: key })}
                className={radioClass}
              />
              <CharacterAvatar character={key} size={36} decorative />
              <span className="font-semibold text-ink-800">{t(`common:characters.${key}.name`)}</span>
            </label>
          ))}
        </div>
        {errors.mainCharacter ? (
          <p className="mt-1 text-sm font-semibold text-berry-700">{errors.mainCharacter}</p>
        ) : null}
      </fieldset>
      <SnsLinkRows rows={rows} onChange={setRows} errors={rowErrors} />
      {errors.snsLinks ? <p className="text-sm font-semibold text-berry-700">{errors.snsLinks}</p> : null}
      <fieldset
        onChange={(event) => {
          // A base image chosen after a picture replaces the picture.
          const chosen: EventTarget = event.target;
          if (chosen instanceof HTMLInputElement && chosen.value !== KEEP_IMAGE_VALUE) setImage(null);
        }}
      >
        <legend className="mb-1.5 text-sm font-semibold text-ink-800">{t('myzone.edit.baseImage')}</legend>
        <div className="flex flex-wrap gap-3">
          <label className="flex cursor-pointer items-center gap-2 rounded-lg border border-flour-300 px-3 py-2 has-checked:border-ember-700 has-checked:bg-ember-50">
            <input
              type="radio"
              name="profileBaseImageIndex"
              value={KEEP_IMAGE_VALUE}
              defaultChecked
              ref={keepImage}
              className={radioClass}
            />
            <span className="font-semibold text-ink-800">{t('myzone.edit.baseKeep')}</span>
          </label>
          {CHARACTER_ORDER.map((key, index) => (
            <label
              key={key}
              className="flex cursor-pointer items-center gap-2 rounded-lg border border-flour-300 px-3 py-2 has-checked:border-ember-700 has-checked:bg-ember-50"
            >
              <input
                type="radio"
                name="profileBaseImageIndex"
                value={index}
                aria-label={t('myzone.edit.baseImageN', { name: t(`common:characters.${key}.name`) })}
                className={radioClass}
              />
              <CharacterAvatar character={key} size={36} decorative />
            </label>
          ))}
        </div>
      </fieldset>
      <div>
        <Button type="submit" variant="primary" disabled={busy}>
          {t('myzone.edit.save')}
        </Button>
      </div>
      {!hydrated && result?.intent === 'save' && result.ok ? (
        // Without script no toast shows: the page says it in words, where the button was pressed.
        <p role="status" className="text-ink-700">
          {t('myzone.edit.saved')}
        </p>
      ) : null}
    </Form>
  );
}

/** The API's own localized refusal (415, 422, 413 …); none for a network failure. */
function apiMessage(failure: unknown): string | undefined {
  if (!(failure instanceof ApiError) || failure.status === 0 || failure.message === failure.code) return undefined;
  return failure.message;
}
