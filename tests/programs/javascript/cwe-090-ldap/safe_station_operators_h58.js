// station operators (h58 set)
'use strict';

const Koa = require('koa');
const Router = require('@koa/router');
const ldap = require('ldapjs');
const { promisify } = require('node:util');

const cfg = {
  url: process.env.GS_LDAP_URL,
  bindDn: process.env.GS_LDAP_BIND_DN,
  bindPassword: process.env.GS_LDAP_BIND_PASSWORD,
  base: process.env.GS_LDAP_BASE || 'ou=operators,dc=groundstation,dc=local',
};

const client = ldap.createClient({ url: [cfg.url] });
const bind = promisify(client.bind).bind(client);
const ready = bind(cfg.bindDn, cfg.bindPassword);

const collect = (res) =>
  new Promise((resolve, reject) => {
    const rows = [];
    res.on('searchEntry', (entry) => rows.push(entry.pojo));
    res.on('error', reject);
    res.on('end', () => resolve(rows));
  });

const searchOperators = async (filter) => {
  await ready;
  const res = await promisify(client.search).call(client, cfg.base, {
    scope: 'one',
    filter,
    attributes: ['uid', 'cn', 'shiftPattern', 'certifiedBand'],
  });
  return collect(res);
};

// RFC 4515 escaping of assertion values
const asFilterValue = (value) =>
  String(value).replace(/[\\*()\0]/g, (ch) => `\\${ch.charCodeAt(0).toString(16).padStart(2, '0')}`);

const certifiedFor = (band, site) =>
  `(&(objectClass=groundOperator)(certifiedBand=${asFilterValue(band)})(stationSite=${asFilterValue(site)}))`;

const attr = (entry, type) => entry.attributes.find((a) => a.type === type)?.values ?? [];

const router = new Router();

// operators certified to track a pass on a given band at a given antenna site
router.get('/sites/:site/operators', async (ctx) => {
  const { band } = ctx.query;
  if (!band) ctx.throw(400, 'band query parameter required');
  const entries = await searchOperators(certifiedFor(band, ctx.params.site));
  ctx.body = entries.map((e) => ({
    uid: attr(e, 'uid')[0],
    name: attr(e, 'cn')[0],
    shift: attr(e, 'shiftPattern')[0] ?? null,
    bands: attr(e, 'certifiedBand'),
  }));
});

const app = new Koa();
app.use(router.routes());
app.listen(Number(process.env.PORT) || 3000);
