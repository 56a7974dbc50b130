import auth from '../locales/ja/auth.json' with { type: 'json' };
import common from '../locales/ja/common.json' with { type: 'json' };
import errors from '../locales/ja/errors.json' with { type: 'json' };
import member from '../locales/ja/member.json' with { type: 'json' };
import pages from '../locales/ja/pages.json' with { type: 'json' };
import editor from '../locales/ja/editor.json' with { type: 'json' };
import post from '../locales/ja/post.json' with { type: 'json' };
import posts from '../locales/ja/posts.json' with { type: 'json' };
import sns from '../locales/ja/sns.json' with { type: 'json' };
import gamification from '../locales/ja/gamification.json' with { type: 'json' };
import notifications from '../locales/ja/notifications.json' with { type: 'json' };
import notificationsMail from '../locales/ja/notifications-mail.json' with { type: 'json' };
import sidePanel from '../locales/ja/side-panel.json' with { type: 'json' };
import search from '../locales/ja/search.json' with { type: 'json' };
import knowledgeAdmin from '../locales/ja/knowledgeAdmin.json' with { type: 'json' };
import knowledge from '../locales/ja/knowledge.json' with { type: 'json' };
import admin from '../locales/ja/admin.json' with { type: 'json' };
import adminConsole from '../locales/ja/adminConsole.json' with { type: 'json' };
import adminModeration from '../locales/ja/adminModeration.json' with { type: 'json' };
import adminMembers from '../locales/ja/adminMembers.json' with { type: 'json' };
import adminReference from '../locales/ja/adminReference.json' with { type: 'json' };

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
