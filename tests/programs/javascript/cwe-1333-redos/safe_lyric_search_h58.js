// lyric search (h58 set)
'use strict';

const express = require('express');
const _ = require('lodash');

const catalogue = [
  { id: 'tr_001', title: 'Low Tide', artist: 'Marrow Lane', lyrics: 'the harbour lights are fading\nwe walked the low tide home' },
  { id: 'tr_002', title: 'Copper Sky', artist: 'Ines Varga', lyrics: 'copper sky over the quarry\nhold me till the morning' },
  { id: 'tr_003', title: 'Static', artist: 'Hollow Radio', lyrics: 'static on the line again\nsay it slower, say it plain' },
];

function* lines(track) {
  let number = 0;
  for (const text of track.lyrics.split('\n')) {
    number += 1;
    yield { number, text };
  }
}

const buildMatcher = (phrase, { wholeWord }) => {
  const body = _.escapeRegExp(phrase);
  return new RegExp(wholeWord ? `\\b${body}\\b` : body, 'i');
};

const hitsIn = (matcher) => (track) => {
  const hits = [...lines(track)].filter(({ text }) => matcher.test(text));
  return hits.length ? { id: track.id, title: track.title, artist: track.artist, lines: hits } : null;
};

const app = express();

app.get('/search/lyrics', (req, res) => {
  const phrase = String(req.query.q ?? '').trim();
  if (phrase.length < 2) return res.status(400).json({ error: 'query too short' });
  if (phrase.length > 100) return res.status(400).json({ error: 'query too long' });

  const matcher = buildMatcher(phrase, { wholeWord: req.query.word === '1' });
  const results = _.compact(catalogue.map(hitsIn(matcher)));
  return res.json({ query: phrase, results });
});

app.listen(Number(process.env.PORT) || 3000);
