/** The fields of the profile form, in the order their mistakes are shown and focused. */
export const PROFILE_FIELDS = ['nickName', 'jobCodeId', 'introduce', 'mbtiId', 'mainCharacter', 'snsLinks'] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];

/** Per SNS row: its type's and its address's mistake. */
export type SnsRowErrors = { type?: string; url?: string };

/** The form as it was sent: a page posted without script shows it again with its mistakes. */
export interface ProfileFormValues {
  nickName: string;
  jobCodeId: string;
  introduce: string;
  mbtiId: string;
  mainCharacter: string;
  snsLinks: { type: string; url: string }[];
}

/** What myzone/profileedit's action answers (200 with the messages: the form shows them). */
export type ProfileEditResult =
  | { intent: 'save'; ok: true }
  | {
      intent: 'save';
      ok: false;
      message: string;
      fields: Partial<Record<ProfileField, string>>;
      snsRows: Record<number, SnsRowErrors>;
      sent: ProfileFormValues;
    }
  | { intent: 'checkNickname'; ok: boolean; message?: string };

export const NO_MBTI_VALUE = 'none';
export const KEEP_IMAGE_VALUE = 'keep';
