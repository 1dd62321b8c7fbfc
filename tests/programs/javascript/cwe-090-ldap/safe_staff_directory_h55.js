// Hapi route for the city hall staff directory, looking up employees by name in the municipal LDAP server.
const Hapi = require('@hapi/hapi');
const ldap = require('ldapjs');

const DIRECTORY = {
  url: process.env.LDAP_URL || 'ldaps://ldap.cityhall.internal',
  bindDn: process.env.LDAP_BIND_DN,
  bindPassword: process.env.LDAP_BIND_PASSWORD,
  base: 'ou=staff,dc=cityhall,dc=internal',
};

const DEPARTMENTS = new Map([['parks', 'Parks and Recreation'], ['water', 'Water Utility'], ['permits', 'Building Permits']]);

function escapeFilterValue(value) {
  return String(value).replace(/[\\*()\0]/g, (ch) => '\\' + ch.charCodeAt(0).toString(16).padStart(2, '0'));
}

class StaffDirectoryClient {
  constructor(config) {
    this.config = config;
  }

  async search(name, departmentKey) {
    const department = DEPARTMENTS.get(departmentKey) || DEPARTMENTS.get('permits');
    const filter = `(&(objectClass=inetOrgPerson)(departmentNumber=${escapeFilterValue(department)})(cn=*${escapeFilterValue(name)}*))`;
    const client = ldap.createClient({ url: this.config.url });
    try {
      await new Promise((ok, fail) => client.bind(this.config.bindDn, this.config.bindPassword, (e) => (e ? fail(e) : ok())));
      return await new Promise((ok, fail) => {
        client.search(this.config.base, { scope: 'sub', filter, attributes: ['cn', 'title', 'telephoneNumber'], sizeLimit: 25 }, (err, res) => {
          if (err) return fail(err);
          const people = [];
          res.on('searchEntry', (entry) => people.push(entry.pojo));
          res.on('error', fail);
          res.on('end', () => ok(people));
        });
      });
    } finally {
      client.unbind(() => {});
    }
  }
}

const init = async () => {
  const server = Hapi.server({ port: 4200, host: '0.0.0.0' });
  const directory = new StaffDirectoryClient(DIRECTORY);
  server.route({
    method: 'GET',
    path: '/directory/staff',
    handler: async (request, h) => {
      const name = String(request.query.name || '');
      if (name.length < 2) return h.response({ error: 'name too short' }).code(400);
      const people = await directory.search(name, request.query.department);
      return h.response({ results: people }).code(200);
    },
  });
  await server.start();
};

init();
