import { demoKnowledgeCategories } from './categories.ts';
import { demoFaqs } from './faqs.ts';
import { demoForumLinks } from './forum-links.ts';
import { demoGuides } from './guides.ts';
import type { DemoKnowledgeArticle, DemoKnowledgeData } from './types.ts';

/** The name the texts are written with; the site's configured product name replaces it. */
const WRITTEN_PROVIDER = 'Hearth Analytics';

function named(article: DemoKnowledgeArticle, provider: string): DemoKnowledgeArticle {
  const texts = Object.fromEntries(
    Object.entries(article.texts).map(([lang, text]) => [
      lang,
      {
        ...text,
        title: text.title.replaceAll(WRITTEN_PROVIDER, provider),
        body: text.body.replaceAll(WRITTEN_PROVIDER, provider),
      },
    ]),
  );
  return { ...article, texts };
}

/** The demo knowledge base, naming the provider's product as the rest of the demo does (PROVIDER_NAME). */
export function demoKnowledge(provider: string): DemoKnowledgeData {
  return {
    categories: demoKnowledgeCategories,
    guides: demoGuides.map((guide) => named(guide, provider)),
    faqs: demoFaqs.map((faq) => named(faq, provider)),
    forumLinks: demoForumLinks,
  };
}
