// A bookbinding order hotfolder program of the h62 set (cwe-611-xxe).
'use strict';

// Publishers drop ONIX-style order files into the hot folder; each order becomes a
// work ticket for the bindery floor.
const fs = require('fs');
const fsp = require('fs/promises');
const path = require('path');
const { EventEmitter } = require('events');
const libxmljs = require('libxmljs2');

const HOT_FOLDER = process.env.BINDERY_HOT_FOLDER || '/srv/bindery/incoming';
const TICKETS_DIR = process.env.BINDERY_TICKETS_DIR || '/srv/bindery/tickets';

const BINDINGS = new Set(['case', 'perfect', 'coptic', 'saddle', 'lay-flat']);

const orders = new EventEmitter();

const readText = (doc, xpath) => {
  const node = doc.get(xpath);
  return node ? node.text().trim() : '';
};

const parseOrder = (xml) => {
  const doc = libxmljs.parseXmlString(xml, { noent: true, noblanks: true });
  return {
    orderRef: readText(doc, '/BinderyOrder/OrderRef'),
    publisher: readText(doc, '/BinderyOrder/Publisher/Name'),
    title: readText(doc, '/BinderyOrder/Title'),
    binding: readText(doc, '/BinderyOrder/Binding').toLowerCase(),
    copies: Number(readText(doc, '/BinderyOrder/Copies')),
    cover: readText(doc, '/BinderyOrder/CoverMaterial'),
  };
};

const toTicket = (order) => {
  if (!/^[A-Z0-9-]{4,24}$/.test(order.orderRef)) throw new Error('missing or malformed OrderRef');
  if (!BINDINGS.has(order.binding)) throw new Error(`unsupported binding "${order.binding}"`);
  if (!Number.isInteger(order.copies) || order.copies < 1) throw new Error('copies must be positive');
  return {
    ...order,
    station: order.binding === 'case' ? 'casing-in' : 'binding-line',
    createdAt: new Date().toISOString(),
  };
};

orders.on('file', async (file) => {
  try {
    const xml = await fsp.readFile(file, 'utf8');
    const ticket = toTicket(parseOrder(xml));
    await fsp.writeFile(path.join(TICKETS_DIR, `${ticket.orderRef}.json`), JSON.stringify(ticket, null, 2));
    await fsp.unlink(file);
    orders.emit('ticket', ticket);
  } catch (err) {
    orders.emit('rejected', file, err);
  }
});

orders.on('ticket', (t) => console.log(`ticket ${t.orderRef}: ${t.copies} x "${t.title}" (${t.binding}) for ${t.publisher}`));
orders.on('rejected', (file, err) => console.warn(`could not read ${path.basename(file)}: ${err.message}`));

// fs.watch fires several times while a file is being copied in; settle before reading.
const pending = new Map();
fs.watch(HOT_FOLDER, (eventType, name) => {
  if (!name || !name.endsWith('.xml')) return;
  const file = path.join(HOT_FOLDER, name);
  clearTimeout(pending.get(file));
  pending.set(
    file,
    setTimeout(() => {
      pending.delete(file);
      if (fs.existsSync(file)) orders.emit('file', file);
    }, 1500)
  );
});

console.log(`watching ${HOT_FOLDER} for bindery orders`);
