import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { KNOWLEDGE_KEYWORD_MAX_LENGTH, KNOWLEDGE_KEYWORDS_MAX } from '../../../../common/validation/knowledge.ts';

/**
 * An article's keywords as chips (up to KNOWLEDGE_KEYWORDS_MAX): Enter or a comma adds what was
 * typed, Backspace in the empty box takes the last one back, each chip has its remove button.
 */
export function KeywordInput({
  id,
  lang,
  value,
  error,
  onChange,
}: {
  id: string;
  lang: string;
  value: readonly string[];
  error?: string;
  onChange: (keywords: string[]) => void;
}) {
  const { t } = useTranslation('knowledgeAdmin');
  const [typed, setTyped] = useState('');
  const hintId = useId();
  const full = value.length >= KNOWLEDGE_KEYWORDS_MAX;

  function add(text: string) {
    const keyword = text.replace(/,/g, ' ').trim().slice(0, KNOWLEDGE_KEYWORD_MAX_LENGTH);
    setTyped('');
    if (keyword === '' || full || value.some((each) => each.toLowerCase() === keyword.toLowerCase())) return;
    onChange([...value, keyword]);
  }

  return (
    <div>
      <label htmlFor={id} className="block font-semibold text-ink-800">
        {t('editor.keywords')}
      </label>
      <p id={hintId} className="text-sm text-ink-600">
        {t('editor.keywordsHint', { max: KNOWLEDGE_KEYWORDS_MAX })}
      </p>
      {value.length > 0 ? (
        <ul aria-label={t('editor.chosenKeywords')} className="mt-2 flex flex-wrap gap-2">
          {value.map((keyword) => (
            <li
              key={keyword}
              lang={lang}
              className="inline-flex items-center gap-1 rounded-full bg-flour-200 py-0.5 pr-1 pl-3 text-sm text-ink-900"
            >
              {keyword}
              <button
                type="button"
                className="inline-flex size-7 items-center justify-center rounded-full hover:bg-flour-300"
                aria-label={t('editor.removeKeyword', { keyword })}
                onClick={() => onChange(value.filter((each) => each !== keyword))}
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <input
        id={id}
        lang={lang}
        value={typed}
        disabled={full}
        placeholder={t('editor.keywordsPlaceholder')}
        maxLength={KNOWLEDGE_KEYWORD_MAX_LENGTH + 1}
        aria-describedby={error ? `${hintId} ${id}-error` : hintId}
        aria-invalid={error ? true : undefined}
        className="mt-2 block min-h-11 w-full max-w-md rounded-md border border-ink-300 bg-white px-3 text-base aria-invalid:border-berry-700"
        onChange={(event) => {
          const next = event.target.value;
          if (next.includes(',')) add(next);
          else setTyped(next);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
            event.preventDefault();
            add(typed);
          } else if (event.key === 'Backspace' && typed === '' && value.length > 0) {
            onChange(value.slice(0, -1));
          }
        }}
        onBlur={() => add(typed)}
      />
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-berry-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
