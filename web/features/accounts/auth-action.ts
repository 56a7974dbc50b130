/**
 * What the auth routes' actions (sign-in, sign-up complete, password reset) answer to the forms of this feature. Every form posts an
 * `intent`; the action calls one API contract and reports either success or the mistakes in
 * the page's language (the API's own messages): `fields` at the form's inputs, `alert` above
 * the submit button.
 */
export type AuthIntent =
  'signin' | 'checkEmail' | 'checkNickname' | 'signup' | 'passwordFind' | 'resendConfirm' | 'passwordReset';

export const INTENT = 'intent';

export type AuthActionResult =
  | {
      intent: AuthIntent;
      ok: true;
      /** Present when a member was signed in (sign-in, social sign-up). */
      signedIn?: { isFirstLogin: boolean; nickName: string; redirectTo: string };
    }
  | {
      intent: AuthIntent;
      ok: false;
      code: string;
      /** Each field's mistake, by the API's field name. */
      fields: Record<string, string>;
      /** The mistake when it belongs to no field (USER_BANNED, LOGIN_THROTTLED with its seconds …). */
      alert?: string;
    };
