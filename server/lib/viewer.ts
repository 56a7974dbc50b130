/**
 * The signed-in member of a request, or of a call made on a member's behalf. It lives in the
 * platform because every feature's policies read it, and a feature must not import another
 * feature for a type (server/plugins/auth.ts sets `request.viewer`).
 */
export interface Viewer {
  id: number;
  admin: boolean;
  sessionId: string;
}
