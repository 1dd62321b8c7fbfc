// A funeral staff lookup program of the h60 set (cwe-090-ldap).
import Koa from 'koa';
import Router from '@koa/router';
import { Client } from 'ldapts';

// The arrangements desk looks up which funeral directors and celebrants are
// on call at a branch, so families can be put through to the right person.
const BRANCHES = new Set(['northgate', 'riverside', 'old-town', 'hillcrest']);
const ROLES = new Set(['director', 'celebrant', 'embalmer', 'arranger']);

const directory = {
  url: process.env.LDAP_URL ?? 'ldaps://ldap.branches.local:636',
  baseDN: process.env.LDAP_BASE_DN ?? 'ou=staff,dc=memorial,dc=local',
  bindDN: process.env.LDAP_BIND_DN,
  password: process.env.LDAP_BIND_PASSWORD,
};

const withClient = async (fn) => {
  const client = new Client({ url: directory.url, timeout: 5000, connectTimeout: 5000 });
  try {
    await client.bind(directory.bindDN, directory.password);
    return await fn(client);
  } finally {
    await client.unbind().catch(() => undefined);
  }
};

const validateLookup = ({ branch, role }) => {
  if (!BRANCHES.has(branch)) return 'unknown branch';
  if (role && !ROLES.has(role)) return 'unknown role';
  return null;
};

const staffFilter = ({ branch, role, name }) =>
  [
    '(objectClass=inetOrgPerson)',
    `(physicalDeliveryOfficeName=${branch})`,
    role && `(employeeType=${role})`,
    name && `(cn=*${name}*)`,
  ]
    .filter(Boolean)
    .reduce((inner, part) => inner + part, '(&') + ')';

const toStaff = (entry) => ({
  name: entry.cn,
  role: entry.employeeType ?? null,
  phone: entry.telephoneNumber ?? null,
  onCall: String(entry.description ?? '').includes('on-call'),
});

const router = new Router();

router.get('/staff', async (ctx) => {
  const lookup = {
    branch: String(ctx.query.branch ?? ''),
    role: ctx.query.role ? String(ctx.query.role) : undefined,
    name: ctx.query.name ? String(ctx.query.name).slice(0, 60) : undefined,
  };
  const problem = validateLookup(lookup);
  if (problem) ctx.throw(400, problem);

  const { searchEntries } = await withClient((client) =>
    client.search(directory.baseDN, {
      scope: 'sub',
      filter: staffFilter(lookup),
      attributes: ['cn', 'employeeType', 'telephoneNumber', 'description'],
      sizeLimit: 30,
    }),
  );
  ctx.body = searchEntries.map(toStaff).sort((a, b) => Number(b.onCall) - Number(a.onCall));
});

const app = new Koa();
app.use(router.routes()).use(router.allowedMethods());
app.listen(Number(process.env.PORT ?? 3000));
