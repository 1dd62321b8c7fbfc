// A kayak outfitter rental note search program of the h76 set (cwe-1333-redos).
'use strict';

const express = require('express');
const { MongoClient } = require('mongodb');
const escapeRegExp = require('lodash/escapeRegExp');

const mongo = new MongoClient(process.env.MONGO_URL || 'mongodb://localhost:27017');
const NOTE_FIELDS = ['damageReport', 'customerNotes', 'returnNotes'];

class TextMatcher {
  constructor(term, flags) {
    this.pattern = new RegExp(term, flags);
  }

  matches(text) {
    return typeof text === 'string' && this.pattern.test(text);
  }

  excerpt(text) {
    const m = this.pattern.exec(text);
    if (!m) return null;
    const start = Math.max(0, m.index - 40);
    return text.slice(start, m.index + m[0].length + 40);
  }
}

class RentalNoteSearch {
  constructor(collection, matcherFactory) {
    this.collection = collection;
    this.matcherFactory = matcherFactory;
  }

  async search({ term, boat, season }) {
    const matcher = this.matcherFactory(term);
    const query = { season: Number(season) || new Date().getFullYear() };
    if (typeof boat === 'string' && boat) {
      query.boatType = boat;
    }
    const cursor = this.collection.find(query, {
      projection: { rentalId: 1, boatType: 1, returnedAt: 1, ...Object.fromEntries(NOTE_FIELDS.map((f) => [f, 1])) },
    }).limit(2000);

    const hits = [];
    for await (const rental of cursor) {
      for (const field of NOTE_FIELDS) {
        if (matcher.matches(rental[field])) {
          hits.push({ rentalId: rental.rentalId, boatType: rental.boatType, field, excerpt: matcher.excerpt(rental[field]) });
        }
      }
    }
    return hits;
  }
}

const makeMatcher = (term) => new TextMatcher(escapeRegExp(term), 'i');

async function start() {
  await mongo.connect();
  const rentals = mongo.db(process.env.MONGO_DB || 'outfitter').collection('rentals');
  const search = new RentalNoteSearch(rentals, makeMatcher);
  const app = express();

  app.get('/rentals/notes/search', async (req, res) => {
    const term = typeof req.query.q === 'string' ? req.query.q : '';
    if (term.length < 2 || term.length > 120) {
      return res.status(400).json({ error: 'search term must be 2 to 120 characters' });
    }
    try {
      res.json(await search.search({ term, boat: req.query.boat, season: req.query.season }));
    } catch (err) {
      res.status(400).json({ error: 'search failed' });
    }
  });

  app.listen(process.env.PORT || 4500);
}

start().catch((err) => {
  console.error(err);
  process.exit(1);
});
