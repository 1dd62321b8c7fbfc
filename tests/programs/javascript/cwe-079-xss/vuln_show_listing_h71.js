// A show listing program of the h71 set (cwe-079-xss).
import Fastify from 'fastify';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL });

const CATEGORY_LABELS = new Map([
  ['family', 'Family matinées'],
  ['schools', 'School performances'],
  ['adult', 'Puppetry for grown-ups'],
  ['marionette', 'Marionette classics'],
  ['shadow', 'Shadow theatre'],
]);

function escapeHtml(value) {
  return String(value)
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

async function upcomingShows(category) {
  const { rows } = await pool.query(
    `SELECT title, company, starts_at, seats_left
       FROM performances
      WHERE starts_at > now() AND ($1::text IS NULL OR category = $1)
      ORDER BY starts_at
      LIMIT 40`,
    [CATEGORY_LABELS.has(category) ? category : null],
  );
  return rows;
}

function renderShow(show) {
  const when = new Date(show.starts_at).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
  const seats = show.seats_left > 0 ? `${show.seats_left} seats left` : 'Sold out';
  return `<li><strong>${escapeHtml(show.title)}</strong> by ${escapeHtml(show.company)} &middot; ${when} &middot; ${seats}</li>`;
}

const app = Fastify({ logger: true });

app.get('/programme', async (request, reply) => {
  const category = request.query.category?.trim() ?? '';

  let shows = [];
  try {
    shows = await upcomingShows(category);
  } catch (err) {
    request.log.error(err, 'programme query failed, showing empty listing');
  }

  const heading = CATEGORY_LABELS.get(category) ?? (category || 'All performances');
  const listing = shows.length
    ? `<ul class="shows">${shows.map(renderShow).join('\n')}</ul>`
    : '<p>No performances scheduled here yet. Check back soon!</p>';

  reply.type('text/html; charset=utf-8');
  return `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8"><title>Programme · Little Lantern Puppet Theatre</title></head>
  <body>
    <nav>${[...CATEGORY_LABELS].map(([key, label]) => `<a href="/programme?category=${key}">${label}</a>`).join(' | ')}</nav>
    <h1>${heading}</h1>
    ${listing}
  </body>
</html>`;
});

app.listen({ port: Number(process.env.PORT ?? 3000), host: '0.0.0.0' }).catch((err) => {
  app.log.error(err);
  process.exit(1);
});
