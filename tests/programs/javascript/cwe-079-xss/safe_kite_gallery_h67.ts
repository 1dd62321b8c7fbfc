// A kite gallery program of the h67 set (cwe-079-xss).
// kite makers: public gallery of customer-flown kites, searchable by caption and kite style
import { Hono } from 'hono';
import { html } from 'hono/html';
import { serve } from '@hono/node-server';
import { zValidator } from '@hono/zod-validator';
import { z } from 'zod';

interface GalleryEntry {
  id: string;
  caption: string;
  style: 'delta' | 'box' | 'sled' | 'rokkaku' | 'foil';
  flownAt: string;
  photoUrl: string;
}

interface GalleryRepository {
  search(term: string, style?: GalleryEntry['style']): Promise<GalleryEntry[]>;
}

class InMemoryGallery implements GalleryRepository {
  constructor(private readonly entries: GalleryEntry[]) {}

  async search(term: string, style?: GalleryEntry['style']) {
    const needle = term.toLowerCase();
    return this.entries.filter(
      (e) => e.caption.toLowerCase().includes(needle) && (!style || e.style === style),
    );
  }
}

const searchQuery = z.object({
  q: z.string().trim().max(100).default(''),
  style: z.enum(['delta', 'box', 'sled', 'rokkaku', 'foil']).optional(),
});

type Env = { Variables: { gallery: GalleryRepository } };

const card = (e: GalleryEntry) => html`
  <figure class="kite kite-${e.style}">
    <img src="/photos/${encodeURIComponent(e.id)}.jpg" alt="">
    <figcaption>${e.caption} <small>${e.flownAt}</small></figcaption>
  </figure>`;

export function createApp(gallery: GalleryRepository) {
  const app = new Hono<Env>();

  app.use('*', async (c, next) => {
    c.set('gallery', gallery);
    await next();
  });

  app.get('/gallery', zValidator('query', searchQuery), async (c) => {
    const { q, style } = c.req.valid('query');
    const results = await c.get('gallery').search(q, style);
    const heading = q ? html`Kites matching &ldquo;${q}&rdquo;` : 'All kites';

    return c.html(html`<!doctype html>
<html>
  <head><meta charset="utf-8"><title>Flying gallery</title></head>
  <body>
    <form method="get" action="/gallery">
      <input name="q" value="${q}" placeholder="Search captions">
      <button>Search</button>
    </form>
    <h2>${heading}</h2>
    <p>${results.length} kite(s)</p>
    <section class="grid">${results.map(card)}</section>
  </body>
</html>`);
  });

  return app;
}

const seed: GalleryEntry[] = [
  { id: 'k101', caption: 'Red rokkaku over Brean Down', style: 'rokkaku', flownAt: '2024-04-12', photoUrl: '' },
  { id: 'k102', caption: 'Twin deltas at the spring festival', style: 'delta', flownAt: '2024-05-03', photoUrl: '' },
  { id: 'k103', caption: 'Box kite, light wind, first flight', style: 'box', flownAt: '2024-06-21', photoUrl: '' },
];

serve({ fetch: createApp(new InMemoryGallery(seed)).fetch, port: 8080 });
