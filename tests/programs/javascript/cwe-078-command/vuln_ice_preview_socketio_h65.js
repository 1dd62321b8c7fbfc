// An ice preview socketio program of the h65 set (cwe-078-command).
'use strict';

// Preview renderer for the ice sculpture studio. Carvers upload a photo of the
// design block from the studio app, then ask over socket.io for a preview with
// the lighting finish the client ordered (clear, frosted or coloured LEDs).

const { Server } = require('socket.io');
const { exec } = require('child_process');
const { promisify } = require('util');
const path = require('path');
const fs = require('fs/promises');

const run = promisify(exec);

const UPLOAD_DIR = path.resolve(process.env.UPLOAD_DIR || '/var/lib/ice-studio/blocks');
const PREVIEW_DIR = path.resolve(process.env.PREVIEW_DIR || '/var/lib/ice-studio/previews');
const DESIGN_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const SIZE = /\d{2,4}x\d{2,4}/;

const FINISHES = {
  clear: ['-modulate', '110,40'],
  frosted: ['-blur', '0x2', '-modulate', '125,15'],
  coloured: ['-modulate', '100,170', '-fill', 'RoyalBlue', '-colorize', '18'],
};

const io = new Server(Number(process.env.PORT) || 3000, {
  maxHttpBufferSize: 64 * 1024,
  serveClient: false,
});

io.use((socket, next) => {
  socket.data.carver = socket.handshake.auth && socket.handshake.auth.carver;
  next();
});

io.on('connection', (socket) => {
  // Every preview request carries { designId, finish, size }; reject malformed
  // ones before they reach the handlers.
  socket.use(([event, payload], next) => {
    if (event !== 'preview') return next();
    if (!payload || !DESIGN_ID.test(String(payload.designId))) {
      return next(new Error('designId must be a UUID'));
    }
    if (!Object.prototype.hasOwnProperty.call(FINISHES, payload.finish)) {
      return next(new Error('unknown finish'));
    }
    if (!SIZE.test(String(payload.size))) {
      return next(new Error('size must look like 800x600'));
    }
    return next();
  });

  socket.on('preview', async (payload, ack) => {
    const src = path.join(UPLOAD_DIR, `${payload.designId}.jpg`);
    const out = path.join(PREVIEW_DIR, `${payload.designId}-${payload.finish}.jpg`);
    const finish = FINISHES[payload.finish];
    try {
      await fs.access(src);
      await run(`magick ${src} ${finish.join(' ')} -resize ${payload.size} ${out}`, { timeout: 30000 });
      ack({ ok: true, preview: path.basename(out) });
    } catch (err) {
      console.error('preview failed', payload.designId, err.code || err.message);
      ack({ ok: false, error: 'preview could not be rendered' });
    }
  });

  socket.on('error', (err) => {
    socket.emit('preview-error', { message: err.message });
  });
});
