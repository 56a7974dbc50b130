/**
 * The looks of member HTML (what the server's allowlist keeps, P15) as the classes of its
 * container: the rules themselves are CSS (`prose-post` and `prose-reply` in web/styles/app.css),
 * so the pages' script carries two names instead of a kilobyte of class names.
 */
export const postProseClasses = 'prose-post';

/** Replies hold text, links and images only. */
export const replyProseClasses = 'prose-reply';
