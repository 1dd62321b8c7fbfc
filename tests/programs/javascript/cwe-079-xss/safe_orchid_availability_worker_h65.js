// An orchid availability worker program of the h65 set (cwe-079-xss).
import escapeHtml from 'escape-html';

// Cloudflare Worker serving the public availability page of the orchid
// greenhouse: which flasks and blooming-size plants of a genus can be reserved
// this season. Stock lives in a D1 database bound as env.STOCK.

const PAGE_SIZE = 40;

function renderRow(plant) {
  return `<tr>
      <td>${escapeHtml(plant.grex)}</td>
      <td>${escapeHtml(plant.stage)}</td>
      <td>${escapeHtml(String(plant.available))}</td>
      <td>${escapeHtml(plant.price_label)}</td>
    </tr>`;
}

function renderPage(genus, plants) {
  const rows = plants.map(renderRow).join('\n');
  const genusLabel = escapeHtml(genus);
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <title>Availability – ${genusLabel}</title>
    <link rel="stylesheet" href="/static/availability.css">
  </head>
  <body>
    <h1>Plants available: ${genusLabel}</h1>
    ${plants.length === 0 ? '<p>Nothing of this genus can be reserved right now.</p>' : ''}
    <table>
      <thead><tr><th>Grex</th><th>Stage</th><th>Available</th><th>Price</th></tr></thead>
      <tbody>
    ${rows}
      </tbody>
    </table>
  </body>
</html>`;
}

export default {
  async fetch(request, env) {
    const url = new URL(request.url);
    if (request.method !== 'GET' || url.pathname !== '/availability') {
      return new Response('Not found', { status: 404 });
    }

    const genus = (url.searchParams.get('genus') || 'Paphiopedilum').trim();
    if (genus.length > 60) {
      return new Response('Genus name too long', { status: 400 });
    }

    const { results } = await env.STOCK.prepare(
      `SELECT grex, stage, available, price_label
         FROM plants
        WHERE genus = ?1 AND available > 0
        ORDER BY grex
        LIMIT ?2`
    )
      .bind(genus, PAGE_SIZE)
      .all();

    return new Response(renderPage(genus, results), {
      headers: {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'public, max-age=120',
      },
    });
  },
};
