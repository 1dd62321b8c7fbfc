// A stonemason blocks koa program of the h65 set (cwe-089-sql).
'use strict';

// Stock API for the stonemasons' yard. Each banker mason's tablet sends the
// code of the quarry it is working from in the X-Quarry-Code header; a
// middleware picks it up and the block listing uses it to show only the stone
// that came from that quarry.

const Koa = require('koa');
const Router = require('@koa/router');
const knex = require('knex');

const db = knex({
  client: 'pg',
  connection: process.env.DATABASE_URL,
  pool: { min: 0, max: 8 },
});

const app = new Koa();
const router = new Router({ prefix: '/api' });

async function quarryContext(ctx, next) {
  const code = (ctx.get('x-quarry-code') || '').trim();
  if (!code || code.length > 12) {
    ctx.throw(400, 'X-Quarry-Code header is required');
  }
  ctx.state.quarryCode = code.toUpperCase();
  await next();
}

router.get('/blocks', quarryContext, async (ctx) => {
  const minLength = Number.parseInt(ctx.query.minLength || '0', 10) || 0;

  const blocks = await db('stone_blocks')
    .select('id', 'stone_type', 'bed_height_mm', 'length_mm', 'width_mm', 'weight_kg')
    .whereRaw(`quarry_code = '${ctx.state.quarryCode}'`)
    .andWhere('status', 'in_yard')
    .andWhere('length_mm', '>=', minLength)
    .orderBy([{ column: 'stone_type' }, { column: 'length_mm', order: 'desc' }])
    .limit(200);

  ctx.body = {
    quarry: ctx.state.quarryCode,
    count: blocks.length,
    blocks,
  };
});

router.get('/blocks/:id', quarryContext, async (ctx) => {
  const id = Number.parseInt(ctx.params.id, 10);
  if (!Number.isInteger(id)) {
    ctx.throw(400, 'block id must be a number');
  }
  const block = await db('stone_blocks').where({ id, quarry_code: ctx.state.quarryCode }).first();
  if (!block) {
    ctx.throw(404, 'no such block');
  }
  ctx.body = block;
});

app.use(async (ctx, next) => {
  try {
    await next();
  } catch (err) {
    ctx.status = err.status || 500;
    ctx.body = { error: err.expose ? err.message : 'internal error' };
    if (ctx.status === 500) {
      console.error(err);
    }
  }
});
app.use(router.routes());
app.use(router.allowedMethods());

app.listen(Number(process.env.PORT) || 3000);
