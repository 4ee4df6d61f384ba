/**
 * Three end-of-match team screens as a mobile battle royale draws them, in HTML: a list beside a
 * big placement (the "podium"), a scoreboard table, and one card per member. Sizes are in `vw`, so
 * one layout looks the same at 1280x720 and 2400x1080. Each screen also carries what makes
 * reading hard: other numbers (damage, assists, survival time, rating) next to the eliminations,
 * gradients, glows, skewed banners and a noise texture.
 */
import { DISPLAY_STACKS } from './fonts.js';
import type { Random } from './random.js';

export interface Member {
  name: string;
  kills: number;
  damage: number;
  assists: number;
  revives: number;
  /** Minutes alive. */
  survived: number;
}

export interface ScreenSpec {
  placement: number;
  teams: number;
  /** "#3" or "3/25". */
  placementStyle: 'hash' | 'slash';
  members: Member[];
  /** Whether the screen prints the team's total eliminations. */
  showsTotal: boolean;
}

export const LAYOUTS = ['podium', 'table', 'cards'] as const;
export type LayoutName = (typeof LAYOUTS)[number];

const escape = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/** A dark textured background: two gradients over SVG fractal noise (an inline data URL). */
function background(random: Random): string {
  const hue = random.pick([210, 225, 260, 280, 15, 190, 160]);
  const noise =
    `url("data:image/svg+xml;utf8,<svg xmlns='http://www.w3.org/2000/svg' width='300' height='300'>` +
    `<filter id='n'><feTurbulence type='fractalNoise' baseFrequency='${(0.6 + random.next() * 0.5).toFixed(2)}' numOctaves='3' seed='${random.int(1, 999)}'/></filter>` +
    `<rect width='100%' height='100%' filter='url(%23n)' opacity='${(0.25 + random.next() * 0.2).toFixed(2)}'/></svg>")`;
  return [
    noise,
    `radial-gradient(ellipse at ${random.int(10, 90)}% ${random.int(0, 100)}%, hsla(${hue},70%,35%,0.55), transparent 60%)`,
    `linear-gradient(${random.int(100, 160)}deg, hsl(${hue},45%,9%), hsl(${(hue + 30) % 360},35%,4%) 70%, hsl(${hue},30%,12%))`,
  ].join(',');
}

function placementText(spec: ScreenSpec): { big: string; small: string } {
  return spec.placementStyle === 'hash'
    ? { big: `#${spec.placement}`, small: `/${spec.teams}` }
    : { big: `${spec.placement}/${spec.teams}`, small: '' };
}

const total = (spec: ScreenSpec) => spec.members.reduce((sum, m) => sum + m.kills, 0);
const headline = (spec: ScreenSpec, random: Random) =>
  spec.placement === 1
    ? random.pick(['WINNER WINNER CHICKEN DINNER!', 'BOOYAH!', 'VICTORY'])
    : random.pick(['GOOD GAME', 'MATCH OVER', 'NICE TRY', 'BETTER LUCK NEXT TIME']);

function podium(spec: ScreenSpec, random: Random, font: string): string {
  const place = placementText(spec);
  const accent = random.pick(['#ffd54a', '#ffb300', '#f5f5f5', '#7fe3ff']);
  const killLabel = random.pick(['Eliminations', 'Finishes', 'Kills']);
  const rows = spec.members
    .map(
      (m, i) => `
      <div class="row" style="transform:skewX(-${random.int(0, 8)}deg)">
        <div class="idx">${i + 1}</div>
        <div class="who">
          <div class="name">${escape(m.name)}</div>
          <div class="stats"><span>${killLabel} <b>${m.kills}</b></span><span>Assists <b>${m.assists}</b></span><span>Damage <b>${m.damage}</b></span><span>Survived <b>${m.survived} min</b></span></div>
        </div>
      </div>`,
    )
    .join('');
  return `
  <style>
    .wrap{position:absolute;inset:0;display:flex;font-family:${font};color:#e9eef5}
    .left{width:34vw;padding:5vw 3vw 0 5vw}
    .place{font-style:italic;font-weight:800;font-size:12vw;line-height:1;color:${accent};text-shadow:0 0 1.5vw ${accent}55}
    .place small{font-size:4vw;color:#c9d3df;font-style:italic}
    .head{margin-top:1vw;font-size:2.6vw;font-style:italic;font-weight:700;letter-spacing:.1vw;color:#fff;background:linear-gradient(90deg,#0000,#fff2,#0000);padding:.4vw 1vw;transform:skewX(-12deg)}
    .mode{margin-top:1.5vw;font-size:1.4vw;color:#9fb0c4}
    .right{flex:1;padding:6vw 5vw 0 0;display:flex;flex-direction:column;gap:1.3vw}
    .row{display:flex;align-items:center;gap:1.4vw;background:linear-gradient(90deg,#ffffff18,#ffffff06);border-left:.35vw solid ${accent};padding:.9vw 1.4vw}
    .idx{font-size:2.4vw;font-weight:700;color:#8da2bb;width:2.4vw}
    .name{font-size:2.6vw;font-weight:700;font-style:italic}
    .stats{display:flex;gap:2.2vw;font-size:1.5vw;color:#aebdcc}
    .stats b{color:#fff;font-size:1.9vw}
    .total{margin-top:1vw;font-size:2vw;font-weight:700;color:${accent};font-style:italic}
  </style>
  <div class="wrap">
    <div class="left">
      <div class="place">${place.big}<small>${place.small}</small></div>
      <div class="head">${headline(spec, random)}</div>
      <div class="mode">Classic · ${random.pick(['Erangel', 'Livik', 'Miramar', 'Sanhok'])} · Squad · TPP</div>
      ${spec.showsTotal ? `<div class="total">Team ${killLabel}: ${total(spec)}</div>` : ''}
    </div>
    <div class="right">${rows}</div>
  </div>`;
}

function table(spec: ScreenSpec, random: Random, font: string): string {
  const place = placementText(spec);
  const accent = random.pick(['#ff8a00', '#ffcc00', '#00e0c0', '#ff4f6d']);
  const killLabel = random.pick(['KILLS', 'ELIMS', 'ELIMINATIONS']);
  const rows = spec.members
    .map(
      (m) =>
        `<tr><td class="pn">${escape(m.name)}</td><td>${m.kills}</td><td>${m.damage}</td><td>${m.assists}</td><td>${m.revives}</td><td>${(m.kills * 1.7 + m.damage / 90).toFixed(1)}</td></tr>`,
    )
    .join('');
  const rank = spec.placementStyle === 'hash' ? `${place.big}<small> of ${spec.teams}</small>` : place.big;
  return `
  <style>
    .wrap{position:absolute;inset:0;font-family:${font};color:#f1f1f1;padding:3.5vw 6vw}
    .banner{display:flex;align-items:flex-end;gap:3vw;border-bottom:.25vw solid ${accent};padding-bottom:1vw}
    .rank{font-size:8vw;font-weight:700;font-style:italic;line-height:.9;color:${accent}}
    .rank small{font-size:2.6vw;color:#ddd}
    .title{font-size:3vw;font-style:italic;font-weight:800;letter-spacing:.2vw}
    .sub{font-size:1.4vw;color:#aaa}
    table{margin-top:2vw;width:100%;border-collapse:collapse;font-size:2.3vw}
    th{font-size:1.5vw;color:#b8b8b8;text-align:center;font-weight:600;padding:.5vw;letter-spacing:.1vw}
    th:first-child,td.pn{text-align:left}
    td{text-align:center;padding:.9vw .5vw;border-bottom:.1vw solid #ffffff22;font-weight:700}
    tr:nth-child(odd) td{background:#ffffff0d}
    td.pn{font-style:italic;font-size:2.5vw}
    .foot{margin-top:1.6vw;font-size:2vw;color:${accent};font-weight:700}
  </style>
  <div class="wrap">
    <div class="banner">
      <div class="rank">${rank}</div>
      <div><div class="title">${headline(spec, random)}</div><div class="sub">RANK · SQUAD · ${random.pick(['BERMUDA', 'PURGATORY', 'KALAHARI'])}</div></div>
    </div>
    <table><thead><tr><th>PLAYER</th><th>${killLabel}</th><th>DAMAGE</th><th>ASSISTS</th><th>REVIVES</th><th>RATING</th></tr></thead><tbody>${rows}</tbody></table>
    ${spec.showsTotal ? `<div class="foot">TOTAL ${killLabel}: ${total(spec)}</div>` : ''}
  </div>`;
}

function cards(spec: ScreenSpec, random: Random, font: string): string {
  const place = placementText(spec);
  const accent = random.pick(['#ffd000', '#ff6a3d', '#62f0ff', '#b388ff']);
  const killLabel = random.pick(['FINISHES', 'ELIMINATIONS', 'KILLS']);
  const avatar = () =>
    `radial-gradient(circle at 50% 35%, hsl(${random.int(0, 359)},50%,55%) 0 22%, transparent 23%), radial-gradient(circle at 50% 100%, hsl(${random.int(0, 359)},40%,40%) 0 45%, transparent 46%)`;
  const cardsHtml = spec.members
    .map(
      (m) => `
      <div class="card">
        <div class="avatar" style="background:${avatar()},#0006"></div>
        <div class="name">${escape(m.name)}</div>
        <div class="stat"><div class="label">${killLabel}</div><div class="value">${m.kills}</div></div>
        <div class="row2"><div><div class="label">DAMAGE</div><div class="v2">${m.damage}</div></div><div><div class="label">KNOCKS</div><div class="v2">${Math.max(m.kills - 1, 0) + m.assists}</div></div></div>
      </div>`,
    )
    .join('');
  return `
  <style>
    .wrap{position:absolute;inset:0;font-family:${font};color:#f4f4f4;display:flex;flex-direction:column;align-items:center;padding-top:2.5vw}
    .top{display:flex;align-items:baseline;gap:2vw;transform:skewX(-8deg);background:linear-gradient(90deg,transparent,${accent}33,transparent);padding:.3vw 6vw}
    .top .lbl{font-size:2vw;letter-spacing:.3vw;color:#ddd}
    .top .big{font-size:6vw;font-weight:800;font-style:italic;color:${accent};line-height:1}
    .top .of{font-size:2vw;color:#ccc}
    .head{font-size:1.7vw;letter-spacing:.4vw;color:#bbb;margin-top:.4vw}
    .cards{display:flex;gap:2vw;margin-top:2.2vw}
    .card{width:19vw;padding:1.4vw 1vw;background:linear-gradient(180deg,#ffffff1c,#ffffff05);border-top:.3vw solid ${accent};display:flex;flex-direction:column;align-items:center;gap:.7vw}
    .avatar{width:8vw;height:8vw;border-radius:50%}
    .name{font-size:2.3vw;font-weight:700;font-style:italic;max-width:18vw;overflow:hidden;white-space:nowrap}
    .label{font-size:1.2vw;color:#a9a9a9;letter-spacing:.15vw;text-align:center}
    .value{font-size:4vw;font-weight:800;color:${accent};text-align:center;line-height:1}
    .row2{display:flex;gap:3vw}
    .v2{font-size:2vw;text-align:center;font-weight:600}
    .total{margin-top:1.8vw;font-size:2.2vw;font-style:italic;font-weight:700}
  </style>
  <div class="wrap">
    <div class="top"><span class="lbl">PLACEMENT</span><span class="big">${place.big}</span>${place.small ? `<span class="of">${place.small}</span>` : ''}</div>
    <div class="head">${headline(spec, random)}</div>
    <div class="cards">${cardsHtml}</div>
    ${spec.showsTotal ? `<div class="total">SQUAD ${killLabel}: ${total(spec)}</div>` : ''}
  </div>`;
}

const DRAW: Record<LayoutName, (spec: ScreenSpec, random: Random, font: string) => string> = { podium, table, cards };

export interface PhotoSkew {
  /** Degrees the screen is turned by. */
  angle: number;
  /** Share of the width and height cut from the left and top edges. */
  crop: number;
}

/** The page of one screen; a photo turns and crops it inside a dark room with a glare. */
export function screenHtml(
  layout: LayoutName,
  spec: ScreenSpec,
  random: Random,
  fontCss: string,
  photo?: PhotoSkew,
): string {
  const font = random.pick(DISPLAY_STACKS);
  const screen = `<div class="screen">${DRAW[layout](spec, random, font)}</div>`;
  const framed = photo
    ? `<div class="room"><div style="position:absolute;inset:0;transform:translate(-${(photo.crop * 100).toFixed(1)}vw,-${(photo.crop * 100).toFixed(1)}vh) rotate(${photo.angle}deg) scale(${(1.02 + photo.crop).toFixed(3)});filter:blur(.45px) brightness(.92)">${screen}<div class="glare"></div></div></div>`
    : screen;
  return `<!doctype html><html><head><meta charset="utf-8"><style>${fontCss}
    html,body{margin:0;width:100vw;height:100vh;overflow:hidden;background:#000}
    .screen{position:absolute;inset:0;overflow:hidden;background:${background(random)}}
    .room{position:absolute;inset:0;background:radial-gradient(#222,#050505)}
    .glare{position:absolute;inset:0;background:linear-gradient(${random.int(20, 70)}deg,transparent 40%,#ffffff14 55%,transparent 70%)}
  </style></head><body>${framed}</body></html>`;
}
