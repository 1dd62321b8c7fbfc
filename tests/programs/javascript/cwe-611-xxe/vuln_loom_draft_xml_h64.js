// A loom draft xml program of the h64 set (cwe-611-xxe).
'use strict';

const Koa = require('koa');
const Router = require('koa-router');
const getRawBody = require('raw-body');
const libxmljs = require('libxmljs');

const router = new Router();

function attr(el, name, fallback) {
  const a = el.attr(name);
  return a ? a.value() : fallback;
}

// <draft loom="J-7" shafts="8">
//   <warp><thread n="1" shaft="1" colour="indigo"/>...</warp>
//   <weft><pick n="1" treadle="3" colour="madder"/>...</weft>
//   <notes>...</notes>
// </draft>
router.post('/mills/:millId/drafts/import', async (ctx) => {
  const millId = Number.parseInt(ctx.params.millId, 10);
  if (!Number.isInteger(millId) || millId <= 0) ctx.throw(400, 'bad mill id');

  const xml = await getRawBody(ctx.req, { length: ctx.get('content-length'), limit: '2mb', encoding: 'utf8' });

  let doc;
  try {
    doc = libxmljs.parseXml(xml, { noent: true, noblanks: true });
  } catch (err) {
    ctx.throw(400, 'draft is not well-formed XML');
  }

  const root = doc.root();
  if (!root || root.name() !== 'draft') ctx.throw(400, 'expected a <draft> document');

  const shafts = Number.parseInt(attr(root, 'shafts', '4'), 10);
  const warpByColour = Object.create(null);
  const threading = [];
  for (const thread of doc.find('/draft/warp/thread')) {
    const colour = attr(thread, 'colour', 'natural');
    const shaft = Number.parseInt(attr(thread, 'shaft', '0'), 10);
    if (shaft < 1 || shaft > shafts) continue;
    warpByColour[colour] = (warpByColour[colour] || 0) + 1;
    threading.push(shaft);
  }

  const picks = doc.find('/draft/weft/pick').map((pick) => ({
    treadle: Number.parseInt(attr(pick, 'treadle', '0'), 10),
    colour: attr(pick, 'colour', 'natural'),
  }));

  const notesEl = doc.get('/draft/notes');
  ctx.body = {
    millId,
    loom: attr(root, 'loom', 'unknown'),
    shafts,
    warpEnds: threading.length,
    warpByColour,
    picksPerRepeat: picks.length,
    notes: notesEl ? notesEl.text().trim() : '',
  };
});

const app = new Koa();
app.use(router.routes()).use(router.allowedMethods());
app.listen(Number(process.env.PORT) || 3000);
