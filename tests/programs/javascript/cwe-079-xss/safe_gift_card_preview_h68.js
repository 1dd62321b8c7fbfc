// A gift card preview program of the h68 set (cwe-079-xss).
// chocolatiers: renders a printable preview of the gift card packed with a praline box
import express from 'express';

const ENTITIES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (value) => String(value).replace(/[&<>"']/g, (ch) => ENTITIES[ch]);

class Markup {
  #text;
  constructor(text) {
    this.#text = text;
  }
  toString() {
    return this.#text;
  }
}

const markup = (text) => new Markup(text);

// interpolations are escaped unless they are already Markup
const html = (strings, ...values) =>
  markup(
    strings.reduce((out, chunk, i) => {
      const value = values[i - 1];
      const rendered = [value]
        .flat()
        .map((v) => (v instanceof Markup ? String(v) : escapeHtml(v ?? '')))
        .join('');
      return out + rendered + chunk;
    }),
  );

const BOXES = new Map([
  ['classic-16', { title: 'Classic Pralines', accent: '#6b3e26', pieces: 16 }],
  ['ganache-9', { title: 'Ganache Selection', accent: '#3b2416', pieces: 9 }],
  ['vegan-12', { title: 'Plant-Based Twelve', accent: '#4f6b2b', pieces: 12 }],
]);

// customers type line breaks into the message field; keep them on the card
const formatMessage = (text = '') =>
  markup(
    text
      .split(/\r?\n/)
      .map((line) => escapeHtml(line.trim()))
      .filter(Boolean)
      .join('<br>'),
  );

const renderCard = ({ to, from, message, box }) => html`<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <title>Gift card for ${to}</title>
    <style>body{font-family:Georgia,serif;color:${box.accent}} .card{border:2px solid;padding:2rem;max-width:32rem}</style>
  </head>
  <body>
    <div class="card">
      <h1>${box.title}</h1>
      <p class="to">Dear ${to},</p>
      <p class="message">${formatMessage(message)}</p>
      <p class="from">With love, ${from}</p>
      <small>${box.pieces} handmade pieces</small>
    </div>
  </body>
</html>`;

const app = express();

app.get('/gift-cards/preview', (req, res) => {
  const { to = 'you', from = 'a friend', message = '', box: boxId = 'classic-16' } = req.query;
  const box = BOXES.get(boxId) ?? BOXES.get('classic-16');
  if (message.length > 600) return res.status(413).send('Message too long for the card');

  res.set('Cache-Control', 'no-store');
  res.type('html').send(String(renderCard({ to, from, message, box })));
});

app.get('/gift-cards/boxes', (_req, res) => {
  res.json(Object.fromEntries([...BOXES].map(([id, { title, pieces }]) => [id, { title, pieces }])));
});

app.listen(Number(process.env.PORT ?? 3000));
