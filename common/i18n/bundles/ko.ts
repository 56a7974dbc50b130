import auth from '../locales/ko/auth.json' with { type: 'json' };
import common from '../locales/ko/common.json' with { type: 'json' };
import errors from '../locales/ko/errors.json' with { type: 'json' };
import member from '../locales/ko/member.json' with { type: 'json' };
import pages from '../locales/ko/pages.json' with { type: 'json' };
import editor from '../locales/ko/editor.json' with { type: 'json' };
import post from '../locales/ko/post.json' with { type: 'json' };
import posts from '../locales/ko/posts.json' with { type: 'json' };
import sns from '../locales/ko/sns.json' with { type: 'json' };
import gamification from '../locales/ko/gamification.json' with { type: 'json' };
import notifications from '../locales/ko/notifications.json' with { type: 'json' };
import notificationsMail from '../locales/ko/notifications-mail.json' with { type: 'json' };
import sidePanel from '../locales/ko/side-panel.json' with { type: 'json' };
import search from '../locales/ko/search.json' with { type: 'json' };
import knowledgeAdmin from '../locales/ko/knowledgeAdmin.json' with { type: 'json' };
import knowledge from '../locales/ko/knowledge.json' with { type: 'json' };
import admin from '../locales/ko/admin.json' with { type: 'json' };
import adminConsole from '../locales/ko/adminConsole.json' with { type: 'json' };
import adminModeration from '../locales/ko/adminModeration.json' with { type: 'json' };
import adminMembers from '../locales/ko/adminMembers.json' with { type: 'json' };
import adminReference from '../locales/ko/adminReference.json' with { type: 'json' };

/** Every namespace of one language: the browser receives only its own page's language. */
export default {
  common,
  errors,
  pages,
  auth,
  sns,
  member,
  posts,
  post,
  editor,
  gamification,
  notifications,
  'notifications-mail': notificationsMail,
  'side-panel': sidePanel,
  search,
  knowledgeAdmin,
  knowledge,
  admin,
  adminConsole,
  adminModeration,
  adminMembers,
  adminReference,
};
