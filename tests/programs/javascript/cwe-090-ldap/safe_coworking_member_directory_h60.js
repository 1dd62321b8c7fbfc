// A coworking member directory program of the h60 set (cwe-090-ldap).
'use strict';

const ldap = require('ldapjs');
const fastify = require('fastify')({ logger: true });

// Members of the coworking space can look each other up ("who sits at the
// window desks?") through the member directory kept in the space's LDAP.
const LDAP_URL = process.env.LDAP_URL || 'ldaps://directory.internal:636';
const BASE_DN = process.env.LDAP_BASE_DN || 'ou=members,dc=hub,dc=local';
const ATTRIBUTES = ['cn', 'mail', 'title', 'o', 'roomNumber'];

const client = ldap.createClient({ url: [LDAP_URL], reconnect: true, timeout: 5000 });
client.on('error', (err) => fastify.log.error({ err }, 'ldap client error'));

const bindClient = () =>
  new Promise((resolve, reject) =>
    client.bind(process.env.LDAP_BIND_DN, process.env.LDAP_BIND_PASSWORD, (err) => (err ? reject(err) : resolve())),
  );

const collectEntries = (filter) =>
  new Promise((resolve, reject) => {
    client.search(BASE_DN, { scope: 'sub', filter, attributes: ATTRIBUTES, sizeLimit: 25 }, (err, res) => {
      if (err) return reject(err);
      const entries = [];
      res.on('searchEntry', (entry) => entries.push(entry.pojo));
      res.on('error', reject);
      res.on('end', () => resolve(entries));
    });
  });

const flatten = (pojo) =>
  Object.fromEntries(pojo.attributes.map((a) => [a.type, a.values.length === 1 ? a.values[0] : a.values]));

// RFC 4515 value encoding for the characters that carry meaning in a filter.
const encodeFilterValue = (value) =>
  value.replace(/[\\*()\u0000]/g, (ch) => '\\' + ch.charCodeAt(0).toString(16).padStart(2, '0'));

const memberFilter = (term) => {
  const v = encodeFilterValue(term);
  return `(&(objectClass=inetOrgPerson)(|(cn=*${v}*)(mail=*${v}*)(o=*${v}*)))`;
};

fastify.get(
  '/directory',
  {
    schema: {
      querystring: {
        type: 'object',
        required: ['q'],
        properties: { q: { type: 'string', minLength: 2, maxLength: 64 } },
      },
    },
  },
  async (request) => {
    const term = request.query.q.trim();
    const entries = await collectEntries(memberFilter(term));
    return entries.map(flatten).map(({ cn, mail, title, o, roomNumber }) => ({
      name: cn,
      email: mail,
      title: title ?? null,
      company: o ?? null,
      desk: roomNumber ?? null,
    }));
  },
);

bindClient()
  .then(() => fastify.listen({ port: Number(process.env.PORT || 3000) }))
  .catch((err) => {
    fastify.log.error(err);
    process.exit(1);
  });
