// A curling club bonspiel results board program of the h75 set (cwe-079-xss).
'use strict';

const express = require('express');
const Database = require('better-sqlite3');
const escapeHtml = require('escape-html');
const path = require('path');

const db = new Database(process.env.BONSPIEL_DB || path.join(__dirname, 'bonspiel.db'), {
  readonly: true,
  fileMustExist: true,
});
const resultsByTeam = db.prepare(
  'SELECT draw, sheet, opponent, ends_won, ends_lost FROM results WHERE team = ? ORDER BY draw'
);

class TeamNotFoundError extends Error {
  constructor(team) {
    super('team not found');
    this.name = 'TeamNotFoundError';
    this.team = team;
  }
}

function loadResults(team) {
  if (!team || team.length > 60) {
    throw new RangeError('team name missing or too long');
  }
  const rows = resultsByTeam.all(team);
  if (rows.length === 0) {
    throw new TeamNotFoundError(team);
  }
  return rows;
}

function errorPage(status, text) {
  return `<!doctype html><html><body><h2>Error ${status}</h2><p>${text}</p>` +
    '<a href="/results">Back to the board</a></body></html>';
}

const app = express();
app.set('view engine', 'ejs');
app.set('views', path.join(__dirname, 'views'));

app.get('/results', (req, res) => {
  const team = typeof req.query.team === 'string' ? req.query.team.trim() : '';
  try {
    const rows = loadResults(team);
    const wins = rows.filter((r) => r.ends_won > r.ends_lost).length;
    res.render('results', { team, rows, wins, losses: rows.length - wins });
  } catch (err) {
    if (err instanceof TeamNotFoundError) {
      return res.status(404).send(errorPage(404, `No games recorded for team ${err.team}.`));
    }
    if (err instanceof RangeError) {
      return res.status(400).send(errorPage(400, escapeHtml(err.message)));
    }
    console.error('[results] lookup failed', err);
    return res.status(500).send(errorPage(500, 'The board is unavailable right now.'));
  }
});

process.on('SIGINT', () => {
  try {
    db.close();
  } finally {
    process.exit(0);
  }
});

app.listen(Number(process.env.PORT) || 5050);
