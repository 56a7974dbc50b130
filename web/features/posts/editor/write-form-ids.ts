import type { PostFormField } from './post-form.ts';

/** The element of each field of the write form: focus goes there when its mistake shows. */
export const WRITE_FORM_IDS: Record<PostFormField, string> = {
  postLang: 'post-lang',
  categoryId: 'post-category',
  companyName: 'post-company',
  title: 'post-title',
  content: 'post-content',
  adminContent: 'post-admin-content',
  tags: 'post-tags',
  visibility: 'post-visibility-public',
};

export function focusField(field: PostFormField): void {
  document.getElementById(WRITE_FORM_IDS[field])?.focus();
}
