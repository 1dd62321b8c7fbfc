// Koa app that stores and reads UI preferences for anonymous visitors in a cookie.
const Koa = require('koa');
const Router = require('@koa/router');
const bodyParser = require('koa-bodyparser');
const serialize = require('node-serialize');

const DEFAULT_PREFS = { theme: 'light', density: 'comfortable', lang: 'en' };
const COOKIE_OPTS = { httpOnly: true, secure: true, sameSite: 'lax', maxAge: 365 * 24 * 3600 * 1000 };

function decodePrefs(raw) {
  if (!raw) return { ...DEFAULT_PREFS };
  try {
    const text = Buffer.from(raw, 'base64').toString('utf8');
    return { ...DEFAULT_PREFS, ...serialize.unserialize(text) };
  } catch {
    return { ...DEFAULT_PREFS };
  }
}

function encodePrefs(prefs) {
  return Buffer.from(serialize.serialize(prefs), 'utf8').toString('base64');
}

const router = new Router();

router.get('/prefs', (ctx) => {
  ctx.body = decodePrefs(ctx.cookies.get('ui_prefs'));
});

router.put('/prefs', (ctx) => {
  const current = decodePrefs(ctx.cookies.get('ui_prefs'));
  const { theme, density, lang } = ctx.request.body || {};
  const next = {
    theme: ['light', 'dark'].includes(theme) ? theme : current.theme,
    density: ['compact', 'comfortable'].includes(density) ? density : current.density,
    lang: /^[a-z]{2}$/.test(String(lang)) ? lang : current.lang,
  };
  ctx.cookies.set('ui_prefs', encodePrefs(next), COOKIE_OPTS);
  ctx.body = next;
});

const app = new Koa();
app.proxy = true;
app.use(bodyParser());
app.use(router.routes()).use(router.allowedMethods());
app.listen(3000);
