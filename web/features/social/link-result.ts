/** What the move-social-account action ({lang}/sns_link) answers to its dialog. */
export type LinkResult =
  | { ok: true; isFirstLogin: boolean; nickName: string }
  | {
      ok: false;
      code: string;
      /** The API's message in the page's language, for mistakes that belong to no field. */
      message: string;
      /** Each field's mistake in words, by the contract's field name (userId, password). */
      fields: Record<string, string>;
    };
