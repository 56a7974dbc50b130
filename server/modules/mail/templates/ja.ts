import type { MailTexts } from './types.ts';

export const ja: MailTexts = {
  signupConfirm: ({ nickName, link }, { site }) => ({
    subject: `【${site}】メールアドレスの確認をお願いします`,
    heading: `${nickName}さん、ようこそ！`,
    paragraphs: [
      `${site}にご登録いただきありがとうございます。下のボタンからメールアドレスの確認を済ませると、すぐに利用を始められます。`,
      '確認リンクの有効期限は24時間です。期限が切れた場合は、もう一度登録からやり直してください。',
    ],
    action: { label: 'メールアドレスを確認する', url: link },
    footer: `このメールは、${site}への登録にこのメールアドレスが使われたためにお送りしています。お心当たりがない場合は破棄してください。確認されないアカウントは有効になりません。`,
  }),
  signupComplete: ({ nickName, link }, { site }) => ({
    subject: `【${site}】登録が完了しました`,
    heading: `${nickName}さん、登録ありがとうございます！`,
    paragraphs: [
      `これで${site}の仲間入りです。気になることを質問したり、経験を分かち合ったり、仲間とあたたかい会話を楽しんでください。`,
    ],
    action: { label: `${site}を見てみる`, url: link },
    footer: `このメールは、${site}への登録が完了したためにお送りしています。`,
  }),
  passwordReset: ({ nickName, link }, { site }) => ({
    subject: `【${site}】パスワード再設定のご案内`,
    heading: `${nickName}さん、新しいパスワードを設定してください`,
    paragraphs: [
      'パスワード再設定のリクエストを受け付けました。下のボタンから新しいパスワードを設定してください。',
      'このリンクの有効期限は24時間です。',
    ],
    action: { label: '新しいパスワードを設定する', url: link },
    note: 'お心当たりがない場合は、このメールを無視してください。パスワードは変更されません。',
    footer: `このメールは、${site}アカウントのパスワード再設定がリクエストされたためにお送りしています。`,
  }),
  accountDeleted: ({ nickName, erasedAt }, { site, date }) => ({
    subject: `【${site}】退会手続きが完了しました`,
    heading: `${nickName}さん、これまでありがとうございました`,
    paragraphs: [
      `${site}の退会手続きが完了しました。`,
      `個人情報は${date(erasedAt)}に完全に削除されます。`,
      '退会後30日間は、同じメールアドレスとニックネームで再登録できません。30日を過ぎると再び利用できます。',
    ],
    footer: `このメールは、${site}の退会手続きが行われたためにお送りしています。`,
  }),
  marketingConsent: ({ nickName, agreedAt, link }, { site, dateTime }) => ({
    subject: `【${site}】マーケティング情報の受信同意について`,
    heading: `${nickName}さん、マーケティング情報の受信に同意いただきました`,
    paragraphs: [
      `${site}からのお知らせや特典などのマーケティング情報の受信に同意いただいた記録をお送りします。`,
      `同意日時：${dateTime(agreedAt)}`,
      '受信の同意は、マイゾーンの設定からいつでも取り消せます。',
    ],
    action: { label: '受信設定を管理する', url: link },
    footer: 'このメールは、マーケティング情報の受信に同意いただいたことをお知らせするためにお送りしています。',
  }),
  alarmReplyOnMyPost: ({ nickName, actorName, postTitle, excerpt, link, unsubscribeLink }, { site }) => ({
    subject: `【${site}】${actorName}さんがあなたの投稿「${postTitle}」にコメントしました`,
    heading: `${nickName}さん、あなたの投稿に新しいコメントがあります`,
    paragraphs: [`${actorName}さんが「${postTitle}」にコメントしました。`],
    quote: excerpt ?? undefined,
    action: { label: 'コメントを見る', url: link },
    footer: `このメールは、${site}で自分の投稿へのコメントをメールで受け取る設定になっているためお送りしています。`,
    unsubscribe: { label: '自分の投稿へのコメントのメールを停止する', url: unsubscribeLink },
  }),
  alarmReplyOnMyReply: ({ nickName, actorName, postTitle, excerpt, link, unsubscribeLink }, { site }) => ({
    subject: `【${site}】${actorName}さんが「${postTitle}」のあなたのコメントに返信しました`,
    heading: `${nickName}さん、あなたのコメントに返信があります`,
    paragraphs: [`${actorName}さんが「${postTitle}」でのあなたのコメントに返信しました。`],
    quote: excerpt ?? undefined,
    action: { label: '返信を見る', url: link },
    footer: `このメールは、${site}で自分のコメントへの返信をメールで受け取る設定になっているためお送りしています。`,
    unsubscribe: { label: '自分のコメントへの返信のメールを停止する', url: unsubscribeLink },
  }),
  alarmReplyOnFollowedPost: ({ nickName, actorName, postTitle, excerpt, link, unsubscribeLink }, { site }) => ({
    subject: `【${site}】フォロー中の投稿「${postTitle}」に新しいコメントがあります`,
    heading: `${nickName}さん、フォロー中の投稿に新しいコメントがあります`,
    paragraphs: [`${actorName}さんが「${postTitle}」にコメントしました。`],
    quote: excerpt ?? undefined,
    action: { label: 'コメントを見る', url: link },
    footer: `このメールは、${site}でこの投稿をフォローし、コメントをメールで受け取る設定になっているためお送りしています。`,
    unsubscribe: { label: 'フォロー中の投稿へのコメントのメールを停止する', url: unsubscribeLink },
  }),
  alarmNewPostByFollowed: ({ nickName, actorName, postTitle, excerpt, link, unsubscribeLink }, { site }) => ({
    subject: `【${site}】${actorName}さんが新しい投稿「${postTitle}」を公開しました`,
    heading: `${nickName}さん、${actorName}さんの新しい投稿です`,
    paragraphs: [`フォロー中の${actorName}さんが「${postTitle}」を公開しました。`],
    quote: excerpt ?? undefined,
    action: { label: '投稿を見る', url: link },
    footer: `このメールは、${site}で${actorName}さんをフォローし、新しい投稿をメールで受け取る設定になっているためお送りしています。`,
    unsubscribe: { label: 'フォロー中のメンバーの新しい投稿のメールを停止する', url: unsubscribeLink },
  }),
  alarmDigest: ({ nickName, postTitle, count, link, unsubscribeLink }, { site }) => ({
    subject: `【${site}】「${postTitle}」に新しいコメントが${count}件あります`,
    heading: `${nickName}さん、新しいコメントが${count}件あります`,
    paragraphs: [
      `前回のメール以降、「${postTitle}」に新しいコメントが${count}件つきました。`,
      '同じ投稿についてのメールは1時間に1通までのため、まとめてお知らせします。',
    ],
    action: { label: 'コメントを見る', url: link },
    footer: `このメールは、${site}で新しいコメントをメールで受け取る設定になっているためお送りしています。`,
    unsubscribe: { label: 'このお知らせメールを停止する', url: unsubscribeLink },
  }),
  linkFallback: 'ボタンが動作しない場合は、次のアドレスをブラウザにコピーしてください。',
  signature: (site) => `${site}チーム`,
};
