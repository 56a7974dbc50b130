import { type KeyboardEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFetcher, useLocation } from 'react-router';
import { TAG_MAX_LENGTH, TAGS_MAX } from '../../../../common/validation/post.ts';
import { FieldMessage, labelClass } from './field-parts.tsx';
import { addTags, freshSuggestions, type TagIssue } from './tags.ts';

/** What the writing route's loader answers to `?tagQuery=` (keyword list of the API). */
export interface TagSuggestionsData {
  kind: 'keywords';
  rows: { keyword: string; count: number }[];
}

export const TAG_QUERY_PARAMETER = 'tagQuery';
const DEBOUNCE_MS = 250;
const SHOWN = 8;

interface TagInputProps {
  id: string;
  tags: string[];
  /** The field's mistake in words, from this input or from the server. */
  error?: string;
  onChange: (tags: string[]) => void;
  onIssue: (issue: TagIssue | undefined) => void;
}

/**
 * Up to 10 tags as chips (SPEC §2.2, §5): Enter or a comma adds what was typed, Backspace in
 * the empty input removes the last one. Existing tags are suggested while typing (the ARIA
 * combobox pattern: arrows choose, Enter takes, Escape closes).
 */
export function TagInput({ id, tags, error, onChange, onIssue }: TagInputProps) {
  const { t } = useTranslation('editor');
  const listId = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const fetcher = useFetcher<TagSuggestionsData>();
  const { pathname } = useLocation();
  const query = text.replace(/^#+/, '').trim();

  // Debounced: one request when the member pauses, not one per keystroke.
  const load = fetcher.load;
  useEffect(() => {
    if (query === '' || query.includes(',')) return;
    const timer = window.setTimeout(() => {
      void load(`${pathname}?${new URLSearchParams({ [TAG_QUERY_PARAMETER]: query.slice(0, TAG_MAX_LENGTH) })}`);
    }, DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [query, pathname, load]);

  const rows = fetcher.data?.kind === 'keywords' ? fetcher.data.rows : [];
  const options =
    query === ''
      ? []
      : freshSuggestions(
          rows.map((row) => row.keyword),
          tags,
        ).slice(0, SHOWN);
  const expanded = open && options.length > 0;
  const activeOption = expanded && active >= 0 && active < options.length ? active : -1;

  function commit(value: string) {
    const result = addTags(tags, value);
    if (result.tags.length !== tags.length) onChange(result.tags);
    setText(result.rest);
    onIssue(result.issue);
    setOpen(false);
    setActive(-1);
  }

  function remove(tag: string) {
    onChange(tags.filter((existing) => existing !== tag));
    onIssue(undefined);
    document.getElementById(id)?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        if (options.length === 0) return;
        event.preventDefault();
        setOpen(true);
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setActive((current) => (current + step + options.length) % options.length);
        return;
      }
      case 'Enter':
        // Enter adds a tag here; it never sends the post.
        event.preventDefault();
        commit(activeOption >= 0 ? (options[activeOption] ?? text) : text);
        return;
      case ',':
        event.preventDefault();
        commit(text);
        return;
      case 'Escape':
        if (expanded) {
          event.preventDefault();
          setOpen(false);
          setActive(-1);
        }
        return;
      case 'Backspace':
        if (text === '' && tags.length > 0) remove(tags[tags.length - 1]!);
        return;
    }
  }

  const describedBy = [error ? errorId : null, hintId].filter(Boolean).join(' ');
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {t('form.tags')}
      </label>
      <div
        className={`flex flex-wrap items-center gap-1.5 rounded-md border bg-white px-2 py-1.5 focus-within:border-ember-700 ${
          error ? 'border-berry-700 ring-1 ring-berry-700' : 'border-ink-300'
        }`}
      >
        {tags.length > 0 ? (
          <ul aria-label={t('form.chosenTags')} className="contents">
            {tags.map((tag) => (
              <li
                key={tag}
                className="inline-flex items-center gap-1 rounded-full bg-ember-50 py-0.5 pr-1 pl-2.5 text-sm text-ember-900"
              >
                <span>#{tag}</span>
                <button
                  type="button"
                  aria-label={t('form.removeTag', { tag })}
                  onClick={() => remove(tag)}
                  className="inline-flex size-7 items-center justify-center rounded-full text-base leading-none hover:bg-ember-100"
                >
                  <span aria-hidden="true">×</span>
                </button>
              </li>
            ))}
          </ul>
        ) : null}
        <div className="relative min-w-32 flex-1">
          <input
            id={id}
            type="text"
            role="combobox"
            autoComplete="off"
            enterKeyHint="enter"
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={listId}
            aria-activedescendant={activeOption >= 0 ? `${listId}-${activeOption}` : undefined}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            value={text}
            maxLength={TAG_MAX_LENGTH * 11}
            placeholder={tags.length < TAGS_MAX ? t('form.tagsPlaceholder') : undefined}
            onChange={(event) => {
              const value = event.target.value;
              // A comma typed on a phone keyboard arrives without a keydown of its own.
              if (/[,，、]/.test(value)) return commit(value);
              setText(value);
              setOpen(true);
              setActive(-1);
              onIssue(undefined);
            }}
            onKeyDown={onKeyDown}
            onBlur={() => {
              setOpen(false);
              if (text.trim() !== '') commit(text);
            }}
            className="min-h-9 w-full border-0 bg-transparent px-1 text-base text-ink-900 placeholder:text-ink-500 focus:outline-none"
          />
          <ul
            id={listId}
            role="listbox"
            aria-label={t('form.tagSuggestions')}
            hidden={!expanded}
            className="absolute top-full left-0 z-20 mt-1 max-h-64 w-64 max-w-[80vw] overflow-y-auto rounded-md border border-ink-300 bg-white py-1 shadow-raised"
          >
            {options.map((keyword, index) => (
              <li
                key={keyword}
                id={`${listId}-${index}`}
                role="option"
                aria-selected={index === activeOption}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => commit(keyword)}
                className="cursor-pointer px-3 py-2 text-sm text-ink-900 aria-selected:bg-ember-50 aria-selected:text-ember-900 hover:bg-flour-100"
              >
                #{keyword}
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="mt-1 flex justify-between gap-3">
        <p id={hintId} className="text-sm text-ink-600">
          {t('form.tagsHint', { max: TAGS_MAX })}
        </p>
        <p className="shrink-0 text-sm text-ink-600 tabular-nums">
          {tags.length} / {TAGS_MAX}
        </p>
      </div>
      <FieldMessage id={errorId}>{error}</FieldMessage>
    </div>
  );
}
