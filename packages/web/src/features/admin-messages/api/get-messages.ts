import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Channel, MessageCounts, MessagePage, MessagesQuery, MessageState } from '@campus/domain';
import { apiRequest } from '@/lib/api-client';

/** Every query of the outbox's messages, lists and figures alike: a retry makes them all stale. */
export const MESSAGES_KEY = ['admin', 'messages'];
/** While any of them is queued or being sent, a list or the figures are read again this often. */
const WHILE_SENDING_MS = 3000;

const unfinished = (state: MessageState) => state === 'queued' || state === 'sending';

/** GET /admin/messages: a page of the outbox's messages matching the query, newest first. */
export const getMessages = (query: MessagesQuery): Promise<MessagePage> => {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value !== undefined) params.set(name, String(value));
  return apiRequest<MessagePage>(`/admin/messages?${params}`, { audience: 'admin' });
};

const messagesQueryOptions = (query: MessagesQuery) =>
  queryOptions({
    queryKey: [...MESSAGES_KEY, 'list', query],
    queryFn: () => getMessages(query),
    refetchInterval: (current) =>
      current.state.data?.items.some((message) => unfinished(message.state)) ? WHILE_SENDING_MS : false,
  });

/** The previous page stays on screen while the next one loads, so the list does not jump. */
export const useMessages = (query: MessagesQuery) =>
  useQuery({ ...messagesQueryOptions(query), placeholderData: keepPreviousData });

/** The states counted for a channel: an email is never `delivered`. */
export const figureStates = (channel: Channel): MessageState[] =>
  channel === 'email' ? ['queued', 'sending', 'sent', 'failed'] : ['queued', 'sending', 'sent', 'delivered', 'failed'];

/** GET /admin/messages/counts: how many messages each channel has in each state. */
const getMessageFigures = (): Promise<MessageCounts> =>
  apiRequest<MessageCounts>('/admin/messages/counts', { audience: 'admin' });

/** The outbox's figures, read again while any message is queued or being sent. */
export const useMessageFigures = () =>
  useQuery({
    queryKey: [...MESSAGES_KEY, 'figures'],
    queryFn: getMessageFigures,
    refetchInterval: (current) =>
      Object.values(current.state.data ?? {}).some((figures) => (figures.queued ?? 0) + (figures.sending ?? 0) > 0)
        ? WHILE_SENDING_MS
        : false,
  });
