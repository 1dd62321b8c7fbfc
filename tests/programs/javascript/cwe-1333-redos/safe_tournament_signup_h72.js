// A tournament signup program of the h72 set (cwe-1333-redos).
'use strict';

const Hapi = require('@hapi/hapi');
const Boom = require('@hapi/boom');

class FieldRule {
  constructor(field, message) {
    this.field = field;
    this.message = message;
  }

  check(value) {
    if (typeof value !== 'string' || !this.accepts(value.trim())) {
      return { field: this.field, message: this.message };
    }
    return null;
  }
}

class PatternRule extends FieldRule {
  constructor(field, message, pattern) {
    super(field, message);
    this.pattern = pattern;
  }

  accepts(value) {
    return this.pattern.test(value);
  }
}

class OneOfRule extends FieldRule {
  constructor(field, options) {
    super(field, `must be one of ${options.join(', ')}`);
    this.options = new Set(options);
  }

  accepts(value) {
    return this.options.has(value);
  }
}

// Division names as printed on the bracket sheets, e.g. "Junior Boys Kata Green Belt".
class DivisionNameRule extends PatternRule {
  constructor() {
    super('division', 'division names are words separated by single spaces', /^[A-Za-z]+(?: [A-Za-z]+){0,9}$/);
  }
}

const rules = [
  new PatternRule('competitor', 'enter the competitor name as on the federation card', /^[\p{L}' .-]{2,60}$/u),
  new PatternRule('federationId', 'federation IDs look like WKF-123456', /^WKF-\d{6}$/),
  new OneOfRule('belt', ['white', 'yellow', 'orange', 'green', 'blue', 'purple', 'brown', 'black']),
  new OneOfRule('event', ['kata', 'kumite', 'team-kata']),
  new DivisionNameRule(),
];

function validate(payload) {
  return rules.map((rule) => rule.check(payload?.[rule.field])).filter(Boolean);
}

const registrations = [];

async function start() {
  const server = Hapi.server({ port: Number(process.env.PORT ?? 7300), host: '0.0.0.0' });

  server.route({
    method: 'POST',
    path: '/tournaments/{slug}/registrations',
    options: { payload: { maxBytes: 16 * 1024 } },
    handler: (request, h) => {
      const problems = validate(request.payload);
      if (problems.length > 0) {
        const err = Boom.badData('registration incomplete');
        err.output.payload.problems = problems;
        throw err;
      }
      const entry = { tournament: request.params.slug, ...request.payload, receivedAt: new Date().toISOString() };
      registrations.push(entry);
      return h.response({ number: registrations.length, division: entry.division }).code(201);
    },
  });

  server.route({
    method: 'GET',
    path: '/tournaments/{slug}/divisions',
    handler: (request) => [...new Set(registrations.filter((r) => r.tournament === request.params.slug).map((r) => r.division))],
  });

  await server.start();
  console.log(`registration api on ${server.info.uri}`);
}

start();
