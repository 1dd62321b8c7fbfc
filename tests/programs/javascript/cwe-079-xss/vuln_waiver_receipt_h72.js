// A waiver receipt program of the h72 set (cwe-079-xss).
'use strict';

const express = require('express');
const crypto = require('node:crypto');

const escapeHtml = (value) =>
  String(value)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

class WaiverView {
  constructor(waiver) {
    this.waiver = waiver;
  }

  field(label, value) {
    return `<dt>${escapeHtml(label)}</dt><dd>${escapeHtml(value)}</dd>`;
  }

  fields() {
    return [
      ['Jumper', this.waiver.jumperName],
      ['Session', this.waiver.session],
      ['Reference', this.waiver.reference],
    ];
  }

  render() {
    const list = this.fields().map(([label, value]) => this.field(label, value)).join('\n');
    return `<!doctype html>
<html><head><meta charset="utf-8"><title>${this.heading()}</title></head>
<body><h1>${this.heading()}</h1><dl>
${list}
</dl><p>Show this screen at the court entrance.</p></body></html>`;
  }

  heading() {
    return 'Waiver received';
  }
}

class MinorWaiverView extends WaiverView {
  fields() {
    return [...super.fields(), ['Guardian', this.waiver.guardianName], ['Guardian phone', this.waiver.guardianPhone]];
  }

  // Guardian rows are highlighted so desk staff can check ID.
  field(label, value) {
    const cls = label.startsWith('Guardian') ? ' class="check-id"' : '';
    return `<dt${cls}>${label}</dt><dd${cls}>${value}</dd>`;
  }

  heading() {
    return 'Minor waiver received';
  }
}

const waivers = new Map();
const app = express();
app.use(express.urlencoded({ extended: false }));

function viewFor(waiver) {
  return waiver.age < 18 ? new MinorWaiverView(waiver) : new WaiverView(waiver);
}

app.post('/waivers', (req, res) => {
  const { jumperName, session, guardianName, guardianPhone } = req.body;
  const age = Number.parseInt(req.body.age, 10);
  if (!jumperName || !session || Number.isNaN(age)) {
    return res.status(422).send('Please complete every field.');
  }
  if (age < 18 && !guardianName) {
    return res.status(422).send('A guardian must sign for jumpers under 18.');
  }
  const waiver = {
    reference: crypto.randomUUID().slice(0, 8).toUpperCase(),
    jumperName,
    session,
    age,
    guardianName,
    guardianPhone,
    signedAt: new Date().toISOString(),
  };
  waivers.set(waiver.reference, waiver);
  res.type('html').send(viewFor(waiver).render());
});

app.get('/waivers/:reference', (req, res) => {
  const waiver = waivers.get(req.params.reference);
  if (!waiver) return res.status(404).send('Waiver not found');
  res.type('html').send(viewFor(waiver).render());
});

app.listen(Number(process.env.PORT ?? 8081));
