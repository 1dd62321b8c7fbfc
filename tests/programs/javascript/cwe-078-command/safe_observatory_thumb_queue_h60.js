// A observatory thumb queue program of the h60 set (cwe-078-command).
'use strict';

const path = require('path');
const crypto = require('crypto');
const { EventEmitter } = require('events');
const { execFile } = require('child_process');
const Hapi = require('@hapi/hapi');
const Joi = require('joi');

// Raw telescope frames (FITS) are turned into annotated PNG previews for the
// public planetarium screen. Rendering is slow, so it runs in a small pool.
const FRAMES = path.resolve(process.env.FRAME_DIR || '/data/observatory/frames');
const THUMBS = path.resolve(process.env.THUMB_DIR || '/data/observatory/thumbs');

const renderPreview = (job) =>
  new Promise((resolve, reject) => {
    const src = path.join(FRAMES, `${job.frameId}.fits`);
    const dst = path.join(THUMBS, `${job.frameId}.png`);
    const caption = `${job.target} ${job.capturedAt}`;
    const args = [src, '-resize', '512x512', '-fill', 'white', '-annotate', '+12+24', caption, dst];
    execFile('convert', args, { timeout: 60000 }, (err) => (err ? reject(err) : resolve(dst)));
  });

class RenderPool extends EventEmitter {
  constructor(concurrency, worker) {
    super();
    this.concurrency = concurrency;
    this.worker = worker;
    this.pending = [];
    this.active = 0;
  }

  submit(job) {
    this.pending.push(job);
    setImmediate(() => this.drain());
    return job.id;
  }

  drain() {
    while (this.active < this.concurrency && this.pending.length > 0) {
      const job = this.pending.shift();
      this.active += 1;
      this.worker(job)
        .then((out) => this.emit('done', job, out))
        .catch((err) => this.emit('failed', job, err))
        .finally(() => {
          this.active -= 1;
          this.drain();
        });
    }
  }
}

const status = new Map();
const pool = new RenderPool(Number(process.env.RENDER_WORKERS || 2), renderPreview);
pool.on('done', (job, out) => status.set(job.id, { state: 'done', preview: path.basename(out) }));
pool.on('failed', (job) => status.set(job.id, { state: 'failed' }));

const previewRequest = Joi.object({
  frameId: Joi.string().pattern(/^[0-9]{8}-[0-9]{4}$/).required(),
  target: Joi.string().pattern(/^[A-Za-z0-9][A-Za-z0-9 +.-]{0,63}$/).required(),
  capturedAt: Joi.date().iso().required(),
});

const init = async () => {
  const server = Hapi.server({ port: Number(process.env.PORT || 8080), host: 'localhost' });

  server.route({
    method: 'POST',
    path: '/previews',
    options: { validate: { payload: previewRequest } },
    handler: (request, h) => {
      const { frameId, target, capturedAt } = request.payload;
      const id = crypto.randomUUID();
      status.set(id, { state: 'queued' });
      pool.submit({ id, frameId, target, capturedAt: capturedAt.toISOString() });
      return h.response({ id }).code(202);
    },
  });

  server.route({
    method: 'GET',
    path: '/previews/{id}',
    handler: (request, h) => status.get(request.params.id) || h.response({ error: 'unknown job' }).code(404),
  });

  await server.start();
};

init();
