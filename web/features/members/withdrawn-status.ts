/** The status a withdrawn member's pages answer with (ADR 0022: MEMBER_WITHDRAWN). */
export const WITHDRAWN_STATUS = 410;
