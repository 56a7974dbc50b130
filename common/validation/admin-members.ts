/** The console's member rules (issue 32), shared by the API's contract and the ban form. */

/** A ban's reason: required, at most this many characters after trimming. */
export const BAN_REASON_MAX_LENGTH = 500;
