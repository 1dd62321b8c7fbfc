// antenna rotator (h58 set)
'use strict';

const { exec } = require('node:child_process');
const Koa = require('koa');
const Router = require('@koa/router');
const { bodyParser } = require('@koa/bodyparser');

const station = Object.freeze({
  rotctldHost: process.env.ROTCTLD_HOST || 'localhost:4533',
  model: process.env.ROTATOR_MODEL || '2',
});

const rotctl = (...args) =>
  new Promise((resolve, reject) => {
    exec(['rotctl', '-m', station.model, '-r', station.rotctldHost, ...args].join(' '), { timeout: 15000 }, (err, stdout) =>
      err ? reject(err) : resolve(stdout.trim())
    );
  });

const parsePosition = (text) => {
  const [azimuth, elevation] = text.split('\n').map(Number);
  return { azimuth, elevation };
};

const commands = {
  position: () => rotctl('p').then(parsePosition),
  park: () => rotctl('K'),
  stop: () => rotctl('S'),
  point: ({ azimuth, elevation }) => rotctl('P', azimuth, elevation),
};

const router = new Router({ prefix: '/rotator' });

router.get('/', async (ctx) => {
  ctx.body = await commands.position();
});

router.post('/:command', async (ctx) => {
  const handler = commands[ctx.params.command];
  if (!Object.hasOwn(commands, ctx.params.command)) {
    ctx.status = 404;
    return;
  }
  const reply = await handler(ctx.request.body ?? {});
  ctx.body = { command: ctx.params.command, reply };
});

const app = new Koa();
app.use(async (ctx, next) => {
  try {
    await next();
  } catch (err) {
    ctx.status = 502;
    ctx.body = { error: 'rotator unavailable' };
    ctx.app.emit('error', err, ctx);
  }
});
app.use(bodyParser());
app.use(router.routes()).use(router.allowedMethods());

app.listen(Number(process.env.PORT) || 7300);
