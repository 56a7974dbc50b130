import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { type CodeDto, CODE_GROUPS, type CodeGroup } from '../../../../common/contracts/reference.ts';
import { Button } from '../../../components/ui/button.tsx';
import { NamesFields } from './names-fields.tsx';
import { NamesRow } from './names-row.tsx';
import { useReferenceAction } from './reference-action.ts';

/** Adds a code to a group: a key (fixed once created) and its three names. */
function AddCodeForm({ group }: { group: CodeGroup }) {
  const { t } = useTranslation('adminReference');
  const form = useRef<HTMLFormElement>(null);
  const fetcher = useReferenceAction(() => form.current?.reset());
  return (
    <fetcher.Form
      ref={form}
      method="post"
      className="mt-3 flex flex-wrap items-end gap-2 rounded-md bg-flour-100 p-3"
      aria-label={`${t('addCode.title')}: ${t(`codeGroups.${group}`)}`}
    >
      <input type="hidden" name="intent" value="addCode" />
      <input type="hidden" name="group" value={group} />
      <label className="flex min-w-0 flex-col text-xs font-semibold text-ink-800">
        {t('key')}
        <input
          name="key"
          required
          maxLength={64}
          pattern="[A-Za-z0-9_.\-]+"
          aria-describedby={`code-key-hint-${group}`}
          className="mt-1 min-h-11 w-44 max-w-full rounded-md border border-flour-400 px-2 text-sm font-normal"
        />
      </label>
      <NamesFields />
      <Button type="submit" disabled={fetcher.state !== 'idle'}>
        {t('addCode.submit')}
      </Button>
      <p id={`code-key-hint-${group}`} className="w-full text-xs text-ink-700">
        {t('keyHint')}
      </p>
    </fetcher.Form>
  );
}

/** Codes by group (jobs, sign-up sources, social networks): rename in place, add with a key. */
export function CodesSection({ codes }: { codes: CodeDto[] }) {
  const { t } = useTranslation('adminReference');
  return (
    <div className="flex flex-col gap-8">
      {CODE_GROUPS.map((group) => {
        const rows = codes.filter((code) => code.group === group);
        return (
          <section key={group} aria-labelledby={`codes-${group}`}>
            <h2 id={`codes-${group}`} className="mb-2 text-lg font-bold text-ink-900">
              {t(`codeGroups.${group}`)}
            </h2>
            {rows.length === 0 ? (
              <p className="text-ink-700">{t('emptyList')}</p>
            ) : (
              <ul className="flex flex-col gap-2">
                {rows.map((code) => (
                  <NamesRow key={code.id} intent="renameCode" id={code.id} label={code.key} names={code.names} />
                ))}
              </ul>
            )}
            <AddCodeForm group={group} />
          </section>
        );
      })}
    </div>
  );
}
