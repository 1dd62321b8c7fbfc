// Koa middleware takes the column to order readings by and leaves it in ctx.state for the route.
const Koa = require('koa')
const Router = require('@koa/router')
const { Pool } = require('pg')

const pool = new Pool()
const app = new Koa()
const router = new Router()
const SORTABLE = new Set(['recorded_at', 'ph', 'temperature'])

async function listingOptions (ctx, next) {
  const sort = ctx.query.sort || 'recorded_at'
  if (typeof sort !== 'string') {
    ctx.status = 400
    return
  }
  ctx.state.sort = sort
  await next()
}

router.get('/tanks/:id/readings', listingOptions, async (ctx) => {
  const { rows } = await pool.query(`SELECT * FROM readings WHERE tank_id = $1 ORDER BY ${ctx.state.sort}`, [ctx.params.id])
  ctx.body = rows
})

app.use(router.routes())
app.listen(3000)
