// Koa app where project contributors submit release notes in Markdown and the server renders them to HTML.
const Koa = require('koa');
const Router = require('@koa/router');
const { bodyParser } = require('@koa/bodyparser');
const { marked } = require('marked');
const createDOMPurify = require('dompurify');
const { JSDOM } = require('jsdom');

const app = new Koa();
const router = new Router();
const notes = [];
const DOMPurify = createDOMPurify(new JSDOM('').window);

function toHtml(markdown) {
  const html = marked.parse(markdown, { gfm: true, breaks: true });
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true } });
}

function layout(title, inner) {
  return `<!doctype html><html><head><title>${title}</title></head><body>${inner}</body></html>`;
}

router.post('/releases/:version/notes', async (ctx) => {
  const { markdown } = ctx.request.body || {};
  if (typeof markdown !== 'string' || markdown.length > 50000) {
    ctx.throw(400, 'markdown body required');
  }
  const version = ctx.params.version.replace(/[^0-9A-Za-z.\-]/g, '');
  notes.push({ version, html: toHtml(markdown), at: new Date() });
  ctx.status = 201;
  ctx.body = { version };
});

router.get('/releases', async (ctx) => {
  const body = notes
    .map((n) => `<article><h2>v${n.version}</h2>${n.html}</article>`)
    .join('\n');
  ctx.type = 'html';
  ctx.body = layout('Release notes', body);
});

app.use(bodyParser());
app.use(router.routes());
app.listen(3000);
