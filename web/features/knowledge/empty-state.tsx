import type { ReactNode } from 'react';
import { CharacterAvatar } from '../../components/characters/character-avatar.tsx';

/** A friendly word from the dough when there is nothing to list (as the search page says it). */
export function EmptyState({ title, body, children }: { title: string; body?: string; children?: ReactNode }) {
  return (
    <div
      className="flex flex-col items-center gap-3 rounded-lg border border-dashed border-ink-300 bg-white px-6 py-10 text-center"
      data-testid="knowledge-empty"
    >
      <CharacterAvatar character="dough" size={64} decorative />
      <p className="text-lg font-bold text-ink-900">{title}</p>
      {body ? <p className="max-w-prose text-ink-700">{body}</p> : null}
      {children ? <div className="mt-2 flex flex-col items-center gap-3">{children}</div> : null}
    </div>
  );
}
