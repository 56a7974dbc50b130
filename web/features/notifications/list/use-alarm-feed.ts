import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFetcher, useNavigate, useSubmit } from 'react-router';
import type { Alarm } from '../../../../common/contracts/notifications/alarms.ts';
import { useDialogs } from '../../../components/ui/dialogs.tsx';
import { ALARM_INTENTS, type AlarmIntent, type AlarmIntentResult, type AlarmPage } from '../alarm-intents.ts';
import { updateBadge, useBadgeState } from '../bell/badge-store.ts';

type ListResult = { ok: true; page: AlarmPage } | { ok: false; code: string; message: string };

export interface AlarmFeed {
  status: 'loading' | 'ready' | 'failed';
  rows: Alarm[];
  more: boolean;
  /** The server's time of the list, for "3 minutes ago". */
  now: string;
  loadingMore: boolean;
  loadMore(): void;
  retry(): void;
  markRead(id: number): void;
  markAllRead(): void;
  /** SPEC §5: checks the notification, then follows it, or shows why it cannot be followed. */
  follow(alarm: Alarm): void;
}

/**
 * The list behind the panel and the page: pages loaded from {lang}/alarm/data, read marks shown
 * at once and posted without reloading the page's data, and the newest page fetched again when
 * the live connection hears of a newer notification (which, seen here, is seen: the badge stays 0).
 */
export function useAlarmFeed(lang: string, initial: AlarmPage | undefined, onFollow?: () => void): AlarmFeed {
  const { t } = useTranslation('notifications');
  const dialogs = useDialogs();
  const navigate = useNavigate();
  const submit = useSubmit();
  // The newest page (first load, retry, live refresh) and older pages ("more") load apart.
  const newest = useFetcher<ListResult>();
  const older = useFetcher<ListResult>();
  const checker = useFetcher<AlarmIntentResult>();
  const dataPath = `/${lang}/alarm/data`;

  // What is shown, derived from the page's loader data and the fetchers' answers as they come
  // (each answer applied once), plus the read marks made here since.
  const [list, setList] = useState<ListState>({ page: initial, failed: false, from: [initial] });
  if (!list.from.includes(initial)) {
    setList({ page: initial, failed: false, from: [initial, newest.data, older.data] });
  } else if (newest.state === 'idle' && newest.data && !list.from.includes(newest.data)) {
    const answer = newest.data;
    setList({ page: answer.ok ? answer.page : list.page, failed: !answer.ok, from: [...list.from, answer] });
  } else if (older.state === 'idle' && older.data && !list.from.includes(older.data)) {
    const answer = older.data;
    setList({
      page: answer.ok ? appendPage(list.page, answer.page) : list.page,
      failed: false,
      from: [...list.from, answer],
    });
  }
  const page = list.page;

  const post = useCallback(
    (intent: AlarmIntent, id?: number) => {
      const form = new FormData();
      form.set('intent', intent);
      if (id !== undefined) form.set('id', String(id));
      // Each post its own fetcher (a second press must not cancel the first); the page's data
      // stays as it is: what changed is shown here already.
      void submit(form, {
        method: 'post',
        action: dataPath,
        navigate: false,
        fetcherKey: `alarm-${intent}-${id ?? 'all'}`,
        defaultShouldRevalidate: false,
      });
    },
    [dataPath, submit],
  );

  const loadNewest = newest.load;
  useEffect(() => {
    if (!initial) void loadNewest(dataPath);
    // Only the first page, once: later pages come from loadMore.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Live (../live/alarm-live.ts): a notification newer than the first row arrived while this list is open.
  const { latestId } = useBadgeState();
  const newestShown = page?.rows[0]?.id ?? 0;
  const idle = newest.state === 'idle';
  useEffect(() => {
    if (latestId === null || latestId <= newestShown || !idle) return;
    post(ALARM_INTENTS.open);
    updateBadge({ count: 0 });
    void loadNewest(dataPath);
    // Only a new latestId starts this; the rows it loads move newestShown up to it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [latestId]);

  const followed = useRef<AlarmIntentResult | undefined>(undefined);
  useEffect(() => {
    const result = checker.data;
    if (checker.state !== 'idle' || !result || followed.current === result) return;
    followed.current = result;
    if (result.ok && result.path !== undefined) {
      onFollow?.();
      void navigate(`/${lang}${result.path}`);
    } else if (!result.ok) {
      void dialogs.alert({ title: t('refused.title'), body: result.message });
    }
  }, [checker.state, checker.data, dialogs, lang, navigate, onFollow, t]);

  const markShown = (id?: number) =>
    setList((before) => ({
      ...before,
      page: before.page && {
        ...before.page,
        rows: before.page.rows.map((row) => (id === undefined || row.id === id ? { ...row, show: true } : row)),
      },
    }));

  return {
    status: page ? 'ready' : list.failed ? 'failed' : 'loading',
    rows: page?.rows ?? [],
    more: page?.more ?? false,
    now: page?.now ?? new Date(0).toISOString(),
    loadingMore: older.state !== 'idle',
    loadMore: () => {
      const last = page?.rows.at(-1);
      if (last) void older.load(`${dataPath}?beforeId=${last.id}`);
    },
    retry: () => {
      setList((before) => ({ ...before, failed: false }));
      void loadNewest(dataPath);
    },
    markRead: (id) => {
      markShown(id);
      post(ALARM_INTENTS.read, id);
    },
    markAllRead: () => {
      markShown();
      post(ALARM_INTENTS.all);
    },
    follow: (alarm) => {
      markShown(alarm.id);
      const form = new FormData();
      form.set('intent', ALARM_INTENTS.check);
      form.set('id', String(alarm.id));
      void checker.submit(form, { method: 'post', action: dataPath, defaultShouldRevalidate: false });
    },
  };
}

interface ListState {
  page: AlarmPage | undefined;
  failed: boolean;
  /** The loader data and fetcher answers already applied. */
  from: unknown[];
}

/** Older rows after the ones shown (a row that moved meanwhile is not shown twice). */
function appendPage(shown: AlarmPage | undefined, next: AlarmPage): AlarmPage {
  if (!shown) return next;
  const known = new Set(shown.rows.map((row) => row.id));
  return { ...shown, more: next.more, rows: [...shown.rows, ...next.rows.filter((row) => !known.has(row.id))] };
}
