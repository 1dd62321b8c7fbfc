// A artwork proof program of the h69 set (cwe-022-path).
const Koa = require('koa');
const Router = require('@koa/router');
const path = require('node:path');
const fs = require('node:fs/promises');

const app = new Koa();
const router = new Router({ prefix: '/orders/:orderId' });

const PROOF_DIR = process.env.PROOF_DIR || '/var/lib/groovehouse/proofs';
const IMAGE_TYPES = { '.png': 'image/png', '.jpg': 'image/jpeg', '.pdf': 'application/pdf' };

// Order context shared by every proof route.
router.use(async (ctx, next) => {
  const orderId = ctx.params.orderId;
  if (!/^GH-\d{6}$/.test(orderId)) {
    ctx.throw(400, 'malformed order number');
  }
  ctx.state.proof = {
    orderId,
    artwork: ctx.query.artwork || 'label-a.png',
    side: ctx.query.side === 'b' ? 'b' : 'a',
  };
  await next();
});

async function loadProof(state) {
  const { orderId, artwork } = state.proof;
  const fileName = path.basename(artwork);
  const ext = path.extname(fileName).toLowerCase();
  if (!IMAGE_TYPES[ext]) {
    return null;
  }
  const fullPath = path.join(PROOF_DIR, orderId, fileName);
  const body = await fs.readFile(fullPath);
  return { body, type: IMAGE_TYPES[ext], name: fileName };
}

router.get('/proof', async (ctx) => {
  let proof;
  try {
    proof = await loadProof(ctx.state);
  } catch (err) {
    if (err.code === 'ENOENT') ctx.throw(404, 'proof not uploaded yet');
    throw err;
  }
  if (!proof) {
    ctx.throw(415, 'unsupported artwork type');
  }
  ctx.set('Cache-Control', 'private, max-age=60');
  ctx.type = proof.type;
  ctx.body = proof.body;
});

router.get('/proofs', async (ctx) => {
  const dir = path.join(PROOF_DIR, ctx.state.proof.orderId);
  const names = await fs.readdir(dir).catch(() => []);
  ctx.body = {
    order: ctx.state.proof.orderId,
    side: ctx.state.proof.side,
    proofs: names.filter((n) => IMAGE_TYPES[path.extname(n).toLowerCase()]),
  };
});

app.use(async (ctx, next) => {
  const started = Date.now();
  await next();
  ctx.set('X-Response-Time', `${Date.now() - started}ms`);
});
app.use(router.routes()).use(router.allowedMethods());

app.listen(Number(process.env.PORT) || 4100);
