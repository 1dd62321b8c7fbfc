// Unseen set h59: polling queue board
'use strict';

// Elections office: voters report queue lengths at polling stations from their
// phones; a public board shows the latest reports per station.
// Google Cloud Functions (functions-framework) + Firestore + Handlebars.

const functions = require('@google-cloud/functions-framework');
const { Firestore, FieldValue } = require('@google-cloud/firestore');
const Handlebars = require('handlebars');

const boardTemplate = Handlebars.compile(`<!doctype html>
<html><head><meta charset="utf-8"><title>Queue board – {{stationName}}</title></head>
<body>
  <h1>{{stationName}}</h1>
  <ul class="reports">
  {{#each reports}}
    <li><strong>{{waitMinutes}} min</strong> – {{comment}} <time>{{reportedAt}}</time></li>
  {{else}}
    <li>No reports yet.</li>
  {{/each}}
  </ul>
</body></html>`);

class QueueReportStore {
  constructor(db) {
    this.db = db;
  }

  add(stationId, report) {
    return this.db.collection('stations').doc(stationId).collection('queueReports').add({
      ...report,
      reportedAt: FieldValue.serverTimestamp(),
    });
  }

  async latest(stationId, limit) {
    const station = await this.db.collection('stations').doc(stationId).get();
    const snap = await station.ref.collection('queueReports').orderBy('reportedAt', 'desc').limit(limit).get();
    return {
      stationName: station.exists ? station.get('name') : stationId,
      reports: snap.docs.map((d) => ({
        waitMinutes: d.get('waitMinutes'),
        comment: d.get('comment'),
        reportedAt: d.get('reportedAt') ? d.get('reportedAt').toDate().toISOString() : '',
      })),
    };
  }
}

class QueueBoardService {
  constructor(store) {
    this.store = store;
  }

  submit(stationId, body) {
    const waitMinutes = Math.max(0, Math.min(600, Number.parseInt(body.waitMinutes, 10) || 0));
    const comment = String(body.comment || '').slice(0, 280);
    return this.store.add(stationId, { waitMinutes, comment });
  }

  board(stationId) {
    return this.store.latest(stationId, 20);
  }
}

const service = new QueueBoardService(new QueueReportStore(new Firestore()));

functions.http('queueBoard', async (req, res) => {
  const stationId = String(req.query.station || '');
  if (!/^PS-\d{3,6}$/.test(stationId)) {
    res.status(400).send('Unknown polling station');
    return;
  }
  if (req.method === 'POST') {
    await service.submit(stationId, req.body || {});
    res.status(202).json({ accepted: true });
    return;
  }
  const view = await service.board(stationId);
  res.set('Content-Type', 'text/html; charset=utf-8');
  res.status(200).send(boardTemplate(view));
});
