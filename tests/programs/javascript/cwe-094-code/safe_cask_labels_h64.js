// A cask labels program of the h64 set (cwe-094-code).
'use strict';

const Koa = require('koa');
const Router = require('koa-router');
const bodyParser = require('koa-bodyparser');
const _ = require('lodash');

// ZPL layouts for the stencil printer in the cooperage yard
const LAYOUTS = new Map([
  ['standard', '^XA^FO40,40^A0N,48^FD<%= cask.id %>^FS^FO40,110^A0N,32^FD<%= cask.wood %> / <%= cask.toast %> toast^FS^FO40,160^A0N,32^FD<%= cask.volumeL %> L^FS^XZ'],
  ['export', '^XA^FO40,40^A0N,48^FD<%= cask.id %>^FS^FO40,110^A0N,28^FD<%= client.name %> - <%= client.country %>^FS^FO40,150^A0N,28^FD<%= cask.wood %> <%= cask.volumeL %> L^FS^XZ'],
  ['repair', '^XA^FO40,40^A0N,48^FDREPAIR <%= cask.id %>^FS^FO40,110^A0N,28^FD<%= cask.notes %>^FS^XZ'],
]);

const WOODS = new Set(['american-oak', 'french-oak', 'hungarian-oak', 'chestnut', 'acacia']);
const compiled = new Map();

function compileLayout(source) {
  if (!compiled.has(source)) compiled.set(source, _.template(source));
  return compiled.get(source);
}

const router = new Router();

// body: { layout: { name: 'export' }, client: { name, country }, casks: [{ id, wood, toast, volumeL, notes }] }
router.post('/labels/render', async (ctx) => {
  const { layout = {}, client = {}, casks = [] } = ctx.request.body || {};
  if (!Array.isArray(casks) || casks.length === 0 || casks.length > 100) ctx.throw(400, 'casks must be a list of 1-100 items');

  const source = LAYOUTS.get(layout.name);
  if (!source) ctx.throw(400, 'unknown layout');
  const render = compileLayout(source);

  const labels = [];
  const skipped = [];
  for (const cask of casks) {
    if (!WOODS.has(cask.wood)) {
      skipped.push({ id: cask.id, reason: 'unknown wood' });
      continue;
    }
    labels.push(
      render({
        cask: {
          id: String(cask.id).slice(0, 20),
          wood: cask.wood,
          toast: String(cask.toast || 'medium').slice(0, 12),
          volumeL: Number(cask.volumeL) || 225,
          notes: String(cask.notes || '').slice(0, 80),
        },
        client: { name: String(client.name || '').slice(0, 40), country: String(client.country || '').slice(0, 2) },
      }),
    );
  }

  ctx.type = 'text/plain';
  ctx.set('X-Skipped', String(skipped.length));
  ctx.body = labels.join('\n');
});

const app = new Koa();
app.use(bodyParser({ enableTypes: ['json'], jsonLimit: '100kb' }));
app.use(router.routes()).use(router.allowedMethods());
app.listen(Number(process.env.PORT) || 3000);
