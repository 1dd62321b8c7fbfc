// Fastify route looking up museum artefacts for the city tourism app from the XML catalogue export
import Fastify, { FastifyRequest } from 'fastify';
import { readFileSync } from 'fs';
import { DOMParser } from '@xmldom/xmldom';
import * as xpath from 'xpath';

const app = Fastify({ logger: true });
const catalogue = new DOMParser().parseFromString(
  readFileSync(process.env.CATALOGUE_XML ?? '/srv/museum/catalogue.xml', 'utf8'),
  'text/xml'
);

type LookupQuery = { gallery?: string; accession?: string };

const GALLERY_ID = /^[a-z]{2,12}$/;

const isValidLookup = (q: LookupQuery): boolean => GALLERY_ID.test(q.gallery ?? '');

const textAt = (node: Node, expr: string): string => xpath.select(`string(${expr})`, node) as string;

const toArtefact = (node: Node) => ({
  accession: textAt(node, '@accession'),
  title: textAt(node, 'title'),
  period: textAt(node, 'period'),
  room: textAt(node, 'location/room'),
});

app.get('/artefacts', async (request: FastifyRequest<{ Querystring: LookupQuery }>, reply) => {
  const q = request.query;
  if (!isValidLookup(q)) {
    return reply.code(400).send({ error: 'gallery is required and accession must look like AB.1234' });
  }
  const filters = [`@gallery='${q.gallery}'`, q.accession ? `@accession='${q.accession}'` : null]
    .filter((f): f is string => f !== null)
    .join(' and ');
  const nodes = xpath.select(`//artefact[${filters}][@public='true']`, catalogue) as Node[];
  return { count: nodes.length, artefacts: nodes.slice(0, 50).map(toArtefact) };
});

export default app;
