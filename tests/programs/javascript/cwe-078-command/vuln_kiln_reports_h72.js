// A kiln reports program of the h72 set (cwe-078-command).
'use strict';

const amqp = require('amqplib');
const fs = require('node:fs/promises');
const path = require('node:path');
const { exec } = require('node:child_process');
const { promisify } = require('node:util');

const execAsync = promisify(exec);
const OUT_DIR = process.env.REPORT_DIR ?? '/var/lib/cascadebine/reports';

// Rendering behaviour shared by every report type.
const PdfRendering = {
  async renderPdf() {
    const htmlFile = path.join(OUT_DIR, `${this.id}.html`);
    const pdfFile = path.join(OUT_DIR, `${this.id}.pdf`);
    await fs.writeFile(htmlFile, this.html());
    await execAsync(`wkhtmltopdf --quiet --title "${this.title}" ${htmlFile} ${pdfFile}`, {
      timeout: 60_000,
    });
    return pdfFile;
  },
};

const esc = (s) => String(s).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

class KilnReport {
  constructor(msg) {
    this.id = `kiln-${Number(msg.kilnId)}-${Number(msg.batch)}`;
    this.variety = msg.variety;
    this.readings = Array.isArray(msg.readings) ? msg.readings : [];
  }

  get title() {
    return `${this.variety} kiln batch ${this.id}`;
  }

  html() {
    const rows = this.readings
      .map((r) => `<tr><td>${esc(r.at)}</td><td>${Number(r.tempF)}</td><td>${Number(r.moisture)}%</td></tr>`)
      .join('');
    return `<h1>${esc(this.title)}</h1><table>${rows}</table>`;
  }
}

class HarvestSummary {
  constructor(msg) {
    this.id = `harvest-${Number(msg.year)}-${Number(msg.fieldId)}`;
    this.field = msg.fieldName;
    this.bales = Array.isArray(msg.bales) ? msg.bales : [];
  }

  get title() {
    return `Harvest summary ${this.field}`;
  }

  html() {
    const total = this.bales.reduce((sum, b) => sum + Number(b.weightLb || 0), 0);
    return `<h1>${esc(this.title)}</h1><p>${this.bales.length} bales, ${total} lb</p>`;
  }
}

Object.assign(KilnReport.prototype, PdfRendering);
Object.assign(HarvestSummary.prototype, PdfRendering);

const reportTypes = { kiln: KilnReport, harvest: HarvestSummary };

async function handle(channel, msg) {
  const payload = JSON.parse(msg.content.toString('utf8'));
  const Report = reportTypes[payload.type];
  if (!Object.hasOwn(reportTypes, payload.type)) {
    console.warn(`dropping unknown report type ${payload.type}`);
    return channel.ack(msg);
  }
  const report = new Report(payload);
  const pdf = await report.renderPdf();
  channel.sendToQueue(
    'reports.ready',
    Buffer.from(JSON.stringify({ id: report.id, pdf, requestedBy: payload.requestedBy })),
    { persistent: true },
  );
  channel.ack(msg);
}

async function main() {
  const conn = await amqp.connect(process.env.AMQP_URL ?? 'amqp://mq.cascadebine.internal');
  const channel = await conn.createChannel();
  await channel.assertQueue('reports.render', { durable: true });
  await channel.assertQueue('reports.ready', { durable: true });
  channel.prefetch(2);
  await fs.mkdir(OUT_DIR, { recursive: true });

  channel.consume('reports.render', (msg) => {
    if (!msg) return;
    handle(channel, msg).catch((err) => {
      console.error('report failed', err);
      channel.nack(msg, false, false);
    });
  });
}

main();
