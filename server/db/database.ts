import type { ColumnType, Generated } from 'kysely';

/**
 * Table types as the database stores them. Timestamps are timestamptz on PostgreSQL and
 * ISO-8601 text on SQLite; booleans are boolean on PostgreSQL and 0/1 on SQLite. Repositories
 * normalize both (STYLE 3, server/db/normalize.ts), so services only see domain objects.
 */
type Timestamp = ColumnType<Date | string, string, string>;
type Bool = ColumnType<boolean | number, boolean | number, boolean | number>;
/** A column with a default in the migration: inserts may leave it out. */
type Defaulted<T> =
  T extends ColumnType<infer S, infer I, infer U> ? ColumnType<S, I | undefined, U> : ColumnType<T, T | undefined, T>;

export interface UsersTable {
  id: Generated<number>;
  user_id: string;
  password_hash: string | null;
  nick_name: string;
  job_code_id: number | null;
  lang: Defaulted<string>;
  admin: Defaulted<Bool>;
  status: Defaulted<string>;
  created_at: Defaulted<Timestamp>;
  updated_at: Defaulted<Timestamp>;
  signup_from: Defaulted<string>;
  agree_privacy_at: Timestamp | null;
  agree_marketing_at: Timestamp | null;
  mbti_id: number | null;
  confirmed_at: Timestamp | null;
  last_login_at: Timestamp | null;
  show_alarm_date: Timestamp | null;
  banned_at: Timestamp | null;
  ban_reason: string | null;
  withdrawn_at: Timestamp | null;
  erased_at: Timestamp | null;
  introduce: string | null;
  profile_image_path: string | null;
  profile_upload_id: number | null;
  profile_base_image_index: number | null;
  main_character_key: string | null;
  /** Issue 28 (ADR 0027): written only by gamification. */
  temperature_tenths: Defaulted<number>;
  top_level: Defaulted<number>;
}

export interface SessionsTable {
  id: string;
  user_id: number;
  user_agent: string | null;
  created_at: Timestamp;
  last_seen_at: Timestamp;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
  revoked_reason: string | null;
}

export interface RefreshTokensTable {
  id: Generated<number>;
  session_id: string;
  token_hash: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

export interface EmailTokensTable {
  id: Generated<number>;
  user_id: number;
  purpose: string;
  token_hash: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

export interface SocialAccountsTable {
  id: Generated<number>;
  user_id: number;
  provider: string;
  provider_user_id: string;
  email: string | null;
  created_at: Timestamp;
}

export interface WithdrawalsTable {
  id: Generated<number>;
  user_id: number;
  reasons: string;
  comment: string | null;
  created_at: Timestamp;
}

export interface MailsTable {
  id: Generated<number>;
  user_id: number | null;
  to_address: string;
  lang: string;
  template: string;
  subject: string;
  html: string;
  text: string;
  status: Defaulted<string>;
  created_at: Timestamp;
  sent_at: Timestamp | null;
  last_error: string | null;
  /** Extra headers (List-Unsubscribe, RFC 8058) as JSON text; null: none. */
  headers: string | null;
}

export interface JobsTable {
  id: Generated<number>;
  type: string;
  payload: string;
  status: Defaulted<string>;
  attempts: Defaulted<number>;
  max_attempts: number;
  run_at: Timestamp;
  /** When the current run began. */
  locked_at: Timestamp | null;
  /** The end of the running worker's lease, renewed while it runs (ADR 0019). */
  locked_until: Timestamp | null;
  /** The worker (host, process, instance) holding the lease. */
  locked_by: string | null;
  last_error: string | null;
  created_at: Defaulted<Timestamp>;
  updated_at: Defaulted<Timestamp>;
}

export interface CodesTable {
  id: Generated<number>;
  code_group: string;
  key: string;
  name_ko: string;
  name_en: string;
  name_ja: string;
  sort_order: number;
  /** Issue 32: when an administrator renamed it; the reference seed leaves its names alone then. */
  renamed_at: Timestamp | null;
}

export interface PostGroupingsTable {
  id: Generated<number>;
  type: string;
  name_ko: string;
  name_en: string;
  name_ja: string;
  writable_by: string;
  sort_order: number;
  /** Issue 32: when an administrator renamed it; the reference seed leaves its names alone then. */
  renamed_at: Timestamp | null;
}

export interface CategoriesTable {
  id: Generated<number>;
  parent_id: number | null;
  depth: number;
  key: string;
  grouping_type: string;
  name_ko: string;
  name_en: string;
  name_ja: string;
  sort_order: number;
  /** Issue 32: hidden from the picker and the filters; its posts keep it. */
  retired_at: Timestamp | null;
  /** Issue 32: when an administrator renamed it; the reference seed leaves its names alone then. */
  renamed_at: Timestamp | null;
}

export interface CharactersTable {
  id: Generated<number>;
  key: string;
  name_ko: string;
  name_en: string;
  name_ja: string;
  intro_ko: string;
  intro_en: string;
  intro_ja: string;
  sort_order: number;
}

export interface MbtiTypesTable {
  id: Generated<number>;
  type: string;
  character_key: string;
  sort_order: number;
}

export interface ReportReasonsTable {
  id: Generated<number>;
  key: string;
  name_ko: string;
  name_en: string;
  name_ja: string;
  sort_order: number;
  /** Issue 32: when an administrator renamed it; the reference seed leaves its names alone then. */
  renamed_at: Timestamp | null;
}

export interface PostsTable {
  id: Generated<number>;
  user_id: number;
  grouping_type: string;
  category_id: number;
  category1_id: number;
  category2_id: number | null;
  category3_id: number | null;
  lang: string;
  title: string;
  content: string;
  content_text: string;
  /** The card's excerpt (server/modules/posts/excerpt.ts), kept when the text is written. */
  excerpt: string;
  admin_content: string | null;
  company_name: string | null;
  visibility: string;
  guide_id: number | null;
  solomon_reference: Defaulted<Bool>;
  thumbnail_url: string | null;
  reply_count: Defaulted<number>;
  like_count: Defaulted<number>;
  bookmark_count: Defaulted<number>;
  follow_count: Defaulted<number>;
  view_count: Defaulted<number>;
  report_count: Defaulted<number>;
  status: Defaulted<string>;
  hidden_at: Timestamp | null;
  deleted_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface KeywordsTable {
  id: Generated<number>;
  keyword: string;
  /** The keyword's identity, unique (tagKey): one per spelling whatever the case or width. */
  tag_key: string;
  created_at: Timestamp;
}

export interface PostKeywordsTable {
  post_id: number;
  keyword_id: number;
  position: number;
}

export interface RepliesTable {
  id: Generated<number>;
  post_id: number;
  user_id: number;
  parent_id: number | null;
  thread_parent_id: number | null;
  depth: number;
  mention_user_id: number | null;
  content: string;
  content_text: string;
  like_count: Defaulted<number>;
  report_count: Defaulted<number>;
  status: Defaulted<string>;
  hidden_at: Timestamp | null;
  deleted_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface PostReactionTable {
  post_id: number;
  user_id: number;
  created_at: Timestamp;
}

export interface ReplyLikesTable {
  reply_id: number;
  user_id: number;
  created_at: Timestamp;
}

export interface ReportsTable {
  id: Generated<number>;
  reporter_id: number;
  target_type: string;
  target_id: number;
  reason_key: string;
  created_at: Timestamp;
  /** Issue 32: null while the report waits; then when, how (upheld, dismissed) and by whom. */
  resolved_at: Timestamp | null;
  resolution: string | null;
  resolved_by: number | null;
}

export interface PostViewsTable {
  post_id: number;
  viewer_key: string;
  day: string;
  user_id: number | null;
  /** A keyed digest of an anonymous reader's address (issue 13 finding 8); null for members. */
  address_key: string | null;
  created_at: Timestamp;
}

export interface UploadsTable {
  id: Generated<number>;
  user_id: number;
  draft_key: string;
  post_id: number | null;
  /** The reply that shows the image (null: a post's image, or not used yet). */
  reply_id: number | null;
  /** The knowledge article that shows the image (issue 31). */
  article_id: Defaulted<number | null>;
  storage_key: string;
  mime_type: string;
  bytes: number;
  width: number;
  height: number;
  created_at: Timestamp;
}

/** Rate-limit windows when they are counted in the database (server/lib/rate-counters-database.ts). */
export interface RateLimitCountersTable {
  key: string;
  count: number;
  /** Milliseconds since the epoch. */
  window_ends_at: number;
  /** 1 when the last reservation was refused: what the reserve statement returns. */
  refused: Defaulted<number>;
}

/** A member's SNS links (SPEC §5: at most 3), in the order the member gave them. */
export interface MemberSnsLinksTable {
  id: Generated<number>;
  user_id: number;
  sort_order: number;
  sns_type: string;
  url: string;
  created_at: Timestamp;
}

/** Who follows whom (SPEC §4); one row per pair. */
export interface MemberFollowsTable {
  id: Generated<number>;
  follower_id: number;
  following_id: number;
  created_at: Timestamp;
}

/** Characters a member collected (DECISIONS P22); dough is everyone's and has no row. */
export interface MemberCharactersTable {
  user_id: number;
  character_key: string;
  acquired_at: Timestamp;
}

/** The score ledger (issue 28, ADR 0027): points in tenths of a degree. */
export interface ScoreEventsTable {
  id: Generated<number>;
  user_id: number;
  key: string;
  points: number;
  base_points: number;
  item: string | null;
  post_id: number | null;
  once_key: string | null;
  reverses_id: number | null;
  site_day: string;
  created_at: Timestamp;
}

/** Celebrations waiting to be shown (SPEC §3.5). */
export interface ScoreLayersTable {
  id: Generated<number>;
  user_id: number;
  type: string;
  level: number | null;
  character_key: string | null;
  points: number | null;
  created_at: Timestamp;
  shown_at: Timestamp | null;
}

/** Notifications (issue 29, ADR 0028). */
export interface AlarmsTable {
  id: Generated<number>;
  user_id: number;
  type: string;
  key: string;
  group_key: string;
  actor_id: number | null;
  post_id: number | null;
  reply_id: number | null;
  data: string;
  show: Defaulted<Bool>;
  created_at: Timestamp;
}

/** Issue 29: the notification e-mail kinds a member switched off (no row: on). */
export interface AlarmMailSettingsTable {
  user_id: number;
  kind: string;
  off_at: Timestamp;
}

/** Issue 29: one member's not yet mailed events about one post (at most one mail per hour). */
export interface AlarmMailDigestsTable {
  id: Generated<number>;
  user_id: number;
  post_id: number;
  pending: Defaulted<number>;
  kinds: Defaulted<number>;
  last_key: string;
  last_actor_id: number | null;
  last_reply_id: number | null;
  due_at: Timestamp;
  quiet_until: Timestamp | null;
}

/** Search (issue 30, ADR 0029): what anyone may find, one row per item. */
export interface SearchDocumentsTable {
  /** documentId(kind, item_id): search/document.ts. */
  id: number;
  kind: string;
  item_id: number;
  lang: string;
  grouping_type: string | null;
  category1_id: number | null;
  category2_id: number | null;
  category3_id: number | null;
  author_id: number | null;
  view_count: Defaulted<number>;
  token_count: number;
  created_at: Timestamp;
  indexed_at: Timestamp;
}

export interface SearchTextsTable {
  document_id: number;
  title: string;
  body_text: string;
}

export interface SearchDocumentTagsTable {
  document_id: number;
  tag_key: string;
  keyword: string;
}

export interface SearchTagsTable {
  lang: string;
  tag_key: string;
  keyword: string;
  documents: number;
}

export interface SearchQueriesTable {
  id: Generated<number>;
  scope: string;
  lang: string;
  text: string;
  result_count: number;
  created_at: Timestamp;
}

/** Issue 30, P32: the side panel's brochure applications (P11's erasure deletes a member's). */
export interface BrochureRequestsTable {
  id: Generated<number>;
  user_id: number | null;
  company: string;
  name: string;
  email: string;
  phone: string | null;
  interest: string;
  lang: string;
  consented_at: Timestamp;
  created_at: Timestamp;
}

/** Issue 31, P24: the knowledge areas' categories of two depths (Documentation, Solomon). */
export interface KnowledgeCategoriesTable {
  id: Generated<number>;
  area: 'documentation' | 'solomon';
  parent_id: number | null;
  depth: number;
  name_ko: string;
  name_en: string;
  name_ja: string;
  sort_order: Defaulted<number>;
  created_at: Timestamp;
}

/** A guide (Documentation) or an answer (Solomon's FAQ); its texts are per language. */
export interface KnowledgeArticlesTable {
  id: Generated<number>;
  kind: 'guide' | 'faq';
  category_id: number;
  status: 'draft' | 'published';
  sort_order: Defaulted<number>;
  helpful_yes: Defaulted<number>;
  helpful_no: Defaulted<number>;
  view_count: Defaulted<number>;
  created_by: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  published_at: Timestamp | null;
}

export interface KnowledgeTextsTable {
  article_id: number;
  lang: string;
  title: string;
  /** Sanitized HTML (P15), as posts keep theirs. */
  content: string;
  plain_text: string;
  /** A JSON array of strings. */
  keywords: Defaulted<string>;
  updated_at: Timestamp;
}

export interface KnowledgeLinksTable {
  guide_id: number;
  faq_id: number;
}

/** "Was this helpful?": `reader_key` is u<member id> or v<visitor id>, one answer each. */
export interface KnowledgeReviewsTable {
  id: Generated<number>;
  article_id: number;
  reader_key: string;
  user_id: number | null;
  helpful: Bool;
  text: string | null;
  lang: string;
  created_at: Timestamp;
}

/** Issue 32, P31: every administrative action; rows are only added (server/lib/audit.ts). */
export interface AuditLogTable {
  id: Generated<number>;
  actor_id: number | null;
  action: string;
  target_type: string;
  target_id: string | null;
  before_json: string | null;
  after_json: string | null;
  reason: string | null;
  created_at: Timestamp;
}

export interface Database {
  users: UsersTable;
  jobs: JobsTable;
  codes: CodesTable;
  post_groupings: PostGroupingsTable;
  categories: CategoriesTable;
  characters: CharactersTable;
  mbti_types: MbtiTypesTable;
  report_reasons: ReportReasonsTable;
  sessions: SessionsTable;
  refresh_tokens: RefreshTokensTable;
  email_tokens: EmailTokensTable;
  social_accounts: SocialAccountsTable;
  withdrawals: WithdrawalsTable;
  mails: MailsTable;
  posts: PostsTable;
  keywords: KeywordsTable;
  post_keywords: PostKeywordsTable;
  replies: RepliesTable;
  post_likes: PostReactionTable;
  reply_likes: ReplyLikesTable;
  post_bookmarks: PostReactionTable;
  post_follows: PostReactionTable;
  reports: ReportsTable;
  post_views: PostViewsTable;
  uploads: UploadsTable;
  rate_limit_counters: RateLimitCountersTable;
  member_sns_links: MemberSnsLinksTable;
  member_follows: MemberFollowsTable;
  member_characters: MemberCharactersTable;
  score_events: ScoreEventsTable;
  score_layers: ScoreLayersTable;
  alarms: AlarmsTable;
  alarm_mail_settings: AlarmMailSettingsTable;
  alarm_mail_digests: AlarmMailDigestsTable;
  search_documents: SearchDocumentsTable;
  search_texts: SearchTextsTable;
  search_document_tags: SearchDocumentTagsTable;
  search_tags: SearchTagsTable;
  search_queries: SearchQueriesTable;
  brochure_requests: BrochureRequestsTable;
  knowledge_categories: KnowledgeCategoriesTable;
  knowledge_articles: KnowledgeArticlesTable;
  knowledge_texts: KnowledgeTextsTable;
  knowledge_links: KnowledgeLinksTable;
  knowledge_reviews: KnowledgeReviewsTable;
  audit_log: AuditLogTable;
}
