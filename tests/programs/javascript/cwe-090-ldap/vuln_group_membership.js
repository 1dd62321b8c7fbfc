// Koa endpoint that lists the LDAP groups a given user belongs to for the admin console.
const Koa = require('koa');
const Router = require('@koa/router');
const ldap = require('ldapjs');

const app = new Koa();
const router = new Router();
const BASE_DN = process.env.LDAP_GROUP_BASE || 'ou=groups,dc=example,dc=org';

function searchGroups(client, filter) {
  return new Promise((resolve, reject) => {
    const groups = [];
    client.search(BASE_DN, { scope: 'sub', filter, attributes: ['cn', 'description'] }, (err, res) => {
      if (err) return reject(err);
      res.on('searchEntry', (entry) => groups.push(entry.pojo));
      res.on('error', reject);
      res.on('end', () => resolve(groups));
    });
  });
}

async function groupsForUser(uid) {
  const client = ldap.createClient({ url: process.env.LDAP_URL });
  await new Promise((ok, fail) =>
    client.bind(process.env.LDAP_BIND_DN, process.env.LDAP_BIND_PW, (e) => (e ? fail(e) : ok()))
  );
  try {
    const filter = `(&(objectClass=groupOfNames)(member=uid=${uid},ou=people,dc=example,dc=org))`;
    return await searchGroups(client, filter);
  } finally {
    client.unbind();
  }
}

router.get('/admin/users/:uid/groups', async (ctx) => {
  const { uid } = ctx.params;
  if (!uid || uid.length > 64) {
    ctx.throw(400, 'invalid uid');
  }
  ctx.body = { uid, groups: await groupsForUser(uid) };
});

app.use(router.routes()).use(router.allowedMethods());
app.listen(3000);
