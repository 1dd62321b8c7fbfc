// A chimney inspection yaml program of the h61 set (cwe-502-deser).
'use strict';

const functions = require('@google-cloud/functions-framework');
const { Storage } = require('@google-cloud/storage');
const { Firestore } = require('@google-cloud/firestore');
const yaml = require('js-yaml');

const storage = new Storage();
const firestore = new Firestore();

// Sweeps fill in the inspection form on a tablet; the app uploads it as YAML to the reports bucket.
class ReportReader {
  constructor(storageClient) {
    this.storage = storageClient;
  }

  async read(bucket, name) {
    const [buf] = await this.storage.bucket(bucket).file(name).download();
    return buf.toString('utf8');
  }
}

class InspectionReportParser {
  parse(text) {
    const doc = yaml.load(text, { schema: yaml.DEFAULT_FULL_SCHEMA });
    if (!doc || typeof doc !== 'object') {
      throw new Error('report is empty');
    }
    return doc;
  }
}

class InspectionReport {
  constructor(doc) {
    this.propertyRef = String(doc.property_ref || '');
    this.sweep = String(doc.sweep || '');
    this.flues = Array.isArray(doc.flues) ? doc.flues : [];
    this.visitedOn = String(doc.visited_on || '');
  }

  problems() {
    const list = [];
    if (!/^PR-[0-9]{6}$/.test(this.propertyRef)) list.push('property reference missing');
    if (!/^\d{4}-\d{2}-\d{2}$/.test(this.visitedOn)) list.push('visit date missing');
    if (this.flues.length === 0) list.push('no flues recorded');
    return list;
  }

  certificateNeeded() {
    return this.flues.some((f) => f && f.condition === 'defective');
  }
}

class InspectionIngestService {
  constructor(reader, parser, db) {
    this.reader = reader;
    this.parser = parser;
    this.db = db;
  }

  async ingest(bucket, name) {
    const report = new InspectionReport(this.parser.parse(await this.reader.read(bucket, name)));
    const problems = report.problems();
    if (problems.length) {
      await this.db.collection('report_errors').add({ object: name, problems });
      return;
    }
    await this.db.collection('inspections').doc(`${report.propertyRef}_${report.visitedOn}`).set({
      sweep: report.sweep,
      flues: report.flues.map((f) => ({ location: String(f.location), condition: String(f.condition) })),
      warningNotice: report.certificateNeeded(),
    });
  }
}

const service = new InspectionIngestService(new ReportReader(storage), new InspectionReportParser(), firestore);

functions.cloudEvent('ingestInspectionReport', async (cloudEvent) => {
  const { bucket, name } = cloudEvent.data;
  if (!name.startsWith('inspections/') || !name.endsWith('.yaml')) {
    return;
  }
  await service.ingest(bucket, name);
});
