// A sail loft plot sync program of the h63 set (cwe-798-credentials).
// Sail loft: when a sail design is approved, the design office queues a job
// and this worker publishes the cutting plot (HPGL) to the plotter bucket
// that the loft's cutting table pulls from.
const { Worker } = require('bullmq');
const { S3Client, PutObjectCommand } = require('@aws-sdk/client-s3');

const PLOT_BUCKET = process.env.PLOT_BUCKET || 'loft-cutting-plots';

class PlotJob {
  constructor(data) {
    this.sailId = String(data.sailId);
    this.cloth = String(data.cloth);
    this.hpgl = String(data.hpgl);
    this.panels = Number(data.panels);
  }

  objectKey() {
    return `plots/${this.cloth}/${this.sailId}.hpgl`;
  }
}

class PlotJobValidator {
  validate(job) {
    if (!/^S\d{5}$/.test(job.sailId)) return 'sail id must look like S01234';
    if (!/^[a-z0-9-]{3,30}$/.test(job.cloth)) return 'cloth code invalid';
    if (!job.hpgl.startsWith('IN;') || job.hpgl.length > 4 * 1024 * 1024) return 'not an HPGL plot';
    if (!Number.isInteger(job.panels) || job.panels < 1) return 'panel count missing';
    return null;
  }
}

class PlotStore {
  constructor(client, bucket) {
    this.client = client;
    this.bucket = bucket;
  }

  async publish(job) {
    await this.client.send(new PutObjectCommand({
      Bucket: this.bucket,
      Key: job.objectKey(),
      Body: job.hpgl,
      ContentType: 'application/vnd.hp-hpgl',
      Metadata: { panels: String(job.panels) },
    }));
    return `s3://${this.bucket}/${job.objectKey()}`;
  }
}

class PlotPublisher {
  constructor(validator, store) {
    this.validator = validator;
    this.store = store;
  }

  async handle(data) {
    const job = new PlotJob(data);
    const problem = this.validator.validate(job);
    if (problem) throw new Error(problem);
    return this.store.publish(job);
  }
}

// credentials come from the default provider chain (instance role on the loft server)
const s3 = new S3Client({
  region: process.env.AWS_REGION || 'eu-west-1',
});

const publisher = new PlotPublisher(new PlotJobValidator(), new PlotStore(s3, PLOT_BUCKET));

const worker = new Worker('cutting-plots', (job) => publisher.handle(job.data), {
  connection: { host: process.env.REDIS_HOST, port: Number(process.env.REDIS_PORT || 6379) },
});

worker.on('completed', (job, location) => console.log(`plot for job ${job.id} published to ${location}`));
worker.on('failed', (job, err) => console.error(`plot job ${job && job.id} failed: ${err.message}`));
