/**
 * The ticker of the latest joins along the bottom of the overlay: the names, newest first, the
 * newest in the accent colour; players of one team together, with their squad's name when a
 * captain reserved the team. When they are wider than the panel they scroll by in a loop (the
 * list drawn twice, so the loop has no gap); when they fit they stand still.
 */
import { useLayoutEffect, useRef, useState, type CSSProperties } from 'react';
import { OVERLAY_SCREEN } from '@squadhub/shared';
import { useSay } from '../lib/language';
import type { JoinGroup } from './overlayState';

/** Scrolling speed: slow enough to read a name on a stream. */
const PX_PER_SECOND = 60;

export function JoinTicker({ groups }: { groups: JoinGroup[] }) {
  const say = useSay();
  const windowRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const [loopPx, setLoopPx] = useState(0);
  const key = groups.map((g) => `${g.names.join(',')}|${g.squad ?? ''}`).join('\n');

  useLayoutEffect(() => {
    const list = listRef.current;
    const box = windowRef.current;
    if (!list || !box) return;
    // One copy's width (and its trailing gap) is the distance of one loop.
    setLoopPx(list.offsetWidth > box.clientWidth ? list.offsetWidth : 0);
  }, [key]);

  const items = (copy: number) =>
    groups.map((group, i) => (
      <li key={`${copy}-${group.key}`} className={i === 0 ? 'overlay-ticker-new' : undefined}>
        <span aria-hidden>+</span> {say(OVERLAY_SCREEN.joined(group.names.join(', ')))}
        {group.squad && <em className="overlay-ticker-squad"> · {say(group.squad)}</em>}
      </li>
    ));
  const scrolling = loopPx > 0;
  const style = scrolling
    ? ({ '--ticker-loop': `-${loopPx}px`, animationDuration: `${loopPx / PX_PER_SECOND}s` } as CSSProperties)
    : undefined;

  return (
    <div className="overlay-ticker" data-testid="overlay-joins">
      <span className="overlay-ticker-label">{say(OVERLAY_SCREEN.latestJoins)}</span>
      <div className="overlay-ticker-window" ref={windowRef} data-scrolling={scrolling || undefined}>
        <div className="overlay-ticker-track" style={style}>
          <ul ref={listRef} aria-label={say(OVERLAY_SCREEN.latestJoins)}>
            {items(0)}
          </ul>
          {scrolling && <ul aria-hidden>{items(1)}</ul>}
        </div>
      </div>
    </div>
  );
}
