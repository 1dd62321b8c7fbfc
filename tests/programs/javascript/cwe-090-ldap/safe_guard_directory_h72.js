// A guard directory program of the h72 set (cwe-090-ldap).
'use strict';

const Fastify = require('fastify');
const ldap = require('ldapjs');

const BASE_DN = 'ou=guards,dc=bluewaveaquatics,dc=com';

class DirectoryQuery {
  constructor(term) {
    this.term = term;
  }

  get attributes() {
    return ['uid', 'cn', 'certLevel', 'certExpires', 'homePool'];
  }

  filter() {
    throw new Error(`${this.constructor.name} must implement filter()`);
  }
}

class BadgeQuery extends DirectoryQuery {
  filter() {
    if (!/^\d{6}$/.test(this.term)) {
      throw Object.assign(new Error('badge numbers are six digits'), { statusCode: 400 });
    }
    return `(&(objectClass=bwGuard)(employeeNumber=${this.term}))`;
  }
}

// RFC 4515 escaping for values placed inside a filter.
const escapeFilterValue = (value) =>
  String(value).replace(/[\\*()\0]/g, (c) => `\\${c.charCodeAt(0).toString(16).padStart(2, '0')}`);

// Managers often only know a first name and the first letter of the surname.
class NameQuery extends DirectoryQuery {
  filter() {
    return `(&(objectClass=bwGuard)(cn=${escapeFilterValue(this.term)}*))`;
  }
}

const queryTypes = new Map([
  ['badge', BadgeQuery],
  ['name', NameQuery],
]);

function searchDirectory(client, query) {
  return new Promise((resolve, reject) => {
    const found = [];
    client.search(BASE_DN, { scope: 'sub', filter: query.filter(), attributes: query.attributes, sizeLimit: 25 }, (err, res) => {
      if (err) return reject(err);
      res.on('searchEntry', (entry) => found.push(entry.pojo));
      res.on('error', reject);
      res.on('end', () => resolve(found));
    });
  });
}

function bound() {
  const client = ldap.createClient({ url: process.env.LDAP_URL ?? 'ldaps://directory.bluewaveaquatics.com' });
  return new Promise((resolve, reject) => {
    client.bind(process.env.LDAP_BIND_DN, process.env.LDAP_BIND_PASSWORD, (err) => (err ? reject(err) : resolve(client)));
  });
}

const app = Fastify({ logger: true });

app.get('/guards', async (request, reply) => {
  const { by = 'name', q = '' } = request.query;
  const QueryType = queryTypes.get(by);
  if (!QueryType || typeof q !== 'string' || q.trim() === '') {
    return reply.code(400).send({ error: 'use ?by=badge|name&q=...' });
  }
  const client = await bound();
  try {
    const entries = await searchDirectory(client, new QueryType(q.trim()));
    return entries.map(({ attributes }) =>
      Object.fromEntries(attributes.map((a) => [a.type, a.values.length === 1 ? a.values[0] : a.values])),
    );
  } finally {
    client.unbind();
  }
});

app.listen({ port: Number(process.env.PORT ?? 3900), host: '0.0.0.0' });
