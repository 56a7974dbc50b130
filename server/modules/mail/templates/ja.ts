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
  linkFallback: 'ボタンが動作しない場合は、次のアドレスをブラウザにコピーしてください。',
  signature: (site) => `${site}チーム`,
};
