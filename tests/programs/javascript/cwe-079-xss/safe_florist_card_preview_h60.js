// A florist card preview program of the h60 set (cwe-079-xss).
'use strict';

const Koa = require('koa');
const Router = require('@koa/router');
const escapeHtml = require('escape-html');

// Customers type the message for the little card that goes with a bouquet and
// see a preview of how the printed card will look before checking out.
const CARD_FIELDS = ['recipient', 'message', 'signature'];
const MAX_LEN = { recipient: 60, message: 280, signature: 60 };

const readCard = (query) =>
  Object.fromEntries(
    CARD_FIELDS.map((field) => [field, String(query[field] ?? '').trim().slice(0, MAX_LEN[field])]),
  );

const presentCard = (card) =>
  Object.fromEntries(Object.entries(card).map(([field, value]) => [field, escapeHtml(value)]));

const STYLES = {
  classic: 'font-family: Georgia, serif; background: #fffaf0;',
  garden: 'font-family: "Trebuchet MS", sans-serif; background: #f0fff4;',
  sympathy: 'font-family: Garamond, serif; background: #f7f7fb;',
};

const renderCard = (view, styleName) => `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8"><title>Card preview</title></head>
  <body>
    <div class="card" style="${Object.hasOwn(STYLES, styleName) ? STYLES[styleName] : STYLES.classic}">
      <p class="to">To ${view.recipient},</p>
      <p class="message">${view.message}</p>
      <p class="from">With love, ${view.signature}</p>
    </div>
  </body>
</html>`;

const router = new Router();

router.get('/orders/card-preview', (ctx) => {
  const card = readCard(ctx.query);
  if (!card.message) ctx.throw(400, 'a card message is required');
  ctx.type = 'html';
  ctx.body = renderCard(presentCard(card), ctx.query.style);
});

const app = new Koa();
app.use(async (ctx, next) => {
  await next();
  ctx.set('X-Content-Type-Options', 'nosniff');
});
app.use(router.routes()).use(router.allowedMethods());
app.listen(Number(process.env.PORT || 3000));
