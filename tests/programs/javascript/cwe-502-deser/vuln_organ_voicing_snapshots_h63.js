// A organ voicing snapshots program of the h63 set (cwe-502-deser).
// Pipe organ workshop: voicers record the state of a rank (cut-up, toe
// opening, languid nicks per pipe) on tablets. The upload API queues each
// snapshot and this worker restores it into the voicing journal.
const { Worker } = require('bullmq');
const serialize = require('node-serialize');
const { Pool } = require('pg');

class VoicingJob {
  constructor(data) {
    this.organId = data.organId;
    this.rank = data.rank;
    this.voicer = data.voicer;
    this.snapshot = data.snapshot;
  }
}

class SnapshotCodec {
  decode(text) {
    return serialize.unserialize(text);
  }
}

class PipeStateNormalizer {
  normalize(state) {
    const pipes = Array.isArray(state && state.pipes) ? state.pipes : [];
    return pipes.slice(0, 61).map((pipe, index) => ({
      note: index,
      cutUpMm: Number(pipe.cutUpMm) || 0,
      toeMm: Number(pipe.toeMm) || 0,
      nicks: Number.isInteger(pipe.nicks) ? pipe.nicks : 0,
    }));
  }
}

class VoicingJournal {
  constructor(pool) {
    this.pool = pool;
  }

  async record(job, pipes) {
    await this.pool.query(
      'INSERT INTO voicing_journal (organ_id, rank_name, voicer, pipes, recorded_at) VALUES ($1, $2, $3, $4, now())',
      [job.organId, job.rank, job.voicer, JSON.stringify(pipes)],
    );
  }
}

class SnapshotRestoreService {
  constructor(codec, normalizer, journal) {
    this.codec = codec;
    this.normalizer = normalizer;
    this.journal = journal;
  }

  async restore(job) {
    if (typeof job.snapshot !== 'string' || job.snapshot.length > 256 * 1024) {
      throw new Error('snapshot missing or too large');
    }
    const state = this.codec.decode(job.snapshot);
    const pipes = this.normalizer.normalize(state);
    await this.journal.record(job, pipes);
    return { organId: job.organId, rank: job.rank, pipes: pipes.length };
  }
}

const pool = new Pool({ connectionString: process.env.DATABASE_URL });
const service = new SnapshotRestoreService(new SnapshotCodec(), new PipeStateNormalizer(), new VoicingJournal(pool));

const worker = new Worker(
  'voicing-snapshots',
  async (job) => service.restore(new VoicingJob(job.data)),
  { connection: { host: process.env.REDIS_HOST, port: Number(process.env.REDIS_PORT || 6379) } },
);

worker.on('completed', (job, result) => {
  console.log(`restored ${result.pipes} pipes of ${result.rank} for organ ${result.organId}`);
});
worker.on('failed', (job, err) => {
  console.error(`snapshot job ${job && job.id} failed: ${err.message}`);
});
