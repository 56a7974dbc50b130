import auth from '../locales/en/auth.json' with { type: 'json' };
import common from '../locales/en/common.json' with { type: 'json' };
import errors from '../locales/en/errors.json' with { type: 'json' };
import member from '../locales/en/member.json' with { type: 'json' };
import pages from '../locales/en/pages.json' with { type: 'json' };
import editor from '../locales/en/editor.json' with { type: 'json' };
import post from '../locales/en/post.json' with { type: 'json' };
import posts from '../locales/en/posts.json' with { type: 'json' };
import sns from '../locales/en/sns.json' with { type: 'json' };
import gamification from '../locales/en/gamification.json' with { type: 'json' };
import notifications from '../locales/en/notifications.json' with { type: 'json' };
import notificationsMail from '../locales/en/notifications-mail.json' with { type: 'json' };
import sidePanel from '../locales/en/side-panel.json' with { type: 'json' };
import search from '../locales/en/search.json' with { type: 'json' };
import knowledgeAdmin from '../locales/en/knowledgeAdmin.json' with { type: 'json' };
import knowledge from '../locales/en/knowledge.json' with { type: 'json' };
import admin from '../locales/en/admin.json' with { type: 'json' };
import adminConsole from '../locales/en/adminConsole.json' with { type: 'json' };
import adminModeration from '../locales/en/adminModeration.json' with { type: 'json' };
import adminMembers from '../locales/en/adminMembers.json' with { type: 'json' };
import adminReference from '../locales/en/adminReference.json' with { type: 'json' };

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
