import type { NotificationsContext } from '../context.ts';

/**
 * What notification e-mails need besides notifications' parts: SESSION_SECRET, which signs the
 * unsubscribe links (token.ts). It is the app's (`app.sessionSecret`), so the plugin gives it.
 */
export type AlarmMailContext = NotificationsContext & { sessionSecret: string };
