// A artist profile program of the h71 set (cwe-079-xss).
import { Hono } from 'hono';
import { html } from 'hono/html';
import { HTTPException } from 'hono/http-exception';
import { serve } from '@hono/node-server';
import Database from 'better-sqlite3';

const db = new Database(process.env.STUDIO_DB ?? '/var/lib/inkhouse/studio.db', { readonly: true });
const listArtists = db.prepare('SELECT handle, display_name FROM artists WHERE active = 1 ORDER BY display_name');
const findArtist = db.prepare('SELECT id, handle, display_name, styles, bio FROM artists WHERE handle = ? AND active = 1');
const openSlots = db.prepare(
  'SELECT starts_at FROM slots WHERE artist_id = ? AND booked = 0 AND starts_at > ? ORDER BY starts_at LIMIT 6',
);

class ArtistNotFoundError extends HTTPException {
  constructor(handle) {
    super(404, { message: `No artist goes by "${handle}" at this studio.` });
    this.name = 'ArtistNotFoundError';
  }
}

function loadArtist(handle) {
  const artist = findArtist.get(handle.toLowerCase());
  if (!artist) throw new ArtistNotFoundError(handle);
  return artist;
}

const app = new Hono();

app.get('/artists', (c) => {
  const artists = listArtists.all();
  return c.html(html`<!doctype html>
<html>
  <body>
    <h1>Our artists</h1>
    <ul>${artists.map((a) => html`<li><a href="/artists/${a.handle}">${a.display_name}</a></li>`)}</ul>
  </body>
</html>`);
});

app.get('/artists/:handle', (c) => {
  const artist = loadArtist(c.req.param('handle'));
  const slots = openSlots.all(artist.id, new Date().toISOString());
  return c.html(html`<!doctype html>
<html>
  <head><title>${artist.display_name} · Inkhouse Tattoo</title></head>
  <body>
    <h1>${artist.display_name}</h1>
    <p class="styles">${artist.styles}</p>
    <section class="bio">${artist.bio}</section>
    <h2>Next openings</h2>
    <ul>${slots.length ? slots.map((s) => html`<li>${new Date(s.starts_at).toUTCString()}</li>`) : html`<li>Books closed for now</li>`}</ul>
  </body>
</html>`);
});

app.onError((err, c) => {
  const status = err instanceof HTTPException ? err.status : 500;
  if (status >= 500) console.error(err);
  const message = status >= 500 ? 'Something went wrong on our side.' : err.message;
  return c.html(
    html`<!doctype html><html><body><h1>Sorry</h1><p>${message}</p><p><a href="/artists">Back to all artists</a></p></body></html>`,
    status,
  );
});

serve({ fetch: app.fetch, port: Number(process.env.PORT ?? 3000) }, (info) => {
  console.log(`artist pages on :${info.port}`);
});
