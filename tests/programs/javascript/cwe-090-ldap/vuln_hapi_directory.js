// Hapi route that looks up an employee in the corporate LDAP directory by user id
const Hapi = require('@hapi/hapi');
const ldap = require('ldapjs');

const BASE_DN = 'ou=people,dc=corp,dc=example,dc=com';
const ATTRIBUTES = ['uid', 'cn', 'mail', 'title', 'telephoneNumber'];

function connect() {
  const client = ldap.createClient({ url: process.env.LDAP_URL });
  return new Promise((resolve, reject) => {
    client.bind(process.env.LDAP_BIND_DN, process.env.LDAP_BIND_PASSWORD, (err) => {
      if (err) return reject(err);
      resolve(client);
    });
  });
}

function search(client, filter) {
  return new Promise((resolve, reject) => {
    client.search(BASE_DN, { filter, scope: 'sub', attributes: ATTRIBUTES, sizeLimit: 5 }, (err, res) => {
      if (err) return reject(err);
      const entries = [];
      res.on('searchEntry', (entry) => entries.push(entry.object));
      res.on('error', reject);
      res.on('end', () => resolve(entries));
    });
  });
}

async function start() {
  const server = Hapi.server({ port: Number(process.env.PORT) || 8080 });

  server.route({
    method: 'GET',
    path: '/directory/{uid}',
    handler: async (request, h) => {
      const uid = request.params.uid;
      const filter = `(&(objectClass=inetOrgPerson)(uid=${uid}))`;
      const client = await connect();
      try {
        const people = await search(client, filter);
        if (people.length === 0) {
          return h.response({ error: 'not found' }).code(404);
        }
        return people[0];
      } finally {
        client.unbind();
      }
    },
  });

  await server.start();
}

start();
