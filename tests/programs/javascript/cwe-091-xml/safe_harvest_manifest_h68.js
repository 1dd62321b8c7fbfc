// A harvest manifest program of the h68 set (cwe-091-xml).
import Fastify from 'fastify';
import { randomUUID } from 'node:crypto';

const AUCTION_ENDPOINT = 'https://lots.kobe-pearl-exchange.jp/api/v2/manifests';

const xmlText = (value) =>
  String(value ?? '')
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;');

const GRADES = new Set(['AAA', 'AA', 'A', 'B', 'C']);

const lotXml = ({ lotNo, species = 'akoya', count, sizeMm: [min, max] = [], grade, remarks }) => `
    <lot number="${xmlText(lotNo)}" species="${xmlText(species)}">
      <count>${Number(count) || 0}</count>
      <size min="${Number(min) || 0}" max="${Number(max) || 0}" unit="mm"/>
      <grade>${xmlText(grade)}</grade>
      <remarks>${xmlText(remarks)}</remarks>
    </lot>`;

const manifestXml = ({ id, farm, harvestedOn, lots }) => `<?xml version="1.0" encoding="UTF-8"?>
<manifest id="${id}" version="2">
  <consignor code="${xmlText(farm.code)}">${xmlText(farm.name)}</consignor>
  <harvested>${xmlText(harvestedOn)}</harvested>
  <lots total="${lots.length}">${lots.map(lotXml).join('')}
  </lots>
</manifest>`;

const app = Fastify({ logger: true });

app.post('/harvests/:harvestId/manifest', async (request, reply) => {
  const { farm = {}, harvestedOn = new Date().toISOString().slice(0, 10), lots = [], submit = false } =
    request.body ?? {};
  if (!farm.code) return reply.code(400).send({ error: 'farm code required' });

  const badGrade = lots.findLast(({ grade }) => !GRADES.has(grade));
  if (badGrade) return reply.code(422).send({ error: `lot ${badGrade.lotNo}: unknown grade ${badGrade.grade}` });

  const id = `${request.params.harvestId}-${randomUUID().slice(0, 8)}`;
  const xml = manifestXml({ id, farm, harvestedOn, lots });

  if (!submit) return reply.type('application/xml').send(xml);

  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), 15_000);
  try {
    const res = await fetch(AUCTION_ENDPOINT, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/xml',
        Authorization: `Bearer ${process.env.AUCTION_API_TOKEN}`,
      },
      body: xml,
      signal: controller.signal,
    });
    request.log.info({ id, status: res.status }, 'manifest submitted');
    return reply.code(res.ok ? 202 : 502).send({ id, accepted: res.ok, lots: lots.length });
  } finally {
    clearTimeout(timer);
  }
});

await app.listen({ port: Number(process.env.PORT ?? 3500), host: '0.0.0.0' });
