// Koa app that stores and reads UI preferences for anonymous visitors in a cookie.
const Koa = require('koa');
const Router = require('@koa/router');
const bodyParser = require('koa-bodyparser');

const DEFAULT_PREFS = { theme: 'light', density: 'comfortable', lang: 'en' };
const COOKIE_OPTS = { httpOnly: true, secure: true, sameSite: 'lax', maxAge: 365 * 24 * 3600 * 1000 };

function pickPrefs(input, fallback) {
  const src = input && typeof input === 'object' ? input : {};
  return {
    theme: ['light', 'dark'].includes(src.theme) ? src.theme : fallback.theme,
    density: ['compact', 'comfortable'].includes(src.density) ? src.density : fallback.density,
    lang: /^[a-z]{2}$/.test(String(src.lang)) ? src.lang : fallback.lang,
  };
}

function decodePrefs(raw) {
  if (!raw) return { ...DEFAULT_PREFS };
  try {
    const text = Buffer.from(raw, 'base64').toString('utf8');
    return pickPrefs(JSON.parse(text), DEFAULT_PREFS);
  } catch {
    return { ...DEFAULT_PREFS };
  }
}

function encodePrefs(prefs) {
  return Buffer.from(JSON.stringify(prefs), 'utf8').toString('base64');
}

const router = new Router();

router.get('/prefs', (ctx) => {
  ctx.body = decodePrefs(ctx.cookies.get('ui_prefs'));
});

router.put('/prefs', (ctx) => {
  const current = decodePrefs(ctx.cookies.get('ui_prefs'));
  const next = pickPrefs(ctx.request.body, current);
  ctx.cookies.set('ui_prefs', encodePrefs(next), COOKIE_OPTS);
  ctx.body = next;
});

const app = new Koa();
app.proxy = true;
app.use(bodyParser());
app.use(router.routes()).use(router.allowedMethods());
app.listen(3000);
