// A sponsor card program of the h73 set (cwe-079-xss).
'use strict';

const Koa = require('koa');
const Router = require('@koa/router');

const ANIMALS = {
  goat: { label: 'Pygmy goat', food: 'hay and apple slices' },
  alpaca: { label: 'Alpaca', food: 'pellets and carrots' },
  rabbit: { label: 'Rabbit', food: 'greens and timothy hay' },
  pig: { label: 'Kunekune pig', food: 'grass and squash' },
};

function escapeText(value) {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

function renderCard({ animal, petName, from, message }) {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Sponsor card preview</title>
<link rel="stylesheet" href="/static/card.css"></head>
<body>
  <section class="card">
    <h1>${escapeText(petName)} the ${animal.label}</h1>
    <p class="from">A year of ${animal.food}, with love from ${escapeText(from)}</p>
    <blockquote>${escapeText(message)}</blockquote>
  </section>
  <a class="button" href="/checkout">Looks good - continue</a>
</body>
</html>`;
}

const router = new Router();

router.get('/sponsor/preview', (ctx) => {
  const params = new URLSearchParams(ctx.querystring);
  const species = (params.get('species') || 'goat').toLowerCase();
  const animal = ANIMALS[species];
  if (!animal) {
    ctx.status = 404;
    ctx.body = 'We do not have that animal at the farm.';
    return;
  }

  const petName = (params.get('name') || 'Clover').trim().slice(0, 40);
  const from = (params.get('from') || 'a friend').trim().slice(0, 60);
  const message = (params.get('msg') || '')
    .split('\n')
    .map((line) => line.trim())
    .join(' ')
    .slice(0, 280);

  ctx.type = 'html';
  ctx.body = renderCard({ animal, petName, from, message });
});

router.get('/sponsor/species', (ctx) => {
  ctx.body = Object.entries(ANIMALS).map(([id, a]) => ({ id, label: a.label }));
});

const app = new Koa();
app.use(router.routes()).use(router.allowedMethods());
app.listen(Number(process.env.PORT || 4010));
