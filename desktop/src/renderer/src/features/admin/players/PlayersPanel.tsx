/**
 * Admin Players (docs/product/screens.md#admin-players): search by username, email or phone (Enter or Search; Clear), real
 * players in numbered rows, demo accounts too when the "Show demo players" filter is on (each
 * marked Demo); a click expands a player's details. A live coins/winnings update refreshes the
 * list, and the open player's details.
 */
import { useState, type FormEvent } from 'react';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { ChevronDown, ChevronRight, Search, X } from 'lucide-react';
import { ADMIN_SCREEN, FALLBACK, SERIES_NOTICE } from '@squadhub/shared';
import { Badge } from '../../../components/ui/Badge';
import { Button } from '../../../components/ui/Button';
import { Dialog } from '../../../components/ui/Dialog';
import { Input } from '../../../components/ui/Field';
import { LoadError } from '../../../components/ui/LoadError';
import { Skeleton } from '../../../components/ui/Spinner';
import { errorMessage, get } from '../../../lib/api';
import { useSay } from '../../../lib/language';
import { queryKeys } from '../../../lib/queryClient';
import { useSocketEvent } from '../../../lib/socket';
import { LoadMore } from '../LoadMore';
import { PlayerDetailsView } from './PlayerDetailsView';

/** Players per page: a few screens of rows. */
const PAGE_SIZE = 50;

export function PlayersPanel({ onOpenChange }: { onOpenChange: (open: boolean) => void }) {
  const say = useSay();
  const client = useQueryClient();
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  const [openId, setOpenId] = useState<string | null>(null);
  const [includeDemo, setIncludeDemo] = useState(false);
  // A page at a time, the next as the admin scrolls to the end (docs/scale/query-plans.md#admin-lists-page-by-cursor).
  const players = useInfiniteQuery({
    queryKey: [...queryKeys.adminPlayers(search), { includeDemo }],
    queryFn: ({ pageParam }) =>
      get('/admin/players', {
        query: {
          search: search || undefined,
          include_demo: includeDemo ? 'true' : undefined,
          limit: String(PAGE_SIZE),
          before: pageParam ?? undefined,
        },
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_before,
  });
  const onBalance = (p: { user_id: string }) => {
    void client.invalidateQueries({ queryKey: ['admin-players'] });
    if (p.user_id === openId) void client.invalidateQueries({ queryKey: queryKeys.adminPlayer(p.user_id) });
  };
  useSocketEvent('player_coins_updated', onBalance);
  useSocketEvent('player_winnings_updated', onBalance);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSearch(text.trim());
  };
  const list = players.data?.pages.flatMap((p) => p.players) ?? [];

  return (
    <Dialog
      open
      onOpenChange={onOpenChange}
      title={say(SERIES_NOTICE.players)}
      description={say(includeDemo ? ADMIN_SCREEN.players.withDemo : ADMIN_SCREEN.players.withoutDemo)}
      size="xl"
    >
      <form onSubmit={submit} className="mb-4 flex gap-2" role="search">
        <label htmlFor="player-search" className="sr-only">
          {say(ADMIN_SCREEN.players.searchLabel)}
        </label>
        <Input
          id="player-search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder={say(ADMIN_SCREEN.players.searchPlaceholder)}
        />
        <Button type="submit" aria-label={say(ADMIN_SCREEN.players.search)}>
          <Search className="size-4" aria-hidden />
          <span className="hidden sm:inline">{say(ADMIN_SCREEN.players.search)}</span>
        </Button>
        <Button
          variant="secondary"
          aria-label={say(ADMIN_SCREEN.players.clear)}
          onClick={() => {
            setText('');
            setSearch('');
          }}
        >
          <X className="size-4" aria-hidden />
          <span className="hidden sm:inline">{say(ADMIN_SCREEN.players.clear)}</span>
        </Button>
      </form>
      <label className="mb-4 flex w-fit cursor-pointer items-center gap-2 text-sm">
        <input
          type="checkbox"
          className="size-4 accent-[var(--color-accent)]"
          checked={includeDemo}
          onChange={(e) => setIncludeDemo(e.target.checked)}
        />
        {say(ADMIN_SCREEN.players.showDemo)}
      </label>
      {players.isPending ? (
        <div className="flex flex-col gap-2">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} className="h-14" />
          ))}
        </div>
      ) : players.isError ? (
        <LoadError
          message={say(errorMessage(players.error, FALLBACK.fetchPlayers))}
          onRetry={() => void players.refetch()}
        />
      ) : list.length === 0 ? (
        <p className="py-10 text-center text-muted">
          {say(search ? ADMIN_SCREEN.players.noMatch(search) : ADMIN_SCREEN.players.none)}
        </p>
      ) : (
        <ol className="flex max-h-[60vh] flex-col gap-2 overflow-y-auto pe-1" aria-label={say(SERIES_NOTICE.players)}>
          {list.map((p, i) => {
            const expanded = openId === p.user_id;
            return (
              <li key={p.user_id} className="rounded-xl border border-border bg-surface-2">
                <button
                  type="button"
                  className="flex w-full items-center gap-3 px-3 py-2.5 text-start"
                  aria-expanded={expanded}
                  onClick={() => setOpenId(expanded ? null : p.user_id)}
                >
                  <span className="w-7 shrink-0 text-end text-sm font-bold text-muted">{i + 1}.</span>
                  <span className="min-w-0 flex-1">
                    <span className="flex items-center gap-1.5">
                      <span className="truncate font-semibold">{p.username}</span>
                      {p.is_demo && <Badge className="shrink-0">{say(ADMIN_SCREEN.players.demo)}</Badge>}
                    </span>
                    <span className="block truncate text-xs text-muted">
                      {p.full_name} · {p.email}
                    </span>
                  </span>
                  <span className="shrink-0 text-end text-xs">
                    <span className="block text-gold">{say(ADMIN_SCREEN.coins(p.purchased_coins))}</span>
                    <span className="block text-accent">{say(ADMIN_SCREEN.winnings(p.winnings_coins))}</span>
                  </span>
                  {expanded ? (
                    <ChevronDown className="size-4 shrink-0" aria-hidden />
                  ) : (
                    <ChevronRight className="rtl:-scale-x-100 size-4 shrink-0" aria-hidden />
                  )}
                </button>
                {expanded && <PlayerDetailsView playerId={p.user_id} onDeleted={() => setOpenId(null)} />}
              </li>
            );
          })}
          {players.hasNextPage && (
            <li className="flex">
              <LoadMore hasMore loading={players.isFetchingNextPage} onLoad={() => void players.fetchNextPage()} />
            </li>
          )}
        </ol>
      )}
    </Dialog>
  );
}
