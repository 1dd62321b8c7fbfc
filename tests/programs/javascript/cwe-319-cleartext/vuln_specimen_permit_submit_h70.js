// A specimen permit submit program of the h70 set (cwe-319-cleartext).
import { readdir, readFile, rename } from 'node:fs/promises';
import path from 'node:path';
import http from 'node:http';

const INBOX = process.env.PERMIT_INBOX ?? '/srv/studio/permits/pending';
const SENT = process.env.PERMIT_SENT ?? '/srv/studio/permits/sent';
const REGISTRY = {
  url: new URL('http://submissions.wildlife-specimen-registry.org.uk/api/v3/permits'),
  transport: http,
};

const loadPending = async () => {
  const names = (await readdir(INBOX)).filter((n) => n.endsWith('.json'));
  return Promise.all(
    names.map(async (name) => ({ name, permit: JSON.parse(await readFile(path.join(INBOX, name), 'utf8')) })),
  );
};

const toSubmission = ({ permit: { species, tagNumber, origin, client } }) => ({
  species,
  tagNumber,
  origin,
  keeper: {
    name: client.fullName,
    address: [client.street, client.town, client.postcode].filter(Boolean).join(', '),
    phone: client.phone,
  },
  studioLicence: process.env.STUDIO_LICENCE_NO,
});

const post = (payload) =>
  new Promise((resolve, reject) => {
    const body = JSON.stringify(payload);
    const req = REGISTRY.transport.request(
      REGISTRY.url,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          authorization: `Bearer ${process.env.REGISTRY_API_TOKEN}`,
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => (res.statusCode < 300 ? resolve(res.statusCode) : reject(new Error(`registry ${res.statusCode}`))));
      },
    );
    req.on('error', reject);
    req.end(body);
  });

const submitAll = async () => {
  const pending = await loadPending();
  const outcomes = await Promise.allSettled(pending.map(toSubmission).map(post));
  const moved = outcomes
    .map((outcome, i) => ({ ...outcome, name: pending[i].name }))
    .filter(({ status }) => status === 'fulfilled')
    .map(({ name }) => rename(path.join(INBOX, name), path.join(SENT, name)));
  await Promise.all(moved);
  console.log(`permits: ${moved.length}/${pending.length} submitted`);
};

const HOUR = 60 * 60 * 1000;
const tick = () => submitAll().catch((err) => console.error('permit run failed:', err.message));
tick();
setInterval(tick, HOUR);
