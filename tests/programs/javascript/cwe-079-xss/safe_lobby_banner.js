// Express app showing the match lobby page with a banner message chosen by the host player
const express = require('express');
const nunjucks = require('nunjucks');

const app = express();
app.use(express.urlencoded({ extended: false }));

const env = new nunjucks.Environment(null, { autoescape: true, trimBlocks: true });

const LOBBY_TEMPLATE = `
<!doctype html>
<html>
  <head><title>Lobby {{ lobby.code }}</title></head>
  <body>
    <div class="banner">{{ lobby.banner }}</div>
    <ul class="players">
    {% for p in lobby.players %}<li>{{ p }}</li>{% endfor %}
    </ul>
  </body>
</html>`;

const lobbies = new Map();

function lobbyFor(code) {
  if (!lobbies.has(code)) {
    lobbies.set(code, { code, banner: 'Waiting for players...', players: [] });
  }
  return lobbies.get(code);
}

app.post('/lobby/:code/banner', (req, res) => {
  const lobby = lobbyFor(req.params.code.slice(0, 8));
  const banner = String(req.body.banner || '').slice(0, 140);
  lobby.banner = banner;
  res.redirect(303, `/lobby/${encodeURIComponent(lobby.code)}`);
});

app.get('/lobby/:code', (req, res) => {
  const lobby = lobbyFor(req.params.code.slice(0, 8));
  res.type('html').send(env.renderString(LOBBY_TEMPLATE, { lobby }));
});

app.listen(Number(process.env.PORT) || 8080);
