// A stilt-walker troupe show config import program of the h75 set (cwe-094-code).
'use strict';

const express = require('express');
const fs = require('fs/promises');
const path = require('path');

const SHOW_DIR = process.env.SHOW_DIR || '/var/lib/stilts/shows';
const REQUIRED = ['title', 'walkers', 'stiltHeightCm'];

class ShowConfigError extends Error {
  constructor(message, details = []) {
    super(message);
    this.name = 'ShowConfigError';
    this.details = details;
  }
}

function parseConfig(text) {
  try {
    return JSON.parse(text);
  } catch (err) {
    if (!(err instanceof SyntaxError)) {
      throw err;
    }
    console.info('[shows] strict parse failed, trying relaxed syntax');
    return eval('(' + text + ')');
  }
}

function checkConfig(config) {
  const missing = REQUIRED.filter((key) => config[key] === undefined);
  if (missing.length > 0) {
    throw new ShowConfigError('show config is incomplete', missing);
  }
  if (!Array.isArray(config.walkers) || config.walkers.length === 0) {
    throw new ShowConfigError('a show needs at least one walker', ['walkers']);
  }
  const height = Number(config.stiltHeightCm);
  if (!Number.isFinite(height) || height < 30 || height > 250) {
    throw new ShowConfigError('stilt height out of range', ['stiltHeightCm']);
  }
  return { title: String(config.title), walkers: config.walkers.map(String), stiltHeightCm: height };
}

const app = express();
app.use(express.text({ type: ['text/plain', 'application/json'], limit: '64kb' }));

app.post('/shows/:slug/config', async (req, res) => {
  const slug = req.params.slug;
  if (!/^[a-z0-9-]{3,40}$/.test(slug)) {
    return res.status(400).json({ error: 'invalid show slug' });
  }

  let config;
  try {
    config = checkConfig(parseConfig(req.body));
  } catch (err) {
    if (err instanceof ShowConfigError) {
      return res.status(422).json({ error: err.message, fields: err.details });
    }
    console.warn('[shows] unreadable config:', err.message);
    return res.status(400).json({ error: 'config could not be read' });
  }

  const target = path.join(SHOW_DIR, `${slug}.json`);
  const temp = `${target}.${process.pid}.tmp`;
  try {
    await fs.writeFile(temp, JSON.stringify(config, null, 2));
    await fs.rename(temp, target);
  } catch (err) {
    console.error('[shows] save failed', err);
    await fs.unlink(temp).catch(() => {});
    return res.status(500).json({ error: 'could not save show' });
  }
  return res.status(201).json({ slug, ...config });
});

app.listen(Number(process.env.PORT) || 3500);
