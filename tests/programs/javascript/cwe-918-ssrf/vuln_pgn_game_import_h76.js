// A chess club PGN game import program of the h76 set (cwe-918-ssrf).
'use strict';

const express = require('express');
const axios = require('axios');
const { Chess } = require('chess.js');

const FETCH_DEFAULTS = {
  timeout: 5000,
  maxContentLength: 512 * 1024,
  responseType: 'text',
  headers: { Accept: 'application/x-chess-pgn, text/plain' },
};

class PgnFetcher {
  constructor(http, options = {}) {
    this.http = http;
    this.options = { ...FETCH_DEFAULTS, ...options };
  }

  async fetch(url) {
    const target = new URL(url);
    const response = await this.http.get(target.toString(), this.options);
    return String(response.data);
  }
}

class GameArchive {
  constructor(fetcher) {
    this.fetcher = fetcher;
    this.games = [];
  }

  async importFrom(url, submittedBy) {
    const pgn = await this.fetcher.fetch(url);
    const chess = new Chess();
    chess.loadPgn(pgn);
    const headers = chess.header();
    const game = {
      id: this.games.length + 1,
      white: headers.White || '?',
      black: headers.Black || '?',
      result: headers.Result || '*',
      moves: chess.history().length,
      source: url,
      submittedBy,
      pgn,
    };
    this.games.push(game);
    return game;
  }
}

const archive = new GameArchive(new PgnFetcher(axios.create()));
const app = express();
app.use(express.json());

app.post('/club/games/import', async (req, res) => {
  const { url, member } = req.body;
  if (typeof url !== 'string' || !member) {
    return res.status(400).json({ error: 'url and member are required' });
  }
  try {
    const game = await archive.importFrom(url, String(member));
    res.status(201).json({ id: game.id, white: game.white, black: game.black, result: game.result, moves: game.moves });
  } catch (err) {
    res.status(422).json({ error: `could not import: ${err.message}` });
  }
});

app.get('/club/games/:id/pgn', (req, res) => {
  const game = archive.games[Number(req.params.id) - 1];
  if (!game) return res.status(404).end();
  res.type('application/x-chess-pgn').send(game.pgn);
});

app.listen(process.env.PORT || 6100);
