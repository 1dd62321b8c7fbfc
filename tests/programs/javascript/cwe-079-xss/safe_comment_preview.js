// Koa endpoint that returns an HTML preview card for a comment before it is posted.
const Koa = require('koa');
const Router = require('@koa/router');
const bodyParser = require('koa-bodyparser');
const he = require('he');

const MAX_LENGTH = 5000;

function formatComment(author, text) {
  const paragraphs = text
    .split(/\n{2,}/)
    .map((p) => `<p>${he.escape(p)}</p>`)
    .join('\n');
  return `<article class="comment-preview">
  <header>${he.escape(author)}</header>
  ${paragraphs}
</article>`;
}

const router = new Router();

router.post('/comments/preview', (ctx) => {
  const author = String(ctx.request.body.author || 'Anonymous');
  const text = String(ctx.request.body.text || '');
  if (text.length > MAX_LENGTH) {
    ctx.throw(413, 'comment too long');
  }
  ctx.type = 'text/html';
  ctx.body = formatComment(author, text);
});

const app = new Koa();
app.use(bodyParser());
app.use(router.routes());
app.listen(3003);
