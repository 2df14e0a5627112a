import { useEffect } from 'react';
import {
  onlineManager,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import { ApiError } from './api-client';
import { useStoreAfterHydration } from './hydration';
import {
  subjectOf,
  type QueuedSave,
  type QueuedSaveOf,
  type SaveKind,
  type Saves,
  type UnsentSave,
} from './queued-save';
import { currentUser, subscribeToSessions } from './session';

/** How a page's kind of save is sent, now or from the queue, and what a save taken changes on the screens. */
export interface QueueSender<K extends SaveKind> {
  kind: K;
  /** The PUT, at the save's version (If-Match): the server's answer. */
  send: (save: UnsentSave<K>) => Promise<Saves[K]['saved']>;
  /** Shows what the server saved: the page's data from then on, and the lists it changes read again. */
  saved: (queryClient: QueryClient, save: UnsentSave<K>, saved: Saves[K]['saved']) => Promise<unknown>;
  /** The pages' data, read again after a sending: a page whose save was refused shows what the server has. */
  pages: QueryKey;
}
export type QueueSenders = { [K in SaveKind]: QueueSender<K> };

/** The queue and IndexedDB load apart from the admin pages' first scripts: most visits queue nothing. */
export const loadQueue = () => import('./offline-queue');

const QUEUE_KEY = ['admin', 'saves-queue'] as const;

/**
 * The signed-in staff member's saves waiting to be sent, as kept on the device, oldest first. It needs no
 * connection; without IndexedDB (a private window that refuses it) it fails, and the pages show no queue.
 */
export const queuedSavesQueryOptions = (user: string | undefined) =>
  queryOptions({
    queryKey: [...QUEUE_KEY, user ?? ''],
    queryFn: async () => (user === undefined ? [] : (await loadQueue()).queuedSaves(user)),
    staleTime: Infinity,
    networkMode: 'always',
    retry: false,
  });

/** The signed-in staff member's queue; none on the first screen rendered at build time, without a session. */
export function useQueuedSaves() {
  const user = useStoreAfterHydration(subscribeToSessions, () => currentUser('admin'), undefined);
  return useQuery(queuedSavesQueryOptions(user));
}

/** A page's own queued save, if it has one: `isPending` while the queue is read. */
export function useQueuedSave<K extends SaveKind>(kind: K, subject: string) {
  const queue = useQueuedSaves();
  const save = queue.data?.find((each) => each.kind === kind && subjectOf(kind, each) === subject);
  return { isPending: queue.isPending, save: save as QueuedSaveOf<K> | undefined };
}

/**
 * What a page's form starts from: the queued input when it waits to be sent and was made on the version the page
 * has read (a conflict's page shows the other person's save instead).
 */
export const queuedInputAt = <K extends SaveKind>(save: QueuedSaveOf<K> | undefined, version: number) =>
  save && !save.problem && save.version === version ? save.input : undefined;

/** A save sent now, or kept on the device to send when the connection returns. */
export type SaveResult<K extends SaveKind> = { saved: Saves[K]['saved'] } | { queued: QueuedSaveOf<K> };

/**
 * Saves a page, or, with no connection (none known, or the request never reached the server), queues it. A refusal
 * by the server is the screen's to show, never queued.
 */
async function saveOrQueue<K extends SaveKind>(sender: QueueSender<K>, save: UnsentSave<K>): Promise<SaveResult<K>> {
  if (onlineManager.isOnline()) {
    try {
      return { saved: await sender.send(save) };
    } catch (error) {
      if (error instanceof ApiError) throw error;
    }
  }
  const user = currentUser('admin');
  // A session that ended meanwhile has no one to keep the save for: the screen says it failed.
  if (user === undefined) throw new Error('No staff member is signed in.');
  const { queueSave } = await loadQueue();
  const queued: QueuedSaveOf<K> = { ...save, kind: sender.kind, user, queuedAt: new Date().toISOString() };
  return { queued: await queueSave(queued) };
}

/**
 * A page's save, sent at once even with no connection known (it is queued then). A save taken is the screen's from
 * then on, and a queued save of the same page, made before, goes.
 */
export function useSaveOrQueue<K extends SaveKind>(sender: QueueSender<K>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (save: UnsentSave<K>) => saveOrQueue(sender, save),
    networkMode: 'always',
    onSuccess: async (result, save) => {
      const user = currentUser('admin');
      if ('saved' in result) {
        await sender.saved(queryClient, save, result.saved);
        if (user !== undefined) {
          await loadQueue()
            .then(({ forgetQueuedSave }) => forgetQueuedSave(user, sender.kind, subjectOf(sender.kind, save)))
            .catch(() => {});
        }
      }
      return queryClient.invalidateQueries({ queryKey: QUEUE_KEY });
    },
  });
}

/** Takes a staff member's unsent save off the device, once they have looked at why it was not sent. */
export function useDiscardQueuedSave() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (save: QueuedSave) =>
      (await loadQueue()).forgetQueuedSave(save.user, save.kind, subjectOf(save.kind, save)),
    networkMode: 'always',
    onSuccess: () => queryClient.invalidateQueries({ queryKey: QUEUE_KEY }),
  });
}

/** A sender of any kind, for the queue's saves of every kind (the kinds' types do not follow `save.kind`). */
type AnySender = {
  send: (save: QueuedSave) => Promise<unknown>;
  saved: (queryClient: QueryClient, save: QueuedSave, saved: unknown) => Promise<unknown>;
};

/**
 * Sends the signed-in staff member's queued saves when the admin area opens and each time the connection returns
 * (the page holds the sign-in, the service worker none). A page sent shows what was saved; one refused shows why.
 * `senders` is the same object from render to render.
 */
export function useSendQueuedSaves(senders: QueueSenders) {
  const queryClient = useQueryClient();
  useEffect(() => {
    const senderOf = (save: QueuedSave) => senders[save.kind] as unknown as AnySender;
    const send = () => {
      const user = currentUser('admin');
      if (user === undefined) return;
      void loadQueue()
        .then(async ({ queuedSaves, sendQueuedSaves }) => {
          if ((await queuedSaves(user)).length === 0) return;
          const sent = await sendQueuedSaves(user, (save) => senderOf(save).send(save));
          await Promise.all(sent.map(({ save, saved }) => senderOf(save).saved(queryClient, save, saved)));
          await Promise.all([
            queryClient.invalidateQueries({ queryKey: QUEUE_KEY }),
            ...Object.values(senders).map(({ pages }) => queryClient.invalidateQueries({ queryKey: pages })),
          ]);
        })
        .catch(() => {});
    };
    if (onlineManager.isOnline()) send();
    // The query library may hear of the connection's return after this listener does: the event is reason enough.
    window.addEventListener('online', send);
    return () => window.removeEventListener('online', send);
  }, [queryClient, senders]);
}
