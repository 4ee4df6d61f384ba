/**
 * What a shared tournament link shows in TikTok, WhatsApp and other link previews: the `<title>`
 * and Open Graph tags that the web client's index.html carries for /tournaments/:id.
 *
 * Built from the public view of the tournament (the one an anonymous visitor gets), so room
 * details can never appear here; every value is HTML-escaped.
 */
import {
  LEADERBOARD_TIME_ZONE,
  START_TIME_FORMAT,
  formatLabel,
  templateImageUrl,
  tournamentImageSources,
  type Tournament,
} from '@squadhub/shared';
import { escapeHtml } from './html.js';

const SITE_NAME = 'Squadhub';

/** Start times in the product's home zone (money is in pounds), with the zone named. */
const startFormat = new Intl.DateTimeFormat('en-GB', { ...START_TIME_FORMAT, timeZone: LEADERBOARD_TIME_ZONE });

function when(t: Tournament): string {
  if (t.is_finalized) return 'Finished';
  if (t.status === 'live') return 'Live now';
  if (t.start_type === 'when_full' || !t.start_date) return 'Starts when full';
  return `Starts ${startFormat.format(new Date(t.start_date))}`;
}

/** e.g. "Solo · BR Isolated · Prize pool 500 coins · Entry 10 coins · 37/100 players · Starts Sat 14 Mar, 20:00 GMT" */
export function previewDescription(t: Tournament): string {
  return [
    formatLabel(t.slots_per_team),
    t.map_name,
    `Prize pool ${t.prize_pool} coins`,
    t.entry_fee === 0 ? 'Free entry' : `Entry ${t.entry_fee} coins`,
    `${t.current_players}/${t.max_players} players`,
    when(t),
  ].join(' · ');
}

/** An address the crawler can fetch: uploads and artwork are server-relative. */
const absolute = (url: string, publicUrl: string) => new URL(url, `${publicUrl}/`).toString();

/** The tags that replace index.html's `<title>` for this tournament's page. */
export function tournamentPreviewTags(t: Tournament, publicUrl: string): string {
  // The card's own image (its upload, else its template's artwork); the template's address when neither is known.
  const image = absolute(tournamentImageSources(t)?.src ?? templateImageUrl(t.template_type), publicUrl);
  const meta: [attribute: 'name' | 'property', key: string, value: string][] = [
    ['name', 'description', previewDescription(t)],
    ['property', 'og:type', 'website'],
    ['property', 'og:site_name', SITE_NAME],
    ['property', 'og:title', t.title],
    ['property', 'og:description', previewDescription(t)],
    ['property', 'og:url', `${publicUrl}/tournaments/${encodeURIComponent(t.id)}`],
    ['property', 'og:image', image],
    ['property', 'og:image:alt', `${t.title} (${t.map_name})`],
    ['name', 'twitter:card', 'summary_large_image'],
  ];
  return [
    `<title>${escapeHtml(`${t.title} · ${SITE_NAME}`)}</title>`,
    ...meta.map(([attribute, key, value]) => `<meta ${attribute}="${key}" content="${escapeHtml(value)}" />`),
  ].join('\n    ');
}
