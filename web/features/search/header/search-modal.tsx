import { Dialog } from 'radix-ui';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useFetcher } from 'react-router';
import { IconButton } from '../../../components/ui/icon-button.tsx';
import { CloseIcon } from '../../../components/ui/icons.tsx';
import { PopularKeywords } from '../popular-keywords.tsx';
import type { SuggestData } from '../suggest.server.ts';
import { SearchCombobox, suggestionsUrl } from './search-combobox.tsx';

export interface SearchModalProps {
  lang: string;
  /** The header's search icon, which gets the focus back when the modal closes. */
  icon: HTMLElement;
  onClose: () => void;
}

/**
 * The phone's search modal (SPEC §2.3): the box with its suggestions and the popular tags as
 * chips. A radix Dialog: the focus stays inside, Escape and the overlay close it, and the focus
 * returns to the icon (there is no Dialog.Trigger: the icon lives outside this lazy module).
 */
export function SearchModal({ lang, icon, onClose }: SearchModalProps) {
  const { t } = useTranslation('search');
  const input = useRef<HTMLInputElement>(null);
  const popular = useFetcher<SuggestData>();
  const { load } = popular;
  useEffect(() => void load(suggestionsUrl(lang, '')), [lang, load]);
  const keywords = popular.data?.kind === 'popular' ? popular.data.keywords : [];

  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink-900/45" />
        <Dialog.Content
          aria-describedby={undefined}
          data-testid="search-modal"
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            input.current?.focus();
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            icon.focus();
          }}
          className="fixed inset-x-0 top-0 z-50 flex max-h-dvh flex-col gap-5 overflow-y-auto rounded-b-xl bg-flour-50 px-4 pt-3 pb-6 shadow-overlay sm:inset-x-auto sm:top-16 sm:left-1/2 sm:w-[530px] sm:-translate-x-1/2 sm:rounded-xl"
        >
          <div className="flex items-center justify-between">
            <Dialog.Title className="text-lg font-bold text-ink-900">{t('modal.title')}</Dialog.Title>
            <Dialog.Close asChild>
              <IconButton label={t('box.close')} icon={<CloseIcon />} className="-mr-2" />
            </Dialog.Close>
          </div>
          <SearchCombobox lang={lang} inputRef={input} onNavigate={onClose} />
          <PopularKeywords lang={lang} keywords={keywords} label={t('modal.popular')} onChoose={onClose} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
