/**
 * The chat between a player and the admins about one cash-out request. Polled while open
 * (admins every 2 s, players every 5 s); a notification tone plays when the other side writes.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Send } from 'lucide-react';
import { toast } from '../../lib/toast';
import { ACCOUNTS_SCREEN, CHAT_MESSAGE_MAX, FALLBACK, MONEY_SCREEN, SERIES_NOTICE, SUCCESS } from '@squadhub/shared';
import { Button } from '../../components/ui/Button';
import { Dialog } from '../../components/ui/Dialog';
import { Input } from '../../components/ui/Field';
import { Skeleton } from '../../components/ui/Spinner';
import { errorMessage, post } from '../../lib/api';
import { useSay } from '../../lib/language';
import { queryKeys } from '../../lib/queryClient';
import { playChatMessage } from '../../lib/sounds';
import { formatDateTime, shortId } from './format';
import { useCashoutChat } from './queries';

export function CashoutChatDialog({
  requestId,
  viewer,
  pollMs,
  onOpenChange,
}: {
  requestId: string;
  /** Whose side this window is on: their own messages are on the right. */
  viewer: 'player' | 'admin';
  pollMs: number;
  onOpenChange: (open: boolean) => void;
}) {
  const say = useSay();
  const client = useQueryClient();
  const chat = useCashoutChat(requestId, pollMs);
  const [text, setText] = useState('');
  const bottom = useRef<HTMLDivElement>(null);
  const seen = useRef<number | null>(null);

  const messages = chat.data;
  useEffect(() => {
    if (!messages) return;
    const fromOtherSide = messages.filter((m) => m.sender_type !== viewer).length;
    if (seen.current !== null && fromOtherSide > seen.current) playChatMessage();
    seen.current = fromOtherSide;
    bottom.current?.scrollIntoView({ block: 'end' });
  }, [messages, viewer]);

  const send = useMutation({
    mutationFn: (message: string) =>
      post('/coin-conversion/{id}/chat', { params: { id: requestId }, query: { message } }),
    onSuccess: () => {
      setText('');
      toast.success(SUCCESS.messageSent);
      void client.invalidateQueries({ queryKey: queryKeys.cashoutChat(requestId) });
    },
    onError: (err) => toast.error(errorMessage(err, FALLBACK.sendMessage)),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const message = text.trim();
    if (message) send.mutate(message); // empty or whitespace-only messages are not sent (docs/product/money.md#cash-out-chat)
  };

  return (
    <Dialog
      open
      onOpenChange={onOpenChange}
      title={say(
        viewer === 'admin' ? MONEY_SCREEN.cashoutChat.withPlayer(shortId(requestId)) : MONEY_SCREEN.chatWithAdmin,
      )}
      description={say(MONEY_SCREEN.cashoutChat.about(shortId(requestId)))}
    >
      <div className="flex h-72 flex-col gap-2 overflow-y-auto rounded-xl bg-surface-2 p-3" aria-live="polite">
        {chat.isPending ? (
          <>
            <Skeleton className="h-10 w-2/3" />
            <Skeleton className="ms-auto h-10 w-1/2" />
          </>
        ) : !messages?.length ? (
          <p className="m-auto text-sm text-muted">{say(MONEY_SCREEN.cashoutChat.empty)}</p>
        ) : (
          messages.map((m) => {
            const mine = m.sender_type === viewer;
            return (
              <div
                key={m.id}
                className={`max-w-[80%] rounded-xl px-3 py-2 text-sm ${mine ? 'ml-auto bg-accent/20' : 'bg-surface-3'}`}
              >
                <div className="mb-0.5 text-[11px] font-semibold text-muted">
                  {say(m.sender_type === 'admin' ? ACCOUNTS_SCREEN.roles.admin : SERIES_NOTICE.player)} ·{' '}
                  {formatDateTime(m.timestamp)}
                </div>
                <p className="whitespace-pre-wrap break-words">{m.message}</p>
              </div>
            );
          })
        )}
        <div ref={bottom} />
      </div>
      <form onSubmit={submit} className="mt-3 flex gap-2">
        <label htmlFor={`chat-${requestId}`} className="sr-only">
          {say(MONEY_SCREEN.cashoutChat.message)}
        </label>
        <Input
          id={`chat-${requestId}`}
          value={text}
          maxLength={CHAT_MESSAGE_MAX}
          onChange={(e) => setText(e.target.value)}
          placeholder={say(MONEY_SCREEN.cashoutChat.placeholder)}
          autoFocus
        />
        <Button
          type="submit"
          loading={send.isPending}
          disabled={!text.trim()}
          aria-label={say(MONEY_SCREEN.cashoutChat.send)}
        >
          <Send className="size-4" aria-hidden />
        </Button>
      </form>
    </Dialog>
  );
}
