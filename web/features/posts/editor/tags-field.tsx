import { TagInput } from './tag-input.tsx';
import type { FormIssues } from './use-form-issues.ts';
import { WRITE_FORM_IDS as ids } from './write-form-ids.ts';

/** The tag input wired to the form: its own mistakes, and one hidden `tags` entry per tag. */
export function TagsField({
  tags,
  issues,
  onChange,
}: {
  tags: string[];
  issues: FormIssues;
  onChange: (tags: string[]) => void;
}) {
  return (
    <>
      <TagInput id={ids.tags} tags={tags} error={issues.issues.tags} onChange={onChange} onIssue={issues.setTagIssue} />
      {tags.map((tag) => (
        <input key={tag} type="hidden" name="tags" value={tag} />
      ))}
    </>
  );
}
