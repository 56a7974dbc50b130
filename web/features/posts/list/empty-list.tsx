import type { ReactNode } from 'react';
import { CharacterAvatar } from '../../../components/characters/character-avatar.tsx';

/** A list with nothing in it yet: a friendly word from the dough and, when given, a way to start. */
export function EmptyList({ title, body, action }: { title: string; body?: string; action?: ReactNode }) {
  return (
    <div
      className="flex flex-col items-center gap-3 rounded-lg border border-dashed border-ink-300 bg-white px-6 py-12 text-center"
      data-testid="empty-list"
    >
      <CharacterAvatar character="dough" size={72} decorative />
      <p className="text-lg font-bold text-ink-900">{title}</p>
      {body ? <p className="max-w-prose text-ink-700">{body}</p> : null}
      {action ? <div className="mt-2">{action}</div> : null}
    </div>
  );
}
