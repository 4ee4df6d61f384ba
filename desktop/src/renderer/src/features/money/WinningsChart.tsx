/**
 * The winnings chart of the money history (docs/product/money.md#the-winnings-chart): the winnings
 * balance over time as steps, drawn with uPlot on a canvas. This module (uPlot and its CSS) is
 * fetched only when My Account shows the chart, never with the dashboard.
 */
import { useEffect, useRef, useState } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { MONEY_SCREEN, type WinningsChart as WinningsChartData } from '@squadhub/shared';
import { useSay } from '../../lib/language';
import { chartSeries } from './moneyHistory';
import { formatDate } from './dates';

/** The theme's colours (styles.css), read once from its custom properties. */
function themeColour(name: string, fallback: string): string {
  return getComputedStyle(document.documentElement).getPropertyValue(name).trim() || fallback;
}

const heightFor = (width: number) => (width < 480 ? 170 : 220);
const MINUTE = 60;
const DAY = 86_400;

/** A tick's label, as fine as the distance between ticks (seconds) needs. */
const tickFormat = (step: number): [string, Intl.DateTimeFormatOptions] =>
  step >= 28 * DAY
    ? ['MMM yyyy', { month: 'short', year: 'numeric' }]
    : step >= DAY
      ? ['d MMM', { day: 'numeric', month: 'short' }]
      : step >= MINUTE
        ? ['HH:mm', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }]
        : ['HH:mm:ss', { hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' }];

/** The pointed point: its index and where it sits in the chart's box (px), for the tooltip. */
interface Pointed {
  i: number;
  x: number;
  y: number;
}

/** Where the cursor's point is drawn, relative to `box`; null when the cursor left the chart. */
function pointedOf(u: uPlot, box: HTMLElement): Pointed | null {
  const i = u.cursor.idx;
  const x = u.data[0][i ?? -1];
  const y = u.data[1]?.[i ?? -1];
  if (i == null || x == null || y == null || u.cursor.left == null || u.cursor.left < 0) return null;
  const over = u.over.getBoundingClientRect();
  const outer = box.getBoundingClientRect();
  return {
    i,
    x: over.left - outer.left + u.valToPos(x, 'x'),
    y: over.top - outer.top + u.valToPos(y, 'y'),
  };
}

function options(width: number, onCursor: (u: uPlot) => void): uPlot.Options {
  const accent = themeColour('--color-accent', '#22d3a6');
  const muted = themeColour('--color-muted', '#97a1b8');
  const grid = themeColour('--color-border', '#2a3142');
  const font = '12px ui-sans-serif, system-ui, sans-serif';
  const axis = { stroke: muted, font, grid: { stroke: grid, width: 1 }, ticks: { stroke: grid, width: 1, size: 4 } };
  return {
    width,
    height: heightFor(width),
    legend: { show: false },
    padding: [12, 12, 0, 0],
    cursor: { drag: { x: false, y: false }, points: { size: 8, fill: accent } },
    scales: {
      x: { time: true },
      // From 0, so a rise from 40 to 45 does not look like a tenfold one.
      y: { range: (_u, _min, max) => [0, Math.max(5, Math.ceil(max * 1.15))] },
    },
    axes: [
      {
        ...axis,
        size: 24,
        space: 72,
        values: (_u, splits, _axis, _space, step) =>
          splits.map((s) => formatDate(new Date(s * 1000), ...tickFormat(step))),
      },
      {
        ...axis,
        size: 52,
        space: 32,
        incrs: [1, 2, 5, 10, 20, 50, 100, 200, 500, 1_000, 2_000, 5_000, 10_000, 50_000, 100_000],
        values: (_u, splits) => splits.map((v) => `£${v.toLocaleString('en-GB')}`),
      },
    ],
    series: [
      {},
      {
        label: 'Winnings',
        stroke: accent,
        width: 2,
        fill: `${accent}22`,
        paths: uPlot.paths.stepped!({ align: 1 }),
        points: { show: false },
      },
    ],
    hooks: { setCursor: [onCursor] },
  };
}

export function WinningsChart({ points }: { points: WinningsChartData['points'] }) {
  const say = useSay();
  const box = useRef<HTMLDivElement>(null);
  const [pointed, setPointed] = useState<Pointed | null>(null);
  const [xs, ys] = chartSeries(points, Date.now());

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const data = chartSeries(points, Date.now());
    // A tap on a phone moves the cursor as a mouse does: the tooltip shows the tapped point.
    const plot = new uPlot(
      options(el.clientWidth, (u) => setPointed(pointedOf(u, el))),
      data,
      el,
    );
    const resize = new ResizeObserver(() => {
      const width = el.clientWidth;
      if (width !== plot.width) plot.setSize({ width, height: heightFor(width) });
    });
    resize.observe(el);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [points]);

  const first = points[0];
  const now = ys.at(-1) ?? 0;
  const shown = pointed !== null && xs[pointed.i] !== undefined ? pointed.i : null;
  const summary = first
    ? say(
        MONEY_SCREEN.winningsChart.summary(
          first.winnings,
          formatDate(new Date(first.at), 'd MMM yyyy', { day: 'numeric', month: 'short', year: 'numeric' }),
          now,
        ),
      )
    : '';
  return (
    <figure className="m-0" data-testid="winnings-chart">
      <div className="mb-2 flex items-baseline justify-between gap-3">
        <figcaption className="text-sm font-semibold text-muted">{say(MONEY_SCREEN.winningsChart.title)}</figcaption>
        <p className="text-end text-sm tabular-nums" aria-live="off">
          {shown !== null ? (
            <>{pointLabel(ys[shown]!, xs[shown]!)}</>
          ) : (
            <>
              <span className="font-bold text-gold">£{now}</span>{' '}
              <span className="text-muted">{say(MONEY_SCREEN.winningsChart.now)}</span>
            </>
          )}
        </p>
      </div>
      <div className="relative">
        <div ref={box} role="img" aria-label={summary} className="w-full overflow-hidden leading-none" />
        {/* The pointed value beside its point (the list below says the same for keyboards and readers). */}
        {pointed !== null && shown !== null && (
          <p
            aria-hidden
            data-testid="winnings-chart-tooltip"
            className="pointer-events-none absolute z-10 -translate-x-1/2 -translate-y-full whitespace-nowrap rounded-md border border-border bg-surface px-2 py-1 text-xs tabular-nums shadow-lg"
            style={{
              left: Math.min(Math.max(pointed.x, 48), (box.current?.clientWidth ?? pointed.x) - 48),
              top: Math.max(pointed.y - 8, 28),
            }}
          >
            {pointLabel(ys[shown]!, xs[shown]!)}
          </p>
        )}
      </div>
    </figure>
  );
}

/** A pointed point: its winnings and when (the heading and the tooltip say the same). */
function pointLabel(winnings: number, atSeconds: number) {
  return (
    <>
      <span className="font-bold text-gold">£{winnings}</span>{' '}
      <span className="text-muted">
        {formatDate(new Date(atSeconds * 1000), 'd MMM, HH:mm', {
          day: 'numeric',
          month: 'short',
          hour: '2-digit',
          minute: '2-digit',
        })}
      </span>
    </>
  );
}
