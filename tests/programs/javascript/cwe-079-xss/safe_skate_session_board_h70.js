// A skate session board program of the h70 set (cwe-079-xss).
import Koa from 'koa';
import Router from '@koa/router';

const app = new Koa();
const router = new Router();

const SESSIONS = [
  { id: 1, level: 'beginner', title: 'Learn to Skate', start: '09:00', rink: 'A' },
  { id: 2, level: 'family', title: 'Family Glide', start: '11:30', rink: 'B' },
  { id: 3, level: 'figure', title: 'Figure Patch', start: '14:00', rink: 'A' },
  { id: 4, level: 'hockey', title: 'Stick and Puck', start: '18:45', rink: 'B' },
  { id: 5, level: 'disco', title: 'Friday Ice Disco', start: '20:00', rink: 'A' },
];

const LEVEL_HEADINGS = {
  beginner: 'Beginner sessions',
  family: 'Family sessions',
  figure: 'Figure skating',
  hockey: 'Hockey practice',
  disco: 'Ice disco nights',
};

const escapeHtml = (s) =>
  String(s)
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');

const headingFor = (level) => (level ? LEVEL_HEADINGS[level] ?? 'No matching sessions' : 'All sessions');

const byLevel = (level) => (session) => !level || session.level === level;
const byRink = (rink) => (session) => !rink || session.rink === rink;

const row = ({ title, start, rink }) =>
  `<tr><td>${escapeHtml(start)}</td><td>${escapeHtml(title)}</td><td>Rink ${escapeHtml(rink)}</td></tr>`;

const render = ({ heading, rows }) => `<!doctype html>
<html>
  <head><meta charset="utf-8"><title>${heading}</title></head>
  <body>
    <h1>${heading}</h1>
    <table>
      <thead><tr><th>Start</th><th>Session</th><th>Where</th></tr></thead>
      <tbody>${rows.join('') || '<tr><td colspan="3">Nothing scheduled</td></tr>'}</tbody>
    </table>
  </body>
</html>`;

router.get('/board', (ctx) => {
  const { level = '', rink = '' } = ctx.query;
  const filters = [byLevel(level), byRink(rink)];
  const rows = SESSIONS.filter((s) => filters.every((f) => f(s))).map(row);
  ctx.type = 'html';
  ctx.body = render({ heading: headingFor(level), rows });
});

router.get('/board.json', (ctx) => {
  const { level = '' } = ctx.query;
  ctx.body = SESSIONS.filter(byLevel(level));
});

app.use(router.routes()).use(router.allowedMethods());
app.listen(Number(process.env.PORT ?? 3300));
