// Unseen set h59: dailies archiver
'use strict';

// Film production: consumes "clip-uploaded" events from Kafka and stores the
// camera dailies on the editorial NAS, grouped by production and shooting day.

const { Kafka } = require('kafkajs');
const fs = require('fs');
const path = require('path');
const { pipeline } = require('stream/promises');
const { S3Client, GetObjectCommand } = require('@aws-sdk/client-s3');

const NAS_ROOT = process.env.DAILIES_ROOT || '/mnt/editorial/dailies';

class ClipEvent {
  constructor(payload) {
    this.production = String(payload.production || '').toUpperCase();
    this.shootDay = Number.parseInt(payload.shootDay, 10);
    this.clipName = String(payload.clipName || '');
    this.bucket = String(payload.bucket || '');
    this.objectKey = String(payload.objectKey || '');
  }
}

class DailiesVault {
  constructor(rootDir) {
    this.rootDir = rootDir;
  }

  openForWrite(production, shootDay, clipName) {
    const dayDir = path.join(this.rootDir, production, `day-${String(shootDay).padStart(3, '0')}`);
    fs.mkdirSync(dayDir, { recursive: true });
    const fileName = path.basename(clipName);
    if (!/^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/.test(fileName) || fileName !== clipName) {
      throw new Error(`invalid clip name: ${clipName}`);
    }
    const target = path.join(dayDir, fileName);
    return fs.createWriteStream(target, { flags: 'w' });
  }
}

class DailiesArchiveService {
  constructor(s3, vault) {
    this.s3 = s3;
    this.vault = vault;
  }

  async archive(clip) {
    if (!/^[A-Z0-9]{3,12}$/.test(clip.production) || !Number.isInteger(clip.shootDay)) {
      throw new Error('malformed clip event');
    }
    const object = await this.s3.send(new GetObjectCommand({ Bucket: clip.bucket, Key: clip.objectKey }));
    const out = this.vault.openForWrite(clip.production, clip.shootDay, clip.clipName);
    await pipeline(object.Body, out);
    return out.path;
  }
}

async function main() {
  const kafka = new Kafka({
    clientId: 'dailies-archiver',
    brokers: (process.env.KAFKA_BROKERS || 'localhost:9093').split(','),
    ssl: true,
  });
  const consumer = kafka.consumer({ groupId: 'dailies-archiver' });
  const service = new DailiesArchiveService(new S3Client({}), new DailiesVault(NAS_ROOT));

  await consumer.connect();
  await consumer.subscribe({ topic: 'production.clip-uploaded', fromBeginning: false });
  await consumer.run({
    eachMessage: async ({ message }) => {
      const clip = new ClipEvent(JSON.parse(message.value.toString('utf8')));
      try {
        const stored = await service.archive(clip);
        console.log(`archived ${clip.production} day ${clip.shootDay} -> ${stored}`);
      } catch (err) {
        console.error(`could not archive clip for ${clip.production}: ${err.message}`);
      }
    },
  });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
