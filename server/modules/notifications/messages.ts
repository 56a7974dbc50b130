import type { AlarmData, AlarmKey, AlarmType } from '../../../common/contracts/notifications/alarms.ts';
import type { Locale } from '../../../common/i18n/locales.ts';

/**
 * The sentence of each notification (P26), in each language of DECISIONS P2. Server-only, like
 * the mails: the bell receives it ready, and the web escapes it as any text. A missing name or
 * title (a withdrawn member, a post since retitled away) reads as a neutral word.
 */
type Sentence = (data: AlarmData) => string;

const ko: Record<AlarmKey, Sentence> = {
  MY_POST: (d) => `내 글 「${subject(d, 'ko')}」에 새 소식이 있어요.`,
  MY_POST_REPLY: (d) => `${who(d, 'ko')}님이 내 글 「${subject(d, 'ko')}」에 댓글을 남겼어요.`,
  MY_REPLY: (d) => `${who(d, 'ko')}님이 「${subject(d, 'ko')}」의 내 댓글에 답글을 남겼어요.`,
  FOLLOW_POST_REPLY: (d) => `${who(d, 'ko')}님이 팔로우한 글 「${subject(d, 'ko')}」에 댓글을 남겼어요.`,
  FOLLOW_POST_REPLY_REPLY: (d) => `${who(d, 'ko')}님이 팔로우한 글 「${subject(d, 'ko')}」의 댓글에 답글을 남겼어요.`,
  FOLLOW_USER_NEW_POST: (d) => `${who(d, 'ko')}님이 새 글 「${subject(d, 'ko')}」을(를) 올렸어요.`,
  USER_FOLLOW: (d) => `${who(d, 'ko')}님이 나를 팔로우하기 시작했어요.`,
  LEVEL_UP: (d) => `축하해요! 레벨 ${d.level ?? ''}에 올랐어요.`,
  USER_FOLLOW_10: () => '팔로워가 10명이 되었어요. 동 배지를 받았어요!',
  USER_FOLLOW_50: () => '팔로워가 50명이 되었어요. 은 배지를 받았어요!',
  USER_FOLLOW_100: () => '팔로워가 100명이 되었어요. 금 배지를 받았어요!',
  MY_POST_REPLY_4: (d) => `내 글 「${subject(d, 'ko')}」에 댓글이 4개 달렸어요.`,
  MY_POST_REPLY_REPLY_4: (d) => `「${subject(d, 'ko')}」의 내 댓글에 답글이 4개 달렸어요.`,
  LIKE_POST_5: (d) => `내 글 「${subject(d, 'ko')}」이(가) 좋아요 5개를 받았어요.`,
  LIKE_POST_REPLY_5: (d) => `「${subject(d, 'ko')}」의 내 댓글이 좋아요 5개를 받았어요.`,
  POST_BOOKMARK_5: (d) => `내 글 「${subject(d, 'ko')}」이(가) 5번 저장되었어요.`,
  POST_REPORT: (d) => `내 글 「${subject(d, 'ko')}」이(가) 신고가 쌓여 숨겨졌어요.`,
  POST_REPLY_REPORT: (d) => `「${subject(d, 'ko')}」의 내 댓글이 신고가 쌓여 숨겨졌어요.`,
};

const en: Record<AlarmKey, Sentence> = {
  MY_POST: (d) => `There is news on your post “${subject(d, 'en')}”.`,
  MY_POST_REPLY: (d) => `${who(d, 'en')} replied to your post “${subject(d, 'en')}”.`,
  MY_REPLY: (d) => `${who(d, 'en')} answered your reply on “${subject(d, 'en')}”.`,
  FOLLOW_POST_REPLY: (d) => `${who(d, 'en')} replied to “${subject(d, 'en')}”, a post you follow.`,
  FOLLOW_POST_REPLY_REPLY: (d) => `${who(d, 'en')} answered a reply on “${subject(d, 'en')}”, a post you follow.`,
  FOLLOW_USER_NEW_POST: (d) => `${who(d, 'en')} posted “${subject(d, 'en')}”.`,
  USER_FOLLOW: (d) => `${who(d, 'en')} started following you.`,
  LEVEL_UP: (d) => `Congratulations! You reached level ${d.level ?? ''}.`,
  USER_FOLLOW_10: () => 'You have 10 followers and earned the copper badge!',
  USER_FOLLOW_50: () => 'You have 50 followers and earned the silver badge!',
  USER_FOLLOW_100: () => 'You have 100 followers and earned the gold badge!',
  MY_POST_REPLY_4: (d) => `Your post “${subject(d, 'en')}” has 4 replies.`,
  MY_POST_REPLY_REPLY_4: (d) => `Your reply on “${subject(d, 'en')}” has 4 answers.`,
  LIKE_POST_5: (d) => `Your post “${subject(d, 'en')}” got 5 likes.`,
  LIKE_POST_REPLY_5: (d) => `Your reply on “${subject(d, 'en')}” got 5 likes.`,
  POST_BOOKMARK_5: (d) => `Your post “${subject(d, 'en')}” was bookmarked 5 times.`,
  POST_REPORT: (d) => `Your post “${subject(d, 'en')}” was hidden after several reports.`,
  POST_REPLY_REPORT: (d) => `Your reply on “${subject(d, 'en')}” was hidden after several reports.`,
};

const ja: Record<AlarmKey, Sentence> = {
  MY_POST: (d) => `あなたの投稿「${subject(d, 'ja')}」にお知らせがあります。`,
  MY_POST_REPLY: (d) => `${who(d, 'ja')}さんがあなたの投稿「${subject(d, 'ja')}」にコメントしました。`,
  MY_REPLY: (d) => `${who(d, 'ja')}さんが「${subject(d, 'ja')}」のあなたのコメントに返信しました。`,
  FOLLOW_POST_REPLY: (d) => `${who(d, 'ja')}さんがフォロー中の投稿「${subject(d, 'ja')}」にコメントしました。`,
  FOLLOW_POST_REPLY_REPLY: (d) =>
    `${who(d, 'ja')}さんがフォロー中の投稿「${subject(d, 'ja')}」のコメントに返信しました。`,
  FOLLOW_USER_NEW_POST: (d) => `${who(d, 'ja')}さんが新しい投稿「${subject(d, 'ja')}」を公開しました。`,
  USER_FOLLOW: (d) => `${who(d, 'ja')}さんがあなたをフォローしました。`,
  LEVEL_UP: (d) => `おめでとうございます！レベル${d.level ?? ''}になりました。`,
  USER_FOLLOW_10: () => 'フォロワーが10人になり、銅バッジを獲得しました！',
  USER_FOLLOW_50: () => 'フォロワーが50人になり、銀バッジを獲得しました！',
  USER_FOLLOW_100: () => 'フォロワーが100人になり、金バッジを獲得しました！',
  MY_POST_REPLY_4: (d) => `あなたの投稿「${subject(d, 'ja')}」にコメントが4件つきました。`,
  MY_POST_REPLY_REPLY_4: (d) => `「${subject(d, 'ja')}」のあなたのコメントに返信が4件つきました。`,
  LIKE_POST_5: (d) => `あなたの投稿「${subject(d, 'ja')}」にいいねが5件つきました。`,
  LIKE_POST_REPLY_5: (d) => `「${subject(d, 'ja')}」のあなたのコメントにいいねが5件つきました。`,
  POST_BOOKMARK_5: (d) => `あなたの投稿「${subject(d, 'ja')}」が5回保存されました。`,
  POST_REPORT: (d) => `あなたの投稿「${subject(d, 'ja')}」は通報が重なったため非表示になりました。`,
  POST_REPLY_REPORT: (d) => `「${subject(d, 'ja')}」のあなたのコメントは通報が重なったため非表示になりました。`,
};

const SENTENCES: Record<Locale, Record<AlarmKey, Sentence>> = { ko, en, ja };

/** SPEC §3.4's "like on my post or reply": type `like` under MY_POST or MY_REPLY. */
const LIKES: Record<Locale, Record<'MY_POST' | 'MY_REPLY', Sentence>> = {
  ko: {
    MY_POST: (d) => `${who(d, 'ko')}님이 내 글 「${subject(d, 'ko')}」을(를) 좋아해요.`,
    MY_REPLY: (d) => `${who(d, 'ko')}님이 「${subject(d, 'ko')}」의 내 댓글을 좋아해요.`,
  },
  en: {
    MY_POST: (d) => `${who(d, 'en')} liked your post “${subject(d, 'en')}”.`,
    MY_REPLY: (d) => `${who(d, 'en')} liked your reply on “${subject(d, 'en')}”.`,
  },
  ja: {
    MY_POST: (d) => `${who(d, 'ja')}さんがあなたの投稿「${subject(d, 'ja')}」にいいねしました。`,
    MY_REPLY: (d) => `${who(d, 'ja')}さんが「${subject(d, 'ja')}」のあなたのコメントにいいねしました。`,
  },
};

const SOMEONE: Record<Locale, string> = { ko: '누군가', en: 'Someone', ja: '誰か' };
const A_POST: Record<Locale, string> = { ko: '글', en: 'a post', ja: '投稿' };

function who(data: AlarmData, lang: Locale): string {
  return data.nickName ?? SOMEONE[lang];
}

/** Titles are cut so that a sentence stays a sentence in a 400 px panel. */
const SUBJECT_MAX = 40;

function subject(data: AlarmData, lang: Locale): string {
  const title = data.subject?.trim();
  if (!title) return A_POST[lang];
  const characters = Array.from(title);
  return characters.length > SUBJECT_MAX ? `${characters.slice(0, SUBJECT_MAX - 1).join('')}…` : title;
}

export function alarmMessage(key: AlarmKey, data: AlarmData, lang: Locale, type?: AlarmType): string {
  if (type === 'like' && (key === 'MY_POST' || key === 'MY_REPLY')) return LIKES[lang][key](data);
  return SENTENCES[lang][key](data);
}
