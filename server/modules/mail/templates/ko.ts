import type { MailTexts } from './types.ts';

export const ko: MailTexts = {
  signupConfirm: ({ nickName, link }, { site }) => ({
    subject: `[${site}] 이메일 주소를 인증해 주세요`,
    heading: `${nickName}님, 환영합니다!`,
    paragraphs: [
      `${site}에 가입해 주셔서 감사합니다. 아래 버튼을 눌러 이메일 인증을 마치면 바로 활동을 시작할 수 있어요.`,
      '인증 링크는 24시간 동안 유효합니다. 시간이 지나면 가입을 처음부터 다시 진행해 주세요.',
    ],
    action: { label: '이메일 인증하기', url: link },
    footer: `${site} 가입에 이 이메일 주소가 사용되어 발송된 메일입니다. 직접 가입하지 않으셨다면 이 메일을 무시해 주세요. 인증하지 않은 계정은 활성화되지 않습니다.`,
  }),
  signupComplete: ({ nickName, link }, { site }) => ({
    subject: `[${site}] 가입이 완료되었습니다`,
    heading: `${nickName}님, 가입을 축하합니다!`,
    paragraphs: [
      `이제 ${site}의 한 식구가 되셨어요. 궁금한 것을 묻고, 경험을 나누고, 동료들과 따뜻한 이야기를 이어 가 보세요.`,
    ],
    action: { label: `${site} 둘러보기`, url: link },
    footer: `${site} 가입을 완료하셔서 발송된 메일입니다.`,
  }),
  passwordReset: ({ nickName, link }, { site }) => ({
    subject: `[${site}] 비밀번호 재설정 안내`,
    heading: `${nickName}님, 새 비밀번호를 설정해 주세요`,
    paragraphs: [
      '비밀번호 재설정 요청을 받았습니다. 아래 버튼을 눌러 새 비밀번호를 설정해 주세요.',
      '이 링크는 24시간 동안 유효합니다.',
    ],
    action: { label: '새 비밀번호 설정하기', url: link },
    note: '직접 요청하지 않으셨다면 이 메일을 무시해 주세요. 비밀번호는 그대로 유지됩니다.',
    footer: `${site} 계정의 비밀번호 재설정 요청에 따라 발송된 메일입니다.`,
  }),
  accountDeleted: ({ nickName, erasedAt }, { site, date }) => ({
    subject: `[${site}] 회원 탈퇴가 완료되었습니다`,
    heading: `${nickName}님, 그동안 함께해 주셔서 감사합니다`,
    paragraphs: [
      `${site} 회원 탈퇴가 처리되었습니다.`,
      `개인정보는 ${date(erasedAt)}에 완전히 삭제됩니다.`,
      '탈퇴 후 30일 동안은 같은 이메일 주소와 닉네임으로 다시 가입할 수 없으며, 30일이 지나면 다시 사용할 수 있습니다.',
    ],
    footer: `${site} 회원 탈퇴 처리에 따라 발송된 메일입니다.`,
  }),
  marketingConsent: ({ nickName, agreedAt, link }, { site, dateTime }) => ({
    subject: `[${site}] 마케팅 정보 수신 동의 안내`,
    heading: `${nickName}님, 마케팅 정보 수신에 동의하셨습니다`,
    paragraphs: [
      `${site}의 소식과 혜택 등 마케팅 정보 수신에 동의하신 내역을 알려 드립니다.`,
      `동의 일시: ${dateTime(agreedAt)}`,
      '수신 동의는 언제든지 마이 존 설정에서 철회할 수 있습니다.',
    ],
    action: { label: '수신 설정 관리하기', url: link },
    footer: '마케팅 정보 수신 동의 사실을 알려 드리기 위해 발송된 메일입니다.',
  }),
  alarmReplyOnMyPost: ({ nickName, actorName, postTitle, excerpt, link, unsubscribeLink }, { site }) => ({
    subject: `[${site}] ${actorName}님이 내 글 "${postTitle}"에 댓글을 남겼어요`,
    heading: `${nickName}님, 내 글에 새 댓글이 달렸어요`,
    paragraphs: [`${actorName}님이 "${postTitle}"에 댓글을 남겼어요.`],
    quote: excerpt ?? undefined,
    action: { label: '댓글 보러 가기', url: link },
    footer: `${site}에서 내 글에 달린 댓글 알림 메일을 받도록 설정되어 있어 발송된 메일입니다.`,
    unsubscribe: { label: '내 글의 댓글 메일 그만 받기', url: unsubscribeLink },
  }),
  alarmReplyOnMyReply: ({ nickName, actorName, postTitle, excerpt, link, unsubscribeLink }, { site }) => ({
    subject: `[${site}] ${actorName}님이 "${postTitle}"의 내 댓글에 답글을 남겼어요`,
    heading: `${nickName}님, 내 댓글에 답글이 달렸어요`,
    paragraphs: [`${actorName}님이 "${postTitle}"에 남긴 내 댓글에 답글을 달았어요.`],
    quote: excerpt ?? undefined,
    action: { label: '답글 보러 가기', url: link },
    footer: `${site}에서 내 댓글에 달린 답글 알림 메일을 받도록 설정되어 있어 발송된 메일입니다.`,
    unsubscribe: { label: '내 댓글의 답글 메일 그만 받기', url: unsubscribeLink },
  }),
  alarmReplyOnFollowedPost: ({ nickName, actorName, postTitle, excerpt, link, unsubscribeLink }, { site }) => ({
    subject: `[${site}] 팔로우한 글 "${postTitle}"에 새 댓글이 달렸어요`,
    heading: `${nickName}님, 팔로우한 글에 새 댓글이 달렸어요`,
    paragraphs: [`${actorName}님이 "${postTitle}"에 댓글을 남겼어요.`],
    quote: excerpt ?? undefined,
    action: { label: '댓글 보러 가기', url: link },
    footer: `${site}에서 이 글을 팔로우하고 댓글 알림 메일을 받도록 설정되어 있어 발송된 메일입니다.`,
    unsubscribe: { label: '팔로우한 글의 댓글 메일 그만 받기', url: unsubscribeLink },
  }),
  alarmNewPostByFollowed: ({ nickName, actorName, postTitle, excerpt, link, unsubscribeLink }, { site }) => ({
    subject: `[${site}] ${actorName}님이 새 글 "${postTitle}"을(를) 올렸어요`,
    heading: `${nickName}님, ${actorName}님의 새 글이 올라왔어요`,
    paragraphs: [`팔로우하는 ${actorName}님이 "${postTitle}"을(를) 올렸어요.`],
    quote: excerpt ?? undefined,
    action: { label: '글 보러 가기', url: link },
    footer: `${site}에서 ${actorName}님을 팔로우하고 새 글 알림 메일을 받도록 설정되어 있어 발송된 메일입니다.`,
    unsubscribe: { label: '팔로우한 회원의 새 글 메일 그만 받기', url: unsubscribeLink },
  }),
  alarmDigest: ({ nickName, postTitle, count, link, unsubscribeLink }, { site }) => ({
    subject: `[${site}] "${postTitle}"에 새 댓글 ${count}개`,
    heading: `${nickName}님, 새 댓글이 ${count}개 달렸어요`,
    paragraphs: [
      `지난 메일 이후 "${postTitle}"에 새 댓글이 ${count}개 달렸어요.`,
      '한 글에 대한 메일은 한 시간에 한 번만 보내 드려서, 모아서 알려 드려요.',
    ],
    action: { label: '댓글 보러 가기', url: link },
    footer: `${site}에서 새 댓글 알림 메일을 받도록 설정되어 있어 발송된 메일입니다.`,
    unsubscribe: { label: '이 알림 메일 그만 받기', url: unsubscribeLink },
  }),
  linkFallback: '버튼이 눌리지 않으면 아래 주소를 복사해 브라우저 주소창에 붙여 넣어 주세요.',
  signature: (site) => `${site} 드림`,
};
