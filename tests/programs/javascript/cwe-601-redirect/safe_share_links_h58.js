// share links (h58 set)
'use strict';

const Koa = require('koa');
const Router = require('@koa/router');

const config = Object.freeze({
  appOrigin: process.env.APP_ORIGIN || 'https://listen.example-music.com',
  trustedHosts: new Set((process.env.SHARE_HOSTS || 'listen.example-music.com,open.example-music.com').split(',')),
});

const shares = new Map([
  ['summer-mix', { kind: 'playlist', id: 'pl_8f3k2' }],
  ['debut-album', { kind: 'album', id: 'al_19dd0' }],
]);

const pathFor = ({ kind, id }) => `/${kind}/${id}`;

const destination = (ctx) => {
  const share = shares.get(ctx.params.slug);
  if (share) return new URL(pathFor(share), config.appOrigin).href;
  return ctx.query.fallback ? String(ctx.query.fallback) : null;
};

const withUtm = (href, source) => {
  const url = new URL(href, config.appOrigin);
  url.searchParams.set('utm_source', source);
  return url;
};

const targetAllowed = (url) => url.protocol === 'https:' && config.trustedHosts.has(url.hostname);

const router = new Router();

router.get('/s/:slug', (ctx) => {
  const href = destination(ctx);
  if (!href) ctx.throw(404, 'share link not found');

  const url = withUtm(href, ctx.query.src ?? 'share');
  if (!targetAllowed(url)) ctx.throw(400, 'invalid destination');

  ctx.status = 302;
  ctx.redirect(url.href);
});

router.get('/healthz', (ctx) => {
  ctx.body = { shares: shares.size };
});

const app = new Koa();
app.use(router.routes()).use(router.allowedMethods());
app.listen(Number(process.env.PORT) || 3000);
