// A yoga instructor directory program of the h62 set (cwe-090-ldap).
'use strict';

// Front-desk lookup of instructors in the studio's staff directory (OpenLDAP).
const fastify = require('fastify')({ logger: true });
const ldap = require('ldapjs');

const BASE_DN = process.env.STAFF_LDAP_BASE || 'ou=instructors,dc=lotusloft,dc=studio';

const client = ldap.createClient({
  url: [process.env.STAFF_LDAP_URL],
  timeout: 5000,
  connectTimeout: 5000,
  tlsOptions: { minVersion: 'TLSv1.2' },
});
client.on('error', (err) => fastify.log.error({ err }, 'ldap client error'));

// RFC 4515 escaping for values placed inside a search filter.
const escapeFilterValue = (value) =>
  String(value).replace(/[\\*()\0]/g, (ch) => `\\${ch.charCodeAt(0).toString(16).padStart(2, '0')}`);

const bindOnce = (() => {
  let bound;
  return () => {
    bound =
      bound ||
      new Promise((resolve, reject) =>
        client.bind(process.env.STAFF_LDAP_BIND_DN, process.env.STAFF_LDAP_BIND_PASSWORD, (err) =>
          err ? reject(err) : resolve()
        )
      ).catch((err) => {
        bound = undefined;
        throw err;
      });
    return bound;
  };
})();

const search = (filter, attributes) =>
  new Promise((resolve, reject) => {
    client.search(BASE_DN, { scope: 'sub', filter, attributes, sizeLimit: 25 }, (err, res) => {
      if (err) return reject(err);
      const entries = [];
      res.on('searchEntry', (entry) => entries.push(entry.pojo));
      res.on('error', reject);
      res.on('end', () => resolve(entries));
    });
  });

const attrsOf = ({ attributes }) =>
  Object.fromEntries(attributes.map(({ type, values }) => [type, values.length > 1 ? values : values[0]]));

const instructorFilter = ({ name, email }) =>
  `(&(objectClass=inetOrgPerson)(employeeType=instructor)(|(cn=*${escapeFilterValue(name)}*)(mail=${email}*)))`;

const parseQuery = ({ q }) => {
  const term = typeof q === 'string' ? q.trim() : '';
  if (term.length < 2 || term.length > 64) return { error: 'search term must be 2-64 characters' };
  return { value: { name: term, email: term.toLowerCase() } };
};

fastify.get('/instructors', async (request, reply) => {
  const parsed = parseQuery(request.query);
  if (parsed.error) return reply.code(400).send({ error: parsed.error });

  await bindOnce();
  const entries = await search(instructorFilter(parsed.value), ['cn', 'mail', 'telephoneNumber', 'description']);
  return entries.map(attrsOf).map(({ cn, mail, telephoneNumber, description }) => ({
    name: cn,
    email: mail,
    phone: telephoneNumber ?? null,
    styles: description ?? null,
  }));
});

fastify.listen({ port: Number(process.env.PORT) || 3012, host: '0.0.0.0' }).catch((err) => {
  fastify.log.error(err);
  process.exit(1);
});
