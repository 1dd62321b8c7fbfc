// A blood crossmatch push program of the h60 set (cwe-319-cleartext).
'use strict';

const { EventEmitter } = require('events');

// Crossmatch results (donor unit vs. patient sample) are pushed to the
// hospital transfusion lab as soon as the blood bank's analyser releases them.
const LAB_HOST = process.env.TRANSFUSION_LAB_HOST || 'transfusion-lab.stmarys-hospital.example';
const LAB_TOKEN = process.env.TRANSFUSION_LAB_TOKEN;
const BATCH_SIZE = 20;
const FLUSH_MS = 5000;

const analyser = new EventEmitter();

const toPayload = (r) => ({
  unitNumber: r.unitNumber,
  patientMrn: r.patientMrn,
  patientName: r.patientName,
  aboRh: r.aboRh,
  antibodyScreen: r.antibodyScreen,
  compatible: r.compatible === true,
  releasedAt: r.releasedAt,
});

const postBatch = (batch) =>
  fetch(`http://${LAB_HOST}/api/v1/crossmatch-results`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${LAB_TOKEN}` },
    body: JSON.stringify({ results: batch.map(toPayload) }),
    signal: AbortSignal.timeout(10000),
  }).then((res) => {
    if (!res.ok) throw new Error(`lab rejected batch: ${res.status}`);
    return batch.length;
  });

const queue = [];
analyser.on('result', (r) => queue.push(r));

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

// Yields up to BATCH_SIZE results at a time, waiting a little when the
// analyser is quiet so that single results still go out within seconds.
async function* batches() {
  while (true) {
    if (queue.length < BATCH_SIZE) await pause(FLUSH_MS);
    if (queue.length > 0) yield queue.splice(0, BATCH_SIZE);
  }
}

const withRetry = (fn, attempts) => (arg) =>
  Array.from({ length: attempts - 1 }).reduce(
    (p, _, i) => p.catch(() => pause(1000 * 2 ** i).then(() => fn(arg))),
    fn(arg),
  );

const run = async () => {
  const send = withRetry(postBatch, 4);
  for await (const batch of batches()) {
    await send(batch)
      .then((n) => console.log(`delivered ${n} crossmatch results`))
      .catch((err) => console.error('delivery failed, results kept for manual release', err.message));
  }
};

// The analyser bridge writes one JSON result per line on stdin.
process.stdin.setEncoding('utf8');
let carry = '';
process.stdin.on('data', (chunk) => {
  const lines = (carry + chunk).split('\n');
  carry = lines.pop();
  lines
    .filter((l) => l.trim())
    .forEach((l) => {
      try {
        analyser.emit('result', JSON.parse(l));
      } catch {
        console.error('skipping unreadable analyser line');
      }
    });
});

run();
