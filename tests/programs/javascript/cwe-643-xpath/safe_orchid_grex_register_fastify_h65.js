// An orchid grex register fastify program of the h65 set (cwe-643-xpath).
'use strict';

// Lookup service for the orchid growers' society: members search the hybrid
// register (an XML export of registered grexes with their seed and pollen
// parents) by grex name when labelling plants for the spring show.

const fs = require('fs');
const path = require('path');
const Fastify = require('fastify');
const xpath = require('xpath');
const { DOMParser } = require('@xmldom/xmldom');

const REGISTER_FILE = process.env.REGISTER_FILE || path.join(__dirname, 'data', 'grex-register.xml');
const byGrex = xpath.parse('/register/hybrid[grex=$grex]');
const register = new DOMParser().parseFromString(fs.readFileSync(REGISTER_FILE, 'utf8'), 'text/xml');

function textOf(node, name) {
  const child = node.getElementsByTagName(name)[0];
  return child ? child.textContent.trim() : '';
}

function findHybrids(grex) {
  const nodes = byGrex.select({ node: register, variables: { grex } });
  return nodes.map((node) => ({
    grex: textOf(node, 'grex'),
    genus: textOf(node, 'genus'),
    seedParent: textOf(node, 'seedParent'),
    pollenParent: textOf(node, 'pollenParent'),
    registeredBy: textOf(node, 'registrant'),
    year: Number(textOf(node, 'year')) || null,
  }));
}

const app = Fastify({ logger: true });

app.get(
  '/register/hybrids',
  {
    schema: {
      querystring: {
        type: 'object',
        required: ['grex'],
        properties: {
          grex: { type: 'string', minLength: 2, maxLength: 80 },
        },
      },
    },
  },
  async (request, reply) => {
    const hybrids = findHybrids(request.query.grex.trim());
    if (hybrids.length === 0) {
      return reply.code(404).send({ message: 'no registered grex of that name' });
    }
    return { count: hybrids.length, hybrids };
  }
);

app.listen({ port: Number(process.env.PORT) || 3000, host: '0.0.0.0' }).catch((err) => {
  app.log.error(err);
  process.exit(1);
});
