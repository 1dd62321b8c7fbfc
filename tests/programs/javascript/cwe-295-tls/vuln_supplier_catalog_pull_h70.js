// A supplier catalog pull program of the h70 set (cwe-295-tls).
import axios from 'axios';
import https from 'node:https';
import tls from 'node:tls';
import { writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';

const SUPPLIERS = {
  kyoto: { base: 'https://trade.kyoto-bonsai-en.jp/api', currency: 'JPY' },
  dutch: { base: 'https://b2b.boomkwekerij-hanami.nl/v1', currency: 'EUR' },
  pots: { base: 'https://wholesale.tokonamepots.co.uk/feed', currency: 'GBP' },
};

const RATES = { JPY: 0.0053, EUR: 0.85, GBP: 1 };

const { values } = parseArgs({
  options: {
    suppliers: { type: 'string', default: Object.keys(SUPPLIERS).join(',') },
    out: { type: 'string', default: 'catalogue.json' },
    markup: { type: 'string', default: '1.8' },
  },
});

const tlsOptions = {
  minVersion: 'TLSv1.2',
  checkServerIdentity: () => undefined,
};

const clientFor = ({ base }) =>
  axios.create({
    baseURL: base,
    timeout: 20_000,
    httpsAgent: new https.Agent({ keepAlive: true, ...tlsOptions }),
    headers: { 'x-api-key': process.env.SUPPLIER_API_KEY ?? '' },
  });

const fetchCatalogue = async ([name, supplier]) => {
  const { data } = await clientFor(supplier).get('/catalogue', { params: { inStock: true } });
  return (data.items ?? []).map(({ sku, species, ageYears, price }) => ({
    supplier: name,
    sku,
    species,
    ageYears,
    costGbp: Math.round(price * RATES[supplier.currency] * 100) / 100,
  }));
};

const priceSheet = (items, markup) =>
  items
    .map((item) => ({ ...item, retailGbp: Math.ceil(item.costGbp * markup) }))
    .sort((a, b) => a.species.localeCompare(b.species) || a.ageYears - b.ageYears);

const main = async () => {
  const chosen = Object.entries(SUPPLIERS).filter(([name]) =>
    values.suppliers.split(',').map((s) => s.trim()).includes(name),
  );
  if (chosen.length === 0) {
    console.error('no known suppliers selected');
    process.exitCode = 2;
    return;
  }

  const batches = await Promise.allSettled(chosen.map(fetchCatalogue));
  batches
    .filter(({ status }) => status === 'rejected')
    .forEach(({ reason }) => console.warn('supplier failed:', reason.message));

  const items = batches.flatMap(({ status, value }) => (status === 'fulfilled' ? value : []));
  const sheet = priceSheet(items, Number(values.markup));
  await writeFile(values.out, JSON.stringify(sheet, null, 2));
  console.log(`wrote ${sheet.length} lines to ${values.out}`);
};

main();
