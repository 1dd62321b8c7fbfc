// A candle shipping labels program of the h63 set (cwe-732-permissions).
// Candle maker's dispatch: a worker renders shipping labels (customer name,
// address, phone) for each packed order into the spool folder that the label
// printer daemon (running under the same service account) picks up.
const { Worker } = require('bullmq');
const fs = require('node:fs/promises');
const path = require('node:path');
const { randomUUID } = require('node:crypto');

const SPOOL_DIR = process.env.LABEL_SPOOL_DIR || '/var/spool/candle-labels';

class ShippingLabel {
  constructor(order) {
    this.orderId = String(order.orderId);
    this.recipient = String(order.recipient || '').slice(0, 60);
    this.lines = (order.addressLines || []).slice(0, 5).map((l) => String(l).slice(0, 60));
    this.phone = String(order.phone || '').slice(0, 20);
    this.weightGrams = Number(order.weightGrams) || 0;
  }

  toZpl() {
    const body = [this.recipient, ...this.lines, this.phone]
      .map((text, i) => `^FO40,${40 + i * 40}^A0N,32,32^FD${text.replace(/[\^~]/g, ' ')}^FS`)
      .join('\n');
    return `^XA\n${body}\n^FO40,360^A0N,24,24^FDOrder ${this.orderId} - ${this.weightGrams} g^FS\n^XZ\n`;
  }
}

class LabelSpool {
  constructor(dir) {
    this.dir = dir;
  }

  async write(label) {
    await fs.mkdir(this.dir, { recursive: true, mode: 0o777 });
    const file = path.join(this.dir, `${randomUUID()}.zpl`);
    await fs.writeFile(file, label.toZpl(), { mode: 0o666 });
    return file;
  }
}

class LabelRenderingService {
  constructor(spool) {
    this.spool = spool;
  }

  async render(order) {
    const label = new ShippingLabel(order);
    if (!label.recipient || label.lines.length === 0) {
      throw new Error(`order ${label.orderId} has no shipping address`);
    }
    return this.spool.write(label);
  }
}

const service = new LabelRenderingService(new LabelSpool(SPOOL_DIR));

const worker = new Worker('shipping-labels', (job) => service.render(job.data), {
  connection: { host: process.env.REDIS_HOST, port: Number(process.env.REDIS_PORT || 6379) },
  concurrency: 4,
});

worker.on('completed', (job, file) => console.log(`label for job ${job.id} spooled as ${path.basename(file)}`));
worker.on('failed', (job, err) => console.error(`label job ${job && job.id} failed: ${err.message}`));
