// A care sheet lookup program of the h74 set (cwe-643-xpath).
'use strict';

const Hapi = require('@hapi/hapi');
const { readFile } = require('node:fs/promises');
const { DOMParser } = require('@xmldom/xmldom');
const xpath = require('xpath');

const CATALOGS = {
  'desert-bloom': '/srv/nursery/catalogs/desert-bloom.xml',
  'mesa-succulents': '/srv/nursery/catalogs/mesa-succulents.xml',
  'in-house': '/srv/nursery/catalogs/in-house.xml',
};

const loaded = new Map(); // supplier -> Promise<Document>

function catalog(supplier) {
  if (!loaded.has(supplier)) {
    const pending = readFile(CATALOGS[supplier], 'utf8')
      .then((xml) => new DOMParser().parseFromString(xml, 'text/xml'))
      .catch((err) => {
        loaded.delete(supplier);
        throw err;
      });
    loaded.set(supplier, pending);
  }
  return loaded.get(supplier);
}

async function findCareSheets(supplier, species) {
  const doc = await catalog(supplier);
  const expr = "//plant[translate(botanicalName, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', 'abcdefghijklmnopqrstuvwxyz')=$species]/care";
  const nodes = xpath.parse(expr).select({ node: doc, variables: { species } });
  return nodes.map((care) => ({
    supplier,
    watering: xpath.select1('string(watering)', care),
    minTempC: Number(xpath.select1('string(minTempC)', care)),
    light: xpath.select1('string(light)', care),
  }));
}

const init = async () => {
  const server = Hapi.server({ port: Number(process.env.PORT || 3260), host: '0.0.0.0' });

  server.route({
    method: 'GET',
    path: '/care-sheets',
    handler: async (request, h) => {
      const species = String(request.query.species || '').trim().toLowerCase();
      if (!species) return h.response({ error: 'species is required' }).code(400);

      const suppliers = Object.keys(CATALOGS);
      const outcomes = await Promise.allSettled(suppliers.map((s) => findCareSheets(s, species)));
      const sheets = [];
      const unavailable = [];
      outcomes.forEach((o, i) => {
        if (o.status === 'fulfilled') sheets.push(...o.value);
        else unavailable.push(suppliers[i]);
      });
      return { species, sheets, unavailable };
    },
  });

  server.route({
    method: 'POST',
    path: '/catalogs/{supplier}/reload',
    handler: (request, h) => {
      if (!Object.hasOwn(CATALOGS, request.params.supplier)) return h.response().code(404);
      loaded.delete(request.params.supplier);
      return h.response().code(202);
    },
  });

  await server.start();
  console.log(`care sheet lookup on ${server.info.uri}`);
};

init().catch((err) => {
  console.error(err);
  process.exit(1);
});
