// A tarot reader spread reading page program of the h75 set (cwe-079-xss).
'use strict';

const express = require('express');
const escapeHtml = require('escape-html');

const DECK = {
  fool: 'New beginnings and a leap of faith',
  magician: 'Skill, willpower and resourcefulness',
  tower: 'Sudden upheaval and revelation',
  star: 'Hope, renewal and calm',
  moon: 'Illusion, intuition and dreams',
};

class SpreadError extends Error {
  constructor(message, status = 400) {
    super(message);
    this.name = 'SpreadError';
    this.status = status;
  }
}

function drawCards(list) {
  if (!list) {
    throw new SpreadError('choose at least one card');
  }
  const names = String(list).split(',').map((n) => n.trim().toLowerCase()).filter(Boolean);
  if (names.length === 0 || names.length > 5) {
    throw new SpreadError('a spread has between one and five cards');
  }
  return names.map((name) => {
    const meaning = DECK[name];
    if (!meaning) {
      throw new SpreadError(`the deck has no card called ${name}`, 404);
    }
    return { name, meaning };
  });
}

function renderPage(querent, question, cards) {
  const rows = cards
    .map((c) => `<li><strong>${escapeHtml(c.name)}</strong>: ${escapeHtml(c.meaning)}</li>`)
    .join('\n');
  return `<!doctype html>
<html>
  <head><title>Reading</title></head>
  <body>
    <h1>Reading for ${escapeHtml(querent)}</h1>
    <p class="question">${escapeHtml(question)}</p>
    <ul>${rows}</ul>
  </body>
</html>`;
}

const app = express();

app.get('/reading', (req, res, next) => {
  const querent = typeof req.query.name === 'string' ? req.query.name : 'a guest';
  const question = typeof req.query.q === 'string' ? req.query.q.slice(0, 300) : '';
  let cards;
  try {
    cards = drawCards(req.query.cards);
  } catch (err) {
    if (err instanceof SpreadError) {
      return res.status(err.status).type('text/plain').send(err.message);
    }
    return next(err);
  }
  res.type('html').send(renderPage(querent, question, cards));
});

app.use((err, req, res, _next) => {
  console.error('[reading]', err);
  res.status(500).type('text/plain').send('the cards are resting, try again later');
});

app.listen(Number(process.env.PORT) || 4000);
