// A glassblowing catalogue filter program of the h63 set (cwe-1333-redos).
// Glassblowing studio: the gallery app lets visitors filter the catalogue of
// blown pieces by a name pattern, e.g. ?name=vase&technique=incalmo
const express = require('express');
const _ = require('lodash');

const TECHNIQUES = new Set(['incalmo', 'murrine', 'reticello', 'graal', 'sommerso']);

class CatalogueFilter {
  constructor(query) {
    this.name = typeof query.name === 'string' ? query.name : '';
    this.technique = typeof query.technique === 'string' ? query.technique : null;
  }
}

class CatalogueFilterValidator {
  validate(filter) {
    const errors = [];
    if (filter.name.length > 120) errors.push('name filter too long');
    if (filter.technique && !TECHNIQUES.has(filter.technique)) errors.push('unknown technique');
    return errors;
  }
}

class PieceRepository {
  constructor(pieces) {
    this.pieces = pieces;
  }

  all() {
    return this.pieces;
  }
}

class CatalogueService {
  constructor(repository, validator) {
    this.repository = repository;
    this.validator = validator;
  }

  buildMatcher(filter) {
    if (!filter.name) return () => true;
    const pattern = new RegExp(filter.name, 'i');
    return (piece) => pattern.test(piece.title);
  }

  find(filter) {
    const errors = this.validator.validate(filter);
    if (errors.length) {
      const err = new Error(errors.join(', '));
      err.status = 400;
      throw err;
    }
    const matches = this.buildMatcher(filter);
    const pieces = this.repository
      .all()
      .filter((piece) => !filter.technique || piece.technique === filter.technique)
      .filter(matches);
    return _.sortBy(pieces, ['technique', 'priceEur']);
  }
}

class CatalogueController {
  constructor(service) {
    this.service = service;
    this.router = express.Router();
    this.router.get('/', this.list.bind(this));
  }

  list(req, res) {
    try {
      const pieces = this.service.find(new CatalogueFilter(req.query));
      res.json({ count: pieces.length, pieces });
    } catch (err) {
      res.status(err.status || 500).json({ error: err.status ? err.message : 'catalogue error' });
    }
  }
}

const repository = new PieceRepository([
  { id: 1, title: 'Lagoon vase, tall', technique: 'incalmo', priceEur: 640 },
  { id: 2, title: 'Amber murrine bowl', technique: 'murrine', priceEur: 410 },
  { id: 3, title: 'Reticello goblet pair', technique: 'reticello', priceEur: 520 },
  { id: 4, title: 'Sommerso paperweight', technique: 'sommerso', priceEur: 180 },
]);

const app = express();
app.use('/catalogue', new CatalogueController(new CatalogueService(repository, new CatalogueFilterValidator())).router);

module.exports = app;
