import { type KeyboardEvent, type RefObject, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFetcher, useNavigate } from 'react-router';
import type { Suggestion } from '../../../../common/contracts/search.ts';
import { searchPageHref, SEARCH_TEXT_MAX_LENGTH } from '../../../../common/search/limits.ts';
import { SearchIcon } from '../../../components/ui/icons.tsx';
import { HighlightedText } from '../../../components/ui/highlighted-text.tsx';
import type { SuggestData } from '../suggest.server.ts';

/** Issue 30: the box asks for suggestions once typing pauses this long. */
export const SUGGEST_DEBOUNCE_MS = 150;

/** Where a suggestion leads: a tag to its tag search, a post to its page. */
export function suggestionHref(lang: string, suggestion: Suggestion): string {
  return suggestion.kind === 'tag' ? searchPageHref(lang, `#${suggestion.keyword}`) : `/${lang}/post/${suggestion.id}`;
}

export function suggestionsUrl(lang: string, text: string): string {
  return `/${lang}/search_suggest?${new URLSearchParams({ text }).toString()}`;
}

export interface SearchComboboxProps {
  lang: string;
  inputRef: RefObject<HTMLInputElement | null>;
  /** Runs before the box leads somewhere (the box collapses, the modal closes). */
  onNavigate: () => void;
  /** Escape with no list open: the box collapses (the modal's dialog handles its own). */
  onEscape?: () => void;
  className?: string;
  inputClassName?: string;
}

/**
 * The header's search box with its suggestions (WAI-ARIA combobox with a listbox popup): the
 * input keeps the focus, ArrowDown and ArrowUp move the active option (aria-activedescendant),
 * Enter opens it, or searches the text when none is active; Escape closes the list first.
 * Suggestions come through a fetcher from the search_suggest route once typing pauses; a newer
 * load cancels the one still on its way. Without results the list stays closed.
 */
export function SearchCombobox({
  lang,
  inputRef,
  onNavigate,
  onEscape,
  className,
  inputClassName,
}: SearchComboboxProps) {
  const { t } = useTranslation('search');
  const navigate = useNavigate();
  const fetcher = useFetcher<SuggestData>();
  const id = useId();
  const listboxId = `${id}-listbox`;
  const [text, setText] = useState('');
  const [active, setActive] = useState(-1);
  const [dismissed, setDismissed] = useState(false);
  const trimmed = text.trim();

  const { load } = fetcher;
  useEffect(() => {
    if (trimmed === '') return undefined;
    const timer = setTimeout(() => void load(suggestionsUrl(lang, trimmed)), SUGGEST_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [lang, trimmed, load]);

  const rows = trimmed !== '' && fetcher.data?.kind === 'suggestions' ? fetcher.data.rows : [];
  const expanded = rows.length > 0 && !dismissed;
  const optionId = (index: number) => `${id}-option-${index}`;

  const go = (href: string) => {
    onNavigate();
    void navigate(href);
  };
  const choose = (suggestion: Suggestion) => go(suggestionHref(lang, suggestion));
  const submit = () => {
    if (trimmed !== '') go(searchPageHref(lang, trimmed));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        if (rows.length === 0) return;
        event.preventDefault();
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setDismissed(false);
        setActive((current) => {
          if (!expanded) return step === 1 ? 0 : rows.length - 1;
          if (current === -1) return step === 1 ? 0 : rows.length - 1;
          return (current + step + rows.length) % rows.length;
        });
        return;
      }
      case 'Enter': {
        event.preventDefault();
        const chosen = expanded && active >= 0 ? rows[active] : undefined;
        if (chosen) choose(chosen);
        else submit();
        return;
      }
      case 'Escape': {
        if (expanded) {
          // The list closes first; a second Escape closes the box.
          event.preventDefault();
          event.stopPropagation();
          setDismissed(true);
          setActive(-1);
          return;
        }
        if (onEscape) {
          event.preventDefault();
          onEscape();
        }
        return;
      }
      default:
    }
  };

  return (
    <form
      method="get"
      action={`/${lang}/search`}
      role="search"
      aria-label={t('box.label')}
      className={`relative ${className ?? ''}`}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-ink-500" />
      <input
        ref={inputRef}
        type="search"
        name="result"
        role="combobox"
        aria-label={t('box.label')}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listboxId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        autoComplete="off"
        enterKeyHint="search"
        maxLength={SEARCH_TEXT_MAX_LENGTH}
        placeholder={t('form.placeholder')}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setActive(-1);
          setDismissed(false);
        }}
        onKeyDown={onKeyDown}
        className={`min-h-11 w-full rounded-full border border-ink-400 bg-white pr-4 pl-10 text-base text-ink-900 placeholder:text-ink-500 ${inputClassName ?? ''}`}
      />
      <ul
        id={listboxId}
        role="listbox"
        aria-label={t('box.suggestions')}
        hidden={!expanded}
        className="absolute inset-x-0 top-full z-50 mt-2 max-h-[60vh] overflow-y-auto rounded-lg border border-flour-300 bg-white py-1 shadow-overlay"
      >
        {rows.map((suggestion, index) => (
          <li
            key={suggestion.kind === 'tag' ? `tag-${suggestion.keyword}` : `post-${suggestion.id}`}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            data-testid="search-suggestion"
            // The input keeps the focus; a click chooses.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(suggestion)}
            onMouseMove={() => setActive(index)}
            className="flex min-h-11 cursor-pointer items-center gap-2 px-4 py-2 text-sm text-ink-800 aria-selected:bg-ember-50 aria-selected:text-ember-900"
          >
            {suggestion.kind === 'tag' ? (
              <>
                <span aria-hidden="true" className="font-semibold text-ember-800">
                  #{suggestion.keyword}
                </span>
                <span aria-hidden="true" className="ml-auto text-xs text-ink-600">
                  {suggestion.count}
                </span>
                <span className="sr-only">
                  {t('box.tagSuggestion', { tag: suggestion.keyword, n: suggestion.count })}
                </span>
              </>
            ) : (
              <>
                <span className="sr-only">{t('box.postSuggestion')}: </span>
                <span className="min-w-0 truncate">
                  <HighlightedText segments={suggestion.title} />
                </span>
              </>
            )}
          </li>
        ))}
      </ul>
    </form>
  );
}
