// A vineyard club export program of the h62 set (cwe-327-cipher).
#!/usr/bin/env node
'use strict';

// Builds the quarterly wine-club shipment file for the fulfilment partner.
// Phone numbers and delivery notes are encrypted field-by-field with the shared export key.
// Usage: node club-export.js members.csv > shipment.ndjson
const crypto = require('crypto');
const fs = require('fs');
const readline = require('readline');

const KEY_BYTES = 32;
const CIPHER = 'aes-256-gcm';
const IV_BYTES = 12;

const loadKey = () => {
  const key = Buffer.from(process.env.CLUB_EXPORT_KEY || '', 'hex');
  if (key.length !== KEY_BYTES) {
    throw new Error(`CLUB_EXPORT_KEY must be ${KEY_BYTES * 2} hex characters`);
  }
  return key;
};

const encryptWith = (key) => (plain) => {
  const iv = crypto.randomBytes(IV_BYTES);
  const cipher = crypto.createCipheriv(CIPHER, key, iv);
  const body = Buffer.concat([cipher.update(String(plain), 'utf8'), cipher.final()]);
  return [iv, body, cipher.getAuthTag()].map((b) => b.toString('base64')).join('.');
};

async function* csvRecords(file) {
  const lines = readline.createInterface({ input: fs.createReadStream(file), crlfDelay: Infinity });
  let header = null;
  for await (const line of lines) {
    if (!line.trim()) continue;
    const cells = line.split(',').map((c) => c.trim());
    if (!header) {
      header = cells;
      continue;
    }
    yield Object.fromEntries(header.map((h, i) => [h, cells[i] ?? '']));
  }
}

const TIER_BOTTLES = { cellar: 12, reserve: 6, discovery: 3 };

const toShipment = (encrypt) => (member) => ({
  memberNo: member.member_no,
  name: member.name,
  postcode: member.postcode,
  bottles: TIER_BOTTLES[member.tier] ?? 0,
  phone: encrypt(member.phone),
  deliveryNote: member.delivery_note ? encrypt(member.delivery_note) : null,
});

const main = async (file) => {
  if (!file) {
    console.error('usage: club-export <members.csv>');
    return 2;
  }
  const shipment = toShipment(encryptWith(loadKey()));
  let count = 0;
  for await (const member of csvRecords(file)) {
    if (member.status !== 'active') continue;
    process.stdout.write(`${JSON.stringify(shipment(member))}\n`);
    count += 1;
  }
  console.error(`${count} shipments written`);
  return 0;
};

main(process.argv[2])
  .then((code) => {
    process.exitCode = code;
  })
  .catch((err) => {
    console.error(err.message);
    process.exitCode = 1;
  });
