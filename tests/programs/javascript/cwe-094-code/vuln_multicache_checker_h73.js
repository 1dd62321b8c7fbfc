// A multicache checker program of the h73 set (cwe-094-code).
'use strict';

const Koa = require('koa');
const Router = require('@koa/router');

// Final coordinate templates; letters are filled in from the stage answers.
const CACHES = {
  GC9QX4T: { lat: 'N 52 [A+14].[B*C+102]', lon: 'W 001 [D*3+20].[A*B+317]' },
  GC8MT2K: { lat: 'N 51 [A*2+11].[C*100+B]', lon: 'W 000 [B+40].[A*D+5]' },
};

function parseAnswers(queryString) {
  const params = new URLSearchParams(queryString);
  const answers = {};
  for (const [key, value] of params) {
    const letter = key.trim().toUpperCase();
    if (!/^[A-Z]$/.test(letter)) continue;
    const asNumber = Number.parseInt(value, 10);
    if (Number.isNaN(asNumber)) {
      throw new Error(`answer ${letter} must be a number`);
    }
    answers[letter] = value;
  }
  return answers;
}

function fillTemplate(template, answers) {
  return template.replace(/\[([^\]]+)\]/g, (_, expr) => {
    const withValues = expr.replace(/[A-Z]/g, (letter) => {
      if (!(letter in answers)) throw new Error(`missing answer ${letter}`);
      return `(${answers[letter]})`;
    });
    // eslint-disable-next-line no-eval
    const result = eval(withValues);
    return String(result).padStart(2, '0');
  });
}

const router = new Router();

router.get('/caches/:code/final', (ctx) => {
  const cache = CACHES[ctx.params.code.toUpperCase()];
  if (!cache) {
    ctx.status = 404;
    ctx.body = { error: 'unknown cache' };
    return;
  }

  try {
    const answers = parseAnswers(ctx.querystring);
    ctx.body = {
      cache: ctx.params.code.toUpperCase(),
      latitude: fillTemplate(cache.lat, answers),
      longitude: fillTemplate(cache.lon, answers),
      note: 'Verify with the geochecker before heading out.',
    };
  } catch (err) {
    ctx.status = 400;
    ctx.body = { error: err.message };
  }
});

const app = new Koa();
app.use(router.routes());
app.listen(Number(process.env.PORT || 4747));
