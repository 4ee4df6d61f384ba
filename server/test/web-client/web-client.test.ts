/**
 * The served web client: link previews of shared tournament links (Open Graph tags in
 * index.html, approved tournaments only, never room details, always escaped), history routing,
 * long-cached hashed assets and compression, each page's first-screen sections.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { SIGNED_IN_HINT_COOKIE, formatMessage, type Tournament } from '@squadhub/shared';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tournaments } from '../../src/db/schema.js';
import {
  fillHomeShell,
  fillTournamentShell,
  keepFirstScreen,
  keepLanguage,
  sayInShell,
  signedInHint,
} from '../../src/presenters/app-shell.js';
import { createUser, type TestUser } from '../support/factories.js';
import { createTestServer, type TestServer } from '../support/harness.js';
import { createTestTournament, seatPlayer } from '../support/tournament-factories.js';

const PUBLIC_URL = 'https://squadhub.example';
/** index.html as built, with `root` inside its #root. */
const indexHtml = (root: string) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Squadhub</title>
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
  </head>
  <body><div id="root">${root}</div></body>
</html>
`;
/** The dashboard's part of the shell, with the first card's image block the server may fill. */
const HOME_SHELL =
  '<!--first-screen:home--><main><!--home:first-art--><div class="skeleton"></div><!--/home:first-art--></main><!--/first-screen:home-->';
const INDEX_HTML = indexHtml(HOME_SHELL);
/** What a page without a first screen of its own gets: no foreign shell. */
const PLAIN_HTML = indexHtml('');
/** Big and repetitive enough for the compression threshold. */
const ASSET_JS = `export const rows = [${Array.from({ length: 400 }, (_, i) => `"row ${i}"`).join(',')}];\n`;

let webDist: string;
let server: TestServer;
let creator: TestUser;

/** The content of `<meta {attribute}="{key}" content="…">`, as a browser would read it. */
function metaContent(html: string, key: string): string | undefined {
  const match = html.match(new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`));
  return match?.[1]
    ?.replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

const page = (pathname: string) => request(server.httpServer).get(pathname);

beforeAll(async () => {
  webDist = mkdtempSync(path.join(os.tmpdir(), 'squadhub-web-dist-'));
  writeFileSync(path.join(webDist, 'index.html'), INDEX_HTML);
  mkdirSync(path.join(webDist, 'assets'));
  writeFileSync(path.join(webDist, 'assets', 'index-abc123.js'), ASSET_JS);
  // A chunk with the build's compressed copies beside it (vite-plugin-compression2).
  const chunk = path.join(webDist, 'assets', 'chunk-def456.js');
  writeFileSync(chunk, ASSET_JS);
  writeFileSync(`${chunk}.br`, brotliCompressSync(ASSET_JS));
  writeFileSync(`${chunk}.gz`, gzipSync(ASSET_JS));
  server = await createTestServer({ WEB_DIST: webDist, PUBLIC_URL });
  creator = await createUser(server.ctx, { username: 'streamer_one' });
});

afterAll(async () => {
  await server?.dispose();
  rmSync(webDist, { recursive: true, force: true });
});

describe('GET /tournaments/:id (a shared link)', () => {
  it('names an approved tournament in the title and Open Graph tags, escaped, without room details', async () => {
    const t = await createTestTournament(server.ctx, creator.id, {
      template: 'isolated_solo',
      title: `Friday <script>alert("x")</script> & "Cup"`,
      entryFee: 5,
      roomCode: 'SECRET-ROOM-42',
    });
    await server.ctx.db
      .update(tournaments)
      .set({ roomPassword: 'hunter2', roomLink: 'https://game.example/join/SECRET', startType: 'scheduled' })
      .where(eq(tournaments.id, t.id));
    const player = await createUser(server.ctx, { purchased: 20 });
    await seatPlayer(server.ctx, { ...t, entryFee: 5 }, player.id, 3, 0);

    const res = await page(`/tournaments/${t.id}`).expect(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    const html = res.text;

    // The raw title never reaches the HTML unescaped.
    expect(html).not.toContain('<script>alert');
    expect(html).toContain(
      '<title>Friday &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &quot;Cup&quot; · Squadhub</title>',
    );
    expect(metaContent(html, 'og:title')).toBe(`Friday <script>alert("x")</script> & "Cup"`);
    expect(metaContent(html, 'og:type')).toBe('website');
    expect(metaContent(html, 'og:url')).toBe(`${PUBLIC_URL}/tournaments/${t.id}`);
    expect(metaContent(html, 'og:image')).toBe(`${PUBLIC_URL}/static/templates/isolated_solo.svg`);
    const description = metaContent(html, 'og:description');
    expect(description).toBe(
      'Solo · BR Isolated · Prize pool 5 coins · Entry 5 coins · 1/100 players · Starts when full',
    );
    expect(metaContent(html, 'description')).toBe(description);

    for (const secret of ['SECRET-ROOM-42', 'hunter2', 'game.example']) expect(html).not.toContain(secret);
    // The rest of index.html (the app itself) is untouched.
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-abc123.js"></script>');
    expect(html).toContain('<div id="root"></div>');
  });

  it("keeps a title's `$` sequences as text, in the title tag and in the page's shell", async () => {
    const title = 'Win $` and $& and $1 $$';
    const t = await createTestTournament(server.ctx, creator.id, { template: 'isolated_solo', title, entryFee: 0 });
    const html = (await page(`/tournaments/${t.id}`).expect(200)).text;
    expect(html).toContain('<title>Win $` and $&amp; and $1 $$ · Squadhub</title>');
    expect(metaContent(html, 'og:title')).toBe(title);
    expect(html.match(/<title>/g)).toHaveLength(1);
  });

  it('uses the uploaded image and the start time in UK time', async () => {
    const t = await createTestTournament(server.ctx, creator.id, { template: 'alcatraz_duo', entryFee: 0 });
    await server.ctx.db
      .update(tournaments)
      .set({
        imageUrl: '/uploads/tournaments/poster.png',
        startType: 'scheduled',
        startDate: new Date('2031-07-04T18:30:00Z'),
        prizePool: 250,
      })
      .where(eq(tournaments.id, t.id));

    const html = (await page(`/tournaments/${t.id}`).expect(200)).text;
    expect(metaContent(html, 'og:image')).toBe(`${PUBLIC_URL}/uploads/tournaments/poster.png`);
    expect(metaContent(html, 'og:description')).toBe(
      'Duo · BR Alcatraz · Prize pool 250 coins · Free entry · 0/40 players · Starts Fri 4 Jul, 19:30 BST',
    );
  });

  it('gives a pending, a declined or an unknown tournament the plain page', async () => {
    const pending = await createTestTournament(server.ctx, creator.id, {
      approved: false,
      title: 'Hidden Pending Cup',
    });
    const declined = await createTestTournament(server.ctx, creator.id, {
      approved: false,
      title: 'Hidden Declined Cup',
    });
    await server.ctx.db.update(tournaments).set({ approvalStatus: 'declined' }).where(eq(tournaments.id, declined.id));

    for (const id of [pending.id, declined.id, '6f1c2b9e-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const res = await page(`/tournaments/${id}`).expect(200);
      expect(res.text).toBe(PLAIN_HTML);
    }
  });
});

describe('the rest of the web client', () => {
  it('answers app routes with index.html and keeps /api answers JSON', async () => {
    for (const pathname of ['/account', '/tournaments']) {
      const res = await page(pathname).expect(200);
      expect(res.text).toBe(PLAIN_HTML);
    }
    // The dashboard keeps its own part of the shell (below).
    expect((await page('/').expect(200)).text).toContain('<main>');
    const api = await page('/api/no-such-route').expect(404);
    expect(api.body).toEqual({ detail: expect.any(String), code: 'no_route' });
  });

  it('caches hashed assets for a year, compresses them, and 404s a missing one as JSON', async () => {
    const res = await page('/assets/index-abc123.js').set('Accept-Encoding', 'gzip').expect(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.text).toBe(ASSET_JS);

    // A page's subresource: none of the page set's policies, which govern documents only.
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toBeUndefined();
    expect(res.headers['permissions-policy']).toBeUndefined();
    // Never revalidated (its name changes with its content): nothing to revalidate with.
    expect(res.headers['etag']).toBeUndefined();
    expect(res.headers['last-modified']).toBeUndefined();
    expect(res.headers['accept-ranges']).toBeUndefined();

    const missing = await page('/assets/index-old999.js').expect(404);
    expect(missing.headers['content-type']).toMatch(/application\/json/);
    expect(missing.body).toEqual({ detail: 'Not found', code: 'not_found' });
    expect(JSON.stringify(missing.body)).not.toContain(webDist);
  });

  it("sends the build's brotli or gzip copy of an asset as it is, the smaller first", async () => {
    // Written with the build, before the server starts (beforeAll): the server lists them then.
    const copies = { br: brotliCompressSync(ASSET_JS), gzip: gzipSync(ASSET_JS) };
    for (const [accepted, encoding] of [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip', 'gzip'],
    ] as const) {
      const res = await page('/assets/chunk-def456.js').set('Accept-Encoding', accepted).expect(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      // The build's copy itself, not one compressed on the fly.
      expect(Number(res.headers['content-length'])).toBe(copies[encoding].length);
      expect(res.headers['content-type']).toMatch(/^text\/javascript/);
      expect(res.headers.vary).toMatch(/Accept-Encoding/);
      expect(res.text).toBe(ASSET_JS);
    }
  });
});

describe('the installable app (docs/design/phones.md#an-installable-app)', () => {
  it('serves the service worker revalidated on every check, and the manifest with its own type', async () => {
    writeFileSync(path.join(webDist, 'sw.js'), 'self.addEventListener("fetch", () => {});\n');
    writeFileSync(path.join(webDist, 'manifest.webmanifest'), JSON.stringify({ name: 'Squadhub', start_url: '/' }));
    writeFileSync(path.join(webDist, 'offline.html'), '<!doctype html><title>Offline</title>');

    const sw = await page('/sw.js').expect(200);
    expect(sw.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(sw.headers['cache-control']).toBe('no-cache');

    const manifest = await page('/manifest.webmanifest').expect(200);
    expect(manifest.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
    expect(JSON.parse(manifest.text)).toEqual({ name: 'Squadhub', start_url: '/' });

    const offline = await page('/offline.html').expect(200);
    expect(offline.headers['content-type']).toMatch(/^text\/html/);
  });

  it('lets pages register a worker and a manifest of this server only', async () => {
    const csp = (await page('/').expect(200)).headers['content-security-policy'];
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("manifest-src 'self'");
  });
});

describe("the language's sections of index.html", () => {
  const html = [
    '<html lang="en"><head>',
    '<!--language:hi--><link rel="modulepreload" href="/assets/hi.js"><!--/language:hi-->',
    '<!--language:ar--><link rel="modulepreload" href="/assets/ar.js"><!--/language:ar-->',
    '</head></html>',
  ].join('\n');

  it("keeps the preloads of the page's language only, with its lang and dir", () => {
    const arabic = keepLanguage(html, 'ar');
    expect(arabic).toContain('<html lang="ar" dir="rtl">');
    expect(arabic).toContain('/assets/ar.js');
    expect(arabic).not.toContain('/assets/hi.js');
    const hindi = keepLanguage(html, 'hi');
    expect(hindi).toContain('<html lang="hi">');
    expect(hindi).toContain('/assets/hi.js');
    expect(hindi).not.toContain('/assets/ar.js');
    expect(keepLanguage(html, 'en')).toBe('<html lang="en"><head>\n</head></html>');
  });

  it("writes the shell's words in the page's language, the host's name inside its own words", () => {
    const shell =
      '<p><!--say-->Tournaments<!--/say--></p><p><!--say-->All tournaments<!--/say--></p>' +
      '<p>BR · <!--by--><span>ann</span><!--/by--></p>';
    expect(sayInShell(shell, 'en')).toBe('<p>Tournaments</p><p>All tournaments</p><p>BR · by <span>ann</span></p>');
    for (const locale of ['hi', 'ar'] as const) {
      const said = sayInShell(shell, locale);
      expect(said).toContain(`<p>${formatMessage(locale, 'TOURNAMENT_SCREEN.grid.heading')}</p>`);
      expect(said).toContain(`<p>${formatMessage(locale, 'LAYOUT_SCREEN.allTournaments')}</p>`);
      expect(said).not.toMatch(/Tournaments|All tournaments|by </);
      expect(said).toContain('<span>ann</span>');
    }
    expect(sayInShell(fillTournamentShell('<p><!--tournament:title--></p>', null), 'hi')).toBe(
      `<p>${formatMessage('hi', 'PAGES_SCREEN.tournament.heading')}</p>`,
    );
  });

  it("follows the browser's Accept-Language, and says that the page varies with it", async () => {
    const res = await page('/account').set('Accept-Language', 'ar-SA,ar;q=0.9,en;q=0.5').expect(200);
    expect(res.text).toContain('<html lang="ar" dir="rtl">');
    expect(res.headers.vary).toMatch(/Accept-Language/);
    expect((await page('/account').expect(200)).text).toBe(PLAIN_HTML);
  });
});

describe('first-screen sections of index.html', () => {
  const html = [
    '<head><!--first-screen:home--><link rel="modulepreload" href="/assets/Filters.js"><!--/first-screen:home-->',
    '<!--first-screen:tournament--><link rel="modulepreload" href="/assets/Page.js"><!--/first-screen:tournament--></head>',
    '<main><!--first-screen:home--><p>Tournaments</p><!--/first-screen:home--></main>',
  ].join('\n');

  it('keeps every section of the page served and drops the others', () => {
    const home = keepFirstScreen(html, 'home');
    expect(home).toContain('Filters.js');
    expect(home).toContain('<p>Tournaments</p>');
    expect(home).not.toContain('Page.js');
    const tournament = keepFirstScreen(html, 'tournament');
    expect(tournament).toContain('Page.js');
    expect(tournament).not.toContain('Filters.js');
    expect(tournament).not.toContain('Tournaments');
    expect(keepFirstScreen(html, null)).toBe('<head></head>\n<main></main>');
  });

  it("writes a public tournament's title and byline into its shell, escaped, or the placeholder", () => {
    const shell =
      '<p><!--tournament:title--></p><!--tournament:byline--><p><!--tournament:map--> · <!--tournament:mode--> · by ' +
      '<span><!--tournament:creator--></span></p><!--/tournament:byline-->';
    const t = { title: 'Cup <b>', map_name: 'BR Isolated', game_mode: 'Battle Royale', creator_username: 'ann&co' };
    expect(fillTournamentShell(shell, t as Tournament)).toBe(
      '<p>Cup &lt;b&gt;</p><p>BR Isolated · Battle Royale · by <span>ann&amp;co</span></p>',
    );
    expect(sayInShell(fillTournamentShell(shell, null), 'en')).toBe('<p>Tournament</p>');
    const dollars = { ...t, title: "$` $& $' $$" };
    expect(fillTournamentShell(shell, dollars as Tournament)).toMatch(/^<p>\$` \$&amp; \$&#39; \$\$<\/p>/);
  });

  it("draws the first card's artwork into the dashboard's shell: the template's, or an upload's two sizes", () => {
    const shell = '<main><!--home:first-art--><div class="skeleton"></div><!--/home:first-art--></main>';
    expect(fillHomeShell(shell, null)).toBe(shell);
    const template = fillHomeShell(shell, { src: '/static/templates/isolated_solo.svg' });
    expect(template).not.toContain('skeleton');
    expect(template).toContain('<img src="/static/templates/isolated_solo.svg" alt="" fetchpriority="high"');
    expect(template).toContain('max-sm:h-20');
    const upload = fillHomeShell(shell, { src: '/uploads/a"b.webp', card: '/uploads/a"b.webp?w=640' });
    expect(upload).toContain('<source media="(max-width: 639px)" srcset="/uploads/a&quot;b.webp?w=640">');
    expect(upload).toContain('srcset="/uploads/a&quot;b.webp?w=640 640w, /uploads/a&quot;b.webp 1600w"');
  });

  it('reads the signed-in hint from its own cookie and value only', () => {
    const name = SIGNED_IN_HINT_COOKIE;
    expect(signedInHint(undefined, name)).toBe(false);
    expect(signedInHint(`a=b; ${name}=1`, name)).toBe(true);
    expect(signedInHint(`${name}=0`, name)).toBe(false);
    expect(signedInHint(`x${name}=1`, name)).toBe(false);
  });

  it("serves a visitor's dashboard with its first card's artwork, and a signed-in browser's with the skeleton", async () => {
    await createTestTournament(server.ctx, creator.id, { template: 'isolated_solo', entryFee: 0 });
    const visitor = (await page('/').expect(200)).text;
    // The first card of a visitor's grid: the newest upload of this file's tournaments, or artwork.
    expect(visitor).toMatch(
      /<img src="\/(uploads|static\/templates)\/[\w/.]+"( srcset="[^"]+" sizes="[^"]+")? alt="" fetchpriority="high"/,
    );
    expect(visitor).not.toContain('skeleton');
    const player = await page('/').set('Cookie', `${SIGNED_IN_HINT_COOKIE}=1`).expect(200);
    expect(player.text).toContain('<div class="skeleton"></div>');
    expect(player.headers.vary).toMatch(/Cookie/);
    // Other pages keep none of the dashboard's shell.
    expect((await page('/account').expect(200)).text).toContain('<div id="root"></div>');
  });
});
