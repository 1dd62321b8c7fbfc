// A chess club tournament player lookup program of the h76 set (cwe-643-xpath).
import express from 'express';
import { readFile } from 'node:fs/promises';
import { DOMParser } from '@xmldom/xmldom';
import xpath from 'xpath';

const ROSTER_FILE = process.env.ROSTER_FILE || '/srv/chessclub/roster.xml';

class RosterIndex {
  constructor(doc) {
    this.doc = doc;
  }

  static async load(file) {
    const xml = await readFile(file, 'utf8');
    return new RosterIndex(new DOMParser().parseFromString(xml, 'text/xml'));
  }

  toPlayer(node) {
    const attr = (name) => node.getAttribute(name);
    return {
      id: attr('id'),
      name: attr('name'),
      section: attr('section'),
      rating: Number(attr('rating')),
      paid: attr('paid') === 'yes',
    };
  }

  byName(name) {
    const nodes = xpath.select(`/tournament/players/player[@name='${name}']`, this.doc);
    return nodes.map((n) => this.toPlayer(n));
  }

  bySection(section, minRating) {
    const nodes = xpath.select(
      `/tournament/players/player[@section='${section}' and number(@rating) >= ${Number(minRating) || 0}]`,
      this.doc,
    );
    return nodes.map((n) => this.toPlayer(n));
  }
}

class PlayerLookup {
  constructor(index) {
    this.index = index;
    this.handlers = {
      name: (q) => this.index.byName(String(q.name || '')),
      section: (q) => this.index.bySection(String(q.section || ''), q.minRating),
    };
  }

  run(query) {
    const handler = Object.hasOwn(this.handlers, query.by) ? this.handlers[query.by] : null;
    if (!handler) {
      throw Object.assign(new Error('use by=name or by=section'), { status: 400 });
    }
    return handler(query);
  }
}

const lookup = new PlayerLookup(await RosterIndex.load(ROSTER_FILE));
const app = express();

app.get('/players', (req, res) => {
  try {
    const players = lookup.run(req.query);
    res.json({ count: players.length, players });
  } catch (err) {
    res.status(err.status || 400).json({ error: err.status ? err.message : 'lookup failed' });
  }
});

app.listen(process.env.PORT || 4800);
