// A meeting notes page program of the h74 set (cwe-079-xss).
'use strict';

const Koa = require('koa');
const Router = require('@koa/router');
const bodyParser = require('koa-bodyparser');

const app = new Koa();
const router = new Router();

// clubSlug -> meetingId -> [{ author, text, postedAt }]
const notesByMeeting = new Map();

function escapeHtml(value) {
  return String(value)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

// Light formatting: *bold*, _italic_ and line breaks. Runs off the current tick so a
// meeting with hundreds of notes doesn't stall other requests.
function formatNote(text) {
  return new Promise((resolve, reject) => {
    setImmediate(() => {
      if (text.length > 1500) {
        reject(new Error('note too long to format'));
        return;
      }
      const html = escapeHtml(text)
        .replace(/\*([^*\n]+)\*/g, '<strong>$1</strong>')
        .replace(/_([^_\n]+)_/g, '<em>$1</em>')
        .replace(/\n/g, '<br>');
      resolve(html);
    });
  });
}

function meetingNotes(club, meetingId) {
  if (!notesByMeeting.has(club)) notesByMeeting.set(club, new Map());
  const meetings = notesByMeeting.get(club);
  if (!meetings.has(meetingId)) meetings.set(meetingId, []);
  return meetings.get(meetingId);
}

router.post('/clubs/:club/meetings/:meetingId/notes', (ctx) => {
  const { author, text } = ctx.request.body || {};
  if (typeof text !== 'string' || !text.trim()) {
    ctx.throw(400, 'text is required');
  }
  meetingNotes(ctx.params.club, ctx.params.meetingId).push({
    author: escapeHtml(String(author || 'a member').slice(0, 40)),
    text: text.slice(0, 4000),
    postedAt: new Date(),
  });
  ctx.status = 201;
  ctx.body = { ok: true };
});

router.get('/clubs/:club/meetings/:meetingId', async (ctx) => {
  const notes = meetingNotes(ctx.params.club, ctx.params.meetingId);
  const rendered = await Promise.all(
    notes.map((note) =>
      formatNote(note.text)
        .catch(() => note.text)
        .then((body) => `<article><h3>${note.author}</h3><p>${body}</p><time>${note.postedAt.toISOString()}</time></article>`),
    ),
  );
  ctx.type = 'html';
  ctx.body = `<!doctype html>
<html><head><meta charset="utf-8"><title>Meeting notes</title></head>
<body>
<h1>Meeting notes</h1>
${rendered.join('\n') || '<p>No notes yet.</p>'}
</body></html>`;
});

app.use(bodyParser());
app.use(router.routes()).use(router.allowedMethods());

app.listen(Number(process.env.PORT || 3010), () => console.log('notes page ready'));
