import type { Locale } from '../../../common/i18n/locales.ts';
import type { MailContent } from './templates/types.ts';

/** Every interpolated value goes through this: nicknames are member input. */
export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** A mail link must be a web address: a `javascript:` or relative link would be a bug upstream. */
function checkedUrl(url: string): string {
  const { protocol } = new URL(url);
  if (protocol !== 'https:' && protocol !== 'http:') throw new Error(`A mail link must be http(s), not ${protocol}`);
  return url;
}

const FONT =
  "-apple-system,BlinkMacSystemFont,'Segoe UI','Apple SD Gothic Neo','Malgun Gothic','Hiragino Sans',Meiryo,sans-serif";
// The site's palette (web/styles/app.css): flour background, ink text, ember accents.
const COLOR = {
  page: '#fbf4e9',
  card: '#ffffff',
  border: '#f3e7d5',
  ink: '#2b211a',
  body: '#3d3028',
  muted: '#65564a',
  accent: '#a8431a',
};

export interface MailParts {
  subject: string;
  html: string;
  text: string;
}

/**
 * The one mail layout: tables and inline styles, which is what mail programs render
 * reliably, with a plain-text part that says the same and carries the raw link.
 */
export function layoutMail(
  content: MailContent,
  frame: { lang: Locale; site: string; linkFallback: string; signature: string },
): MailParts {
  const subject = content.subject.replace(/[\r\n]+/g, ' ');
  const url = content.action ? checkedUrl(content.action.url) : undefined;
  const unsubscribeUrl = content.unsubscribe ? checkedUrl(content.unsubscribe.url) : undefined;
  const paragraph = (text: string, style = `font-size:16px;line-height:1.6;color:${COLOR.body};`) =>
    `<p style="margin:16px 0 0;${style}">${escapeHtml(text)}</p>`;

  const action =
    content.action && url
      ? `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:28px 0 0;"><tr>` +
        `<td style="border-radius:8px;background-color:${COLOR.accent};">` +
        `<a href="${escapeHtml(url)}" style="display:inline-block;padding:13px 26px;font-size:16px;font-weight:bold;color:#ffffff;text-decoration:none;border-radius:8px;">${escapeHtml(content.action.label)}</a>` +
        `</td></tr></table>` +
        `<p style="margin:20px 0 0;font-size:13px;line-height:1.5;color:${COLOR.muted};">${escapeHtml(frame.linkFallback)}<br>` +
        `<a href="${escapeHtml(url)}" style="color:${COLOR.accent};word-break:break-all;">${escapeHtml(url)}</a></p>`
      : '';

  const html = [
    '<!doctype html>',
    `<html lang="${frame.lang}">`,
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<meta name="color-scheme" content="light"><title>${escapeHtml(subject)}</title></head>`,
    `<body style="margin:0;padding:0;background-color:${COLOR.page};font-family:${FONT};">`,
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:${COLOR.page};">`,
    '<tr><td align="center" style="padding:28px 12px;">',
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:560px;background-color:${COLOR.card};border:1px solid ${COLOR.border};border-radius:12px;">`,
    `<tr><td style="padding:28px 32px 0;font-family:${FONT};font-size:18px;font-weight:bold;color:${COLOR.accent};">${escapeHtml(frame.site)}</td></tr>`,
    `<tr><td style="padding:8px 32px 32px;font-family:${FONT};">`,
    `<h1 style="margin:12px 0 0;font-size:22px;line-height:1.4;color:${COLOR.ink};">${escapeHtml(content.heading)}</h1>`,
    ...content.paragraphs.map((text) => paragraph(text)),
    // A quoted excerpt (a reply's words): a left rule, as mail programs show quotations.
    content.quote
      ? `<blockquote style="margin:16px 0 0;padding:4px 0 4px 14px;border-left:3px solid ${COLOR.border};font-size:15px;line-height:1.6;color:${COLOR.muted};white-space:pre-line;">${escapeHtml(content.quote)}</blockquote>`
      : '',
    action,
    content.note ? paragraph(content.note, `font-size:14px;line-height:1.6;color:${COLOR.muted};`) : '',
    paragraph(frame.signature, `font-size:16px;line-height:1.6;color:${COLOR.body};margin-top:28px;`),
    '</td></tr></table>',
    content.unsubscribe && unsubscribeUrl
      ? `<p style="max-width:560px;margin:16px auto 0;font-family:${FONT};font-size:12px;line-height:1.5;color:${COLOR.muted};"><a href="${escapeHtml(unsubscribeUrl)}" style="color:${COLOR.muted};text-decoration:underline;">${escapeHtml(content.unsubscribe.label)}</a></p>`
      : '',
    `<p style="max-width:560px;margin:16px auto 0;font-family:${FONT};font-size:12px;line-height:1.5;color:${COLOR.muted};">${escapeHtml(content.footer)}</p>`,
    '</td></tr></table>',
    '</body></html>',
  ]
    .filter(Boolean)
    .join('\n');

  const text = [
    content.heading,
    ...content.paragraphs,
    ...(content.quote ? [content.quote.replace(/^/gm, '> ')] : []),
    ...(content.action && url ? [`${content.action.label}:\n${url}`] : []),
    ...(content.note ? [content.note] : []),
    `-- \n${frame.signature}`,
    ...(content.unsubscribe && unsubscribeUrl ? [`${content.unsubscribe.label}:\n${unsubscribeUrl}`] : []),
    content.footer,
  ].join('\n\n');

  return { subject, html, text: `${text}\n` };
}
