/**
 * The room-ready alert (docs/product/tournaments.md#room-details), mounted once in the layout so it reaches a player on any
 * page. When `room_details_updated` arrives (the server sends it only to participants, the creator
 * and admins) the tournament's cards highlight NEW ROOM for 10 s; for a player in it the room tone
 * plays every 2 s for 10 s, a toast shows for 8 s, and a notification is raised: natively by the
 * desktop bridge (even when the window is hidden), otherwise by the Web Notifications API when
 * permitted. Clicking the notification (or the toast's Open) opens that tournament.
 */
import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '../../lib/toast';
import { PAYOUT_NOTICE, PLAY_NOTICE, TIMINGS, isAdmin, type Tournament } from '@squadhub/shared';
import { useAuth } from '../../lib/auth';
import { sayNow } from '../../lib/language';
import { queryKeys } from '../../lib/queryClient';
import { useSocketEvent } from '../../lib/socket';
import { shell } from '../../lib/shell';
import { playRoomTone } from '../../lib/sounds';
import { cachedTournament } from './cachedTournament';
import { roomAlertStore } from './roomAlertStore';
import { useOpenTournament } from './tournamentLinks';

export function RoomAlertHost() {
  const client = useQueryClient();
  const { user } = useAuth();
  const openTournament = useOpenTournament();
  // The listeners below outlive renders: they open through the latest navigation state.
  const open = useRef(openTournament);
  open.current = openTournament;
  const tones = useRef(new Map<string, ReturnType<typeof setInterval>>());

  useEffect(() => {
    const timers = tones.current;
    return () => {
      for (const t of timers.values()) clearInterval(t);
      timers.clear();
    };
  }, []);

  // A click on the notification (native, or the browser's) opens that tournament.
  useEffect(() => shell.onOpenTournament((id) => open.current(id)), []);

  useSocketEvent('room_details_updated', (p) => {
    roomAlertStore.highlight(p.tournament_id);
    client.setQueriesData<Tournament>({ queryKey: queryKeys.tournament(p.tournament_id) }, (old) =>
      old && !Array.isArray(old) && 'id' in old
        ? {
            ...old,
            room_code: p.room_code,
            room_link: p.room_link,
            room_password: p.room_password,
            has_room_details: true,
          }
        : old,
    );
    // Admins receive every room; the creator just sent this one. The alarm is for players in it.
    const cached = cachedTournament(client, p.tournament_id);
    const seated =
      cached?.viewer.seat != null || !!cached?.teams.some((t) => t.slots.some((s) => s.player_id === user?.id));
    const managesIt = cached ? cached.viewer.can_manage : isAdmin(user);
    if (managesIt && !seated) return;

    clearInterval(tones.current.get(p.tournament_id));
    playRoomTone();
    const started = Date.now();
    const timer = setInterval(() => {
      if (Date.now() - started >= TIMINGS.roomHighlightMs - 100) {
        clearInterval(timer);
        tones.current.delete(p.tournament_id);
        return;
      }
      playRoomTone();
    }, TIMINGS.roomToneEveryMs);
    tones.current.set(p.tournament_id, timer);

    toast.success(PLAY_NOTICE.newRoom(p.tournament_title), {
      id: `room-${p.tournament_id}`,
      description: PLAY_NOTICE.roomCode(p.room_code, p.room_password),
      duration: TIMINGS.roomToastMs,
      // "Open" is written once in the catalogue (PAYOUT_NOTICE): a text is translated by its English.
      action: { label: sayNow(PAYOUT_NOTICE.statusOf.open), onClick: () => open.current(p.tournament_id) },
    });
    void shell
      .notifyRoomReady({
        tournamentId: p.tournament_id,
        title: sayNow(PLAY_NOTICE.roomReady(p.tournament_title)),
        body: sayNow(PLAY_NOTICE.roomCode(p.room_code, p.room_password)),
      })
      .catch(() => {});
  });

  return null;
}
