// A pottery glaze sheet program of the h61 set (cwe-022-path).
'use strict';

const path = require('path');
const fs = require('fs/promises');
const { Kafka } = require('kafkajs');

const GLAZE_DIR = process.env.GLAZE_SHEET_DIR || '/srv/pottery/glaze-sheets';
const REQUEST_TOPIC = 'studio.glaze-sheet.requested';
const REPLY_TOPIC = 'studio.glaze-sheet.delivered';

class GlazeSheetRequest {
  constructor(payload) {
    this.studioId = String(payload.studioId || '');
    this.sheetName = String(payload.sheetName || '');
    this.requestedBy = String(payload.requestedBy || 'unknown');
  }

  static fromMessage(message) {
    return new GlazeSheetRequest(JSON.parse(message.value.toString('utf8')));
  }
}

class GlazeSheetValidator {
  validate(request) {
    if (!/^[0-9]{1,8}$/.test(request.studioId)) {
      return { ok: false, reason: 'studio id must be numeric' };
    }
    if (!request.sheetName.toLowerCase().endsWith('.pdf')) {
      return { ok: false, reason: 'only pdf glaze sheets are shared' };
    }
    return { ok: true };
  }
}

class GlazeSheetRepository {
  constructor(baseDir) {
    this.baseDir = baseDir;
  }

  async read(studioId, sheetName) {
    const fullPath = path.join(this.baseDir, studioId, sheetName);
    return fs.readFile(fullPath);
  }
}

class GlazeSheetService {
  constructor(repository, validator, producer) {
    this.repository = repository;
    this.validator = validator;
    this.producer = producer;
  }

  async handle(request) {
    const verdict = this.validator.validate(request);
    if (!verdict.ok) {
      return this.reply(request, { status: 'rejected', reason: verdict.reason });
    }
    const content = await this.repository.read(request.studioId, request.sheetName);
    return this.reply(request, {
      status: 'delivered',
      sheetName: request.sheetName,
      pdfBase64: content.toString('base64'),
    });
  }

  reply(request, body) {
    return this.producer.send({
      topic: REPLY_TOPIC,
      messages: [{ key: request.studioId, value: JSON.stringify({ ...body, to: request.requestedBy }) }],
    });
  }
}

async function main() {
  const kafka = new Kafka({
    clientId: 'glaze-sheet-desk',
    brokers: (process.env.KAFKA_BROKERS || 'localhost:9093').split(','),
    ssl: true,
  });
  const consumer = kafka.consumer({ groupId: 'glaze-sheet-desk' });
  const producer = kafka.producer();
  await Promise.all([consumer.connect(), producer.connect()]);

  const service = new GlazeSheetService(
    new GlazeSheetRepository(GLAZE_DIR),
    new GlazeSheetValidator(),
    producer,
  );

  await consumer.subscribe({ topic: REQUEST_TOPIC, fromBeginning: false });
  await consumer.run({
    eachMessage: async ({ message }) => {
      try {
        await service.handle(GlazeSheetRequest.fromMessage(message));
      } catch (err) {
        console.error('glaze sheet request failed:', err.message);
      }
    },
  });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
