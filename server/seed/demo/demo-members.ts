import type { Locale } from '../../../common/i18n/locales.ts';

/**
 * The demo community's members: people of the SPEC §1 audience in each language, with jobs
 * from the job codes and personality types that give them their characters (SPEC §3.1; no
 * type leaves a member with the dough). They have no password: nobody signs in as them.
 * Nicknames follow the sign-up rule (Hangul, Latin letters and digits, at most 12).
 */
export interface DemoMember {
  key: string;
  nickName: string;
  lang: Locale;
  job: string;
  mbti: string | null;
  joinedDaysAgo: number;
}

/** Their e-mail addresses end here; the seed looks for it to know it already ran. */
export const DEMO_EMAIL_DOMAIN = 'demo.hearth.local';

export const demoEmail = (key: string) => `${key}@${DEMO_EMAIL_DOMAIN}`;

const m = (key: string, nickName: string, job: string, mbti: string | null, joinedDaysAgo: number): DemoMember => ({
  key,
  nickName,
  lang: key.slice(0, 2) as Locale,
  job: `JOB_${job}`,
  mbti,
  joinedDaysAgo,
});

export const DEMO_MEMBERS: DemoMember[] = [
  m('ko-dohyun', '분석가도현', 'ANALYST', 'intj', 290),
  m('ko-minji', 'UX민지', 'UXRESEARCHER', 'infp', 281),
  m('ko-seoyeon', 'PM서연', 'PM', 'entj', 275),
  m('ko-junho', '마케터준호', 'MARKETER', 'enfp', 262),
  m('ko-haneul', '히트맵하늘', 'UXDESIGNER', 'isfp', 255),
  m('ko-jiwoo', '그로스지우', 'MARKETER', 'estp', 248),
  m('ko-yuna', '기획자유나', 'SERVICE', 'isfj', 240),
  m('ko-taeyang', '개발자태양', 'DEVELOPER', 'istp', 233),
  m('ko-sora', '채용담당소라', 'RECRUITER', 'esfj', 226),
  m('ko-hyunwoo', '데이터현우', 'ANALYST', 'istj', 219),
  m('ko-eunbi', 'UI은비', 'UIDESIGNER', 'enfj', 211),
  m('ko-sangmin', '대표상민', 'MANAGEMENT', null, 204),
  m('ko-nari', '지표덕후나리', 'ANALYST', 'intp', 198),

  m('en-dana', 'DataDana', 'ANALYST', 'intp', 288),
  m('en-marco', 'MarcoUX', 'UXDESIGNER', 'enfp', 279),
  m('en-priya', 'PriyaPM', 'PM', 'entj', 270),
  m('en-sam', 'SegmentSam', 'MARKETER', 'estp', 264),
  m('en-clara', 'ClaraUXR', 'UXRESEARCHER', 'infj', 252),
  m('en-tom', 'TomGrowth', 'MARKETER', 'entp', 244),
  m('en-nina', 'NinaAnalyst', 'ANALYST', 'istj', 237),
  m('en-oliver', 'OliverDev', 'DEVELOPER', 'istp', 229),
  m('en-jo', 'RecruiterJo', 'RECRUITER', 'esfj', 221),
  m('en-lena', 'LenaDesigns', 'UIDESIGNER', 'isfp', 214),
  m('en-ravi', 'RaviMetrics', 'MANAGEMENT', 'estj', 207),
  m('en-grace', 'GraceCRM', 'MARKETER', null, 199),

  m('ja-yuki', 'YukiData', 'ANALYST', 'istj', 286),
  m('ja-haruto', 'HarutoUX', 'UXDESIGNER', 'infp', 277),
  m('ja-sakura', 'SakuraPM', 'PM', 'enfj', 268),
  m('ja-kenta', 'KentaGrowth', 'MARKETER', 'entp', 259),
  m('ja-mioko', 'MiokoLab', 'UXRESEARCHER', 'infj', 250),
  m('ja-takumi', 'TakumiDev', 'DEVELOPER', 'intp', 242),
  m('ja-aya', 'AyaAnalyst', 'ANALYST', 'isfj', 235),
  m('ja-ren', 'RenMarketer', 'MARKETER', 'esfp', 227),
  m('ja-nanami', 'NanamiUI', 'UIDESIGNER', 'isfp', 218),
  m('ja-shota', 'ShotaSEO', 'MARKETER', 'istp', 210),
  m('ja-hina', 'HinaRecruit', 'RECRUITER', 'esfj', 203),
  m('ja-daiki', 'DaikiCRM', 'SERVICE', null, 196),
];
