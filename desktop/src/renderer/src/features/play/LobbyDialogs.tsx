/**
 * Open lobbies (docs/product/tournaments.md#open-lobbies): the latest 5 active lobbies (active for 60 minutes) and the
 * Post Open Lobby form (room code required, map required, default BR Isolated).
 */
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ExternalLink, MapPin } from 'lucide-react';
import { formatDistanceToNow } from 'date-fns';
import { toast } from '../../lib/toast';
import type { z } from 'zod';
import {
  DEFAULT_LOCALE,
  DEFAULT_LOBBY_MAP,
  FALLBACK,
  MAPS,
  PLAY_NOTICE,
  PLAY_SCREEN,
  openLobbySchema,
  type OpenLobby,
  type OpenLobbyInput,
} from '@squadhub/shared';
import { Dialog, DialogFormActions } from '../../components/ui/Dialog';
import { Field, Select } from '../../components/ui/Field';
import { Skeleton } from '../../components/ui/Spinner';
import { errorMessage, get, post } from '../../lib/api';
import { screenLocale, useSay } from '../../lib/language';
import { useSubmitErrors } from '../../lib/submitErrors';
import { queryKeys } from '../../lib/queryClient';
import { withValues } from '../../lib/parts';
import { RoomFields } from './RoomFields';
import { formatRelative } from '../../lib/format';

export function useOpenLobbies(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.openLobbies,
    queryFn: async () => (await get('/open-lobbies')).lobbies,
    enabled,
  });
}

function LobbyRow({ lobby }: { lobby: OpenLobby }) {
  const say = useSay();
  const link = lobby.room_link && /^https?:\/\//i.test(lobby.room_link) ? lobby.room_link : null;
  return (
    <li className="rounded-xl border border-border bg-surface-2 px-3 py-2">
      <div className="flex items-center gap-2">
        <span className="font-mono text-lg font-black tracking-wider text-accent">{lobby.room_code}</span>
        <span className="ms-auto flex items-center gap-1 text-xs text-muted">
          <MapPin className="size-3.5" aria-hidden /> {lobby.map_selection}
        </span>
      </div>
      <p className="mt-0.5 flex flex-wrap items-center gap-x-2 text-xs text-muted">
        <span>
          {withValues(say(PLAY_SCREEN.lobbies.postedBy(lobby.username)), [
            lobby.username,
            <strong className="text-text">{lobby.username}</strong>,
          ])}
        </span>
        <time dateTime={lobby.created_at}>
          {screenLocale() === DEFAULT_LOCALE
            ? formatDistanceToNow(new Date(lobby.created_at), { addSuffix: true })
            : formatRelative(new Date(lobby.created_at))}
        </time>
        {link && (
          <a href={link} target="_blank" rel="noreferrer noopener" className="flex items-center gap-1 text-accent">
            {say(PLAY_SCREEN.lobbies.joinLink)} <ExternalLink className="size-3" aria-hidden />
          </a>
        )}
      </p>
    </li>
  );
}

export function OpenLobbiesDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (o: boolean) => void }) {
  const say = useSay();
  const lobbies = useOpenLobbies(open);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={say(PLAY_SCREEN.lobbies.title)}
      description={say(PLAY_SCREEN.lobbies.description)}
    >
      {lobbies.isPending ? (
        <div className="flex flex-col gap-2" role="status" aria-busy aria-label={say(PLAY_SCREEN.lobbies.loading)}>
          <Skeleton className="h-14" />
          <Skeleton className="h-14" />
        </div>
      ) : lobbies.isError ? (
        <p role="alert" className="text-danger">
          {say(errorMessage(lobbies.error, PLAY_SCREEN.lobbies.loadFailed))}
        </p>
      ) : lobbies.data.length === 0 ? (
        <p className="py-6 text-center text-sm text-muted">{say(PLAY_SCREEN.lobbies.empty)}</p>
      ) : (
        <ul className="flex flex-col gap-2" data-testid="open-lobbies">
          {lobbies.data.map((l) => (
            <LobbyRow key={l.id} lobby={l} />
          ))}
        </ul>
      )}
    </Dialog>
  );
}

export function PostLobbyDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (o: boolean) => void }) {
  const say = useSay();
  const client = useQueryClient();
  const form = useForm<OpenLobbyInput, unknown, z.output<typeof openLobbySchema>>({
    resolver: zodResolver(openLobbySchema),
    defaultValues: { room_code: '', room_link: '', map_selection: DEFAULT_LOBBY_MAP },
  });
  const submitErrors = useSubmitErrors(form);
  const postLobby = useMutation({
    mutationFn: (body: z.output<typeof openLobbySchema>) => post('/open-lobbies', { body }),
    onSuccess: () => {
      toast.success(PLAY_NOTICE.lobbyPosted);
      void client.invalidateQueries({ queryKey: queryKeys.openLobbies });
      form.reset();
      onOpenChange(false);
    },
    onError: (err) => submitErrors.onServerError(err, FALLBACK.postLobby),
  });
  const errors = form.formState.errors;
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={say(PLAY_SCREEN.lobbies.postTitle)} size="sm">
      <form
        ref={submitErrors.ref}
        noValidate
        className="flex flex-col gap-3"
        onSubmit={form.handleSubmit((v) => postLobby.mutate(v), submitErrors.onInvalid)}
      >
        <RoomFields
          code={{ registration: form.register('room_code'), error: errors.room_code?.message }}
          link={{ registration: form.register('room_link'), error: errors.room_link?.message }}
        />
        <Field
          label={say(PLAY_SCREEN.lobbies.map)}
          error={errors.map_selection?.message && say(errors.map_selection.message)}
        >
          {(id, d) => (
            <Select id={id} aria-describedby={d} {...form.register('map_selection')}>
              {MAPS.map((m) => (
                <option key={m} value={m}>
                  {m}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <DialogFormActions
          onCancel={() => onOpenChange(false)}
          pending={postLobby.isPending}
          submitLabel={say(PLAY_SCREEN.lobbies.post)}
          className="pt-1"
        />
      </form>
    </Dialog>
  );
}
