// A fabric swatch gallery program of the h70 set (cwe-079-xss).
const express = require('express');

const app = express();

const FABRICS = new Map([
  ['velvet', { name: 'Cotton Velvet', pricePerMetre: 48 }],
  ['linen', { name: 'Belgian Linen', pricePerMetre: 36 }],
  ['boucle', { name: 'Wool Boucle', pricePerMetre: 62 }],
  ['leather', { name: 'Aniline Leather', pricePerMetre: 95 }],
]);

const escapeHtml = (value) =>
  String(value).replace(/[&<>"']/g, (ch) => ({
    '&': '&amp;',
    '<': '&lt;',
    '>': '&gt;',
    '"': '&quot;',
    "'": '&#39;',
  })[ch]);

// "velvet:Midnight Blue:for the arms,linen:Oat"
const parseShortlist = (raw = '') =>
  raw
    .split(',')
    .map((item) => item.split(':'))
    .map(([code, colour = 'natural', note = '']) => ({ code, colour, note }))
    .filter(({ code }) => FABRICS.has(code));

const toCard = ({ code, colour, note }) => {
  const { name, pricePerMetre } = FABRICS.get(code);
  return {
    title: escapeHtml(`${name} - ${colour}`),
    price: pricePerMetre.toFixed(2),
    note: escapeHtml(note),
  };
};

const renderCard = ({ title, price, note }) =>
  [
    '<li class="swatch">',
    `<h3>${title}</h3>`,
    `<p class="price">&pound;${price} / m</p>`,
    note ? `<p class="note">${note}</p>` : '',
    '</li>',
  ].join('');

const page = (client, cards) =>
  [
    '<!doctype html><html><head><meta charset="utf-8">',
    `<title>Swatch board for ${client}</title></head><body>`,
    `<h1>Swatch board for ${client}</h1>`,
    `<ul class="board">${cards.join('')}</ul>`,
    '</body></html>',
  ].join('\n');

app.get('/boards/share', (req, res) => {
  const { client = 'you', items } = req.query;
  const cards = parseShortlist(items).map(toCard).map(renderCard);
  if (cards.length === 0) {
    return res.status(404).send('No fabrics on this board yet.');
  }
  res.type('html').send(page(escapeHtml(client), cards));
});

app.listen(process.env.PORT || 4010);
