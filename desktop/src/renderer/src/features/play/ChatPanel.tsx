/**
 * The tournament chat (docs/product/tournaments.md#chat): for participants, the creator and admins.
 * Polled every 5 s as a fallback to the live `tournament_chat_message`; a 403 is ignored
 * silently. Messages are trimmed, 1 to 500 characters, and sent once (the button waits).
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Crown, Send } from 'lucide-react';
import clsx from 'clsx';
import { toast } from '../../lib/toast';
import {
  CHAT_MESSAGE_MAX,
  FALLBACK,
  PLAY_SCREEN,
  TIMINGS,
  chatMessageSchema,
  type ChatMessage,
} from '@squadhub/shared';
import { Button } from '../../components/ui/Button';
import { Spinner } from '../../components/ui/Spinner';
import { ApiError, errorMessage, get, post } from '../../lib/api';
import { useAuth } from '../../lib/auth';
import { useSay } from '../../lib/language';
import { queryKeys } from '../../lib/queryClient';
import { useSocketEvent } from '../../lib/socket';
import { playChatMessage } from '../../lib/sounds';
import { dateFormat } from '../../lib/format';

const byTime = (a: ChatMessage, b: ChatMessage) => a.created_at.localeCompare(b.created_at);

function merge(list: ChatMessage[], incoming: ChatMessage[]): ChatMessage[] {
  const ids = new Set(list.map((m) => m.id));
  const fresh = incoming.filter((m) => !ids.has(m.id));
  return fresh.length ? [...list, ...fresh].sort(byTime) : list;
}

/** Messages of others that arrived while the chat was out of sight (a phone's other tab). */
export function useUnreadChat(tournamentId: string, visible: boolean): number {
  const { user } = useAuth();
  const [unread, setUnread] = useState(0);
  if (visible && unread > 0) setUnread(0);
  useSocketEvent('tournament_chat_message', (m) => {
    if (m.tournament_id === tournamentId && !visible && m.user_id !== user?.id) setUnread((n) => n + 1);
  });
  return unread;
}

export function ChatPanel({ tournamentId }: { tournamentId: string }) {
  const { user } = useAuth();
  const say = useSay();
  const client = useQueryClient();
  const key = queryKeys.chat(tournamentId);
  const [text, setText] = useState('');
  const listRef = useRef<HTMLOListElement>(null);
  const known = useRef<Set<string> | null>(null);

  const chat = useQuery({
    queryKey: key,
    queryFn: async () => {
      try {
        return (await get('/tournaments/{id}/chat', { params: { id: tournamentId } })).messages;
      } catch (err) {
        // Not allowed (any more): ignored silently, the panel just stays empty (docs/product/texts.md#special-cases).
        if (err instanceof ApiError && err.status === 403) return null;
        throw err;
      }
    },
    refetchInterval: TIMINGS.chatPollMs,
  });

  // A sound for messages of others that arrive after the first load (by socket or by poll).
  useEffect(() => {
    const messages = chat.data;
    if (!messages) return;
    if (known.current === null) {
      known.current = new Set(messages.map((m) => m.id));
      return;
    }
    const seen = known.current;
    const fresh = messages.filter((m) => !seen.has(m.id));
    for (const m of fresh) seen.add(m.id);
    if (fresh.some((m) => m.user_id !== user?.id)) playChatMessage();
  }, [chat.data, user?.id]);

  useEffect(() => {
    const el = listRef.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [chat.data?.length]);

  useSocketEvent('tournament_chat_message', (m) => {
    if (m.tournament_id !== tournamentId) return;
    client.setQueryData<ChatMessage[] | null>(key, (old) => merge(old ?? [], [m]));
  });

  const send = useMutation({
    mutationFn: (message: string) =>
      post('/tournaments/{id}/chat', { params: { id: tournamentId }, body: { message } }),
    onSuccess: () => {
      setText('');
      void client.invalidateQueries({ queryKey: key });
    },
    onError: (err) => toast.error(errorMessage(err, FALLBACK.sendMessage)),
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (send.isPending) return;
    const parsed = chatMessageSchema.safeParse({ message: text });
    if (!parsed.success) return; // empty or whitespace-only: nothing is sent
    send.mutate(parsed.data.message);
  };

  if (chat.data === null) return null;
  const messages = chat.data ?? [];
  return (
    <section
      aria-label={say(PLAY_SCREEN.chat.label)}
      className="flex min-h-0 flex-col rounded-xl border border-border bg-surface-2"
    >
      <h2 className="border-b border-border px-3 py-2 text-sm font-bold">{say(PLAY_SCREEN.tabs.chat)}</h2>
      <ol
        ref={listRef}
        aria-live="polite"
        data-testid="chat-messages"
        className="flex max-h-[55dvh] min-h-40 flex-1 flex-col gap-2 overflow-y-auto px-3 py-2 md:max-h-[52vh]"
      >
        {chat.isPending ? (
          <li className="m-auto">
            <Spinner />
          </li>
        ) : messages.length === 0 ? (
          <li className="m-auto text-center text-sm text-muted">{say(PLAY_SCREEN.chat.empty)}</li>
        ) : (
          messages.map((m) => (
            <li key={m.id} className={clsx('flex flex-col', m.user_id === user?.id && 'items-end')}>
              <span className="flex max-w-full items-center gap-1 text-[11px] text-muted">
                {m.is_creator && (
                  <span className="flex items-center gap-0.5 rounded bg-gold/15 px-1 font-bold text-gold">
                    <Crown className="size-3" aria-hidden /> {say(PLAY_SCREEN.chat.creator)}
                  </span>
                )}
                {/* A 30-letter name with no space breaks anywhere rather than run off the panel. */}
                <span className="min-w-0 font-semibold text-text [overflow-wrap:anywhere]">{m.username}</span>
                <time dateTime={m.created_at} className="shrink-0">
                  {dateFormat({ hour: '2-digit', minute: '2-digit' }).format(new Date(m.created_at))}
                </time>
              </span>
              <p
                className={clsx(
                  'mt-0.5 max-w-[90%] whitespace-pre-wrap break-words rounded-lg px-2.5 py-1.5 text-sm',
                  m.user_id === user?.id ? 'bg-accent/20 text-text' : m.is_creator ? 'bg-gold/10' : 'bg-surface-3',
                )}
              >
                {m.message}
              </p>
            </li>
          ))
        )}
      </ol>
      <form onSubmit={submit} className="flex items-end gap-2 border-t border-border p-2">
        <label className="sr-only" htmlFor={`chat-${tournamentId}`}>
          {say(PLAY_SCREEN.chat.message)}
        </label>
        <div className="flex-1">
          <input
            id={`chat-${tournamentId}`}
            value={text}
            onChange={(e) => setText(e.target.value)}
            maxLength={CHAT_MESSAGE_MAX}
            placeholder={say(PLAY_SCREEN.chat.placeholder)}
            autoComplete="off"
            className="h-10 w-full rounded-lg border border-border bg-surface px-3 text-base focus:border-accent focus:outline-none md:text-sm"
          />
          {text.length > CHAT_MESSAGE_MAX - 50 && (
            <p className="mt-0.5 text-end text-[11px] text-muted">
              {text.length}/{CHAT_MESSAGE_MAX}
            </p>
          )}
        </div>
        <Button
          type="submit"
          size="md"
          loading={send.isPending}
          disabled={!text.trim()}
          aria-label={say(PLAY_SCREEN.chat.send)}
        >
          <Send className="size-4" aria-hidden />
        </Button>
      </form>
    </section>
  );
}
