// A piano pitch analysis program of the h62 set (cwe-078-command).
'use strict';

const path = require('path');
const util = require('util');
const { exec } = require('child_process');
const Hapi = require('@hapi/hapi');
const Joi = require('joi');

const run = util.promisify(exec);
const RECORDINGS_DIR = process.env.TUNING_RECORDINGS_DIR || '/var/lib/pianotune/recordings';

// Guard: the analysis window is a number of seconds, e.g. "4" or "2.5".
const isSeconds = (value) => /^\d{1,3}(\.\d{1,2})?$/.test(value);

const parseWindow = (query) => {
  const { start = '0', length = '4' } = query;
  if (!isSeconds(start) || !isSeconds(length)) {
    return { error: 'start and length must be seconds' };
  }
  return { value: { start, length } };
};

const recordingPath = (visitId) => path.join(RECORDINGS_DIR, `visit-${visitId}.wav`);

// sox prints its statistics on stderr; pull out the fields the technician cares about.
const parseStat = (text) =>
  text
    .split('\n')
    .map((line) => line.split(':').map((part) => part.trim()))
    .filter(([key, value]) => key && value)
    .reduce((acc, [key, value]) => ({ ...acc, [key]: value }), {});

const analyse = ({ visitId, start, length }) =>
  run(`sox ${recordingPath(visitId)} -n trim ${start} ${length} stat`, { timeout: 15000 })
    .then(({ stderr }) => parseStat(stderr))
    .then((stat) => ({
      visitId,
      window: { start: Number(start), length: Number(length) },
      roughFrequencyHz: Number(stat['Rough   frequency'] || stat['Rough frequency'] || 0),
      rmsAmplitude: Number(stat['RMS     amplitude'] || stat['RMS amplitude'] || 0),
    }));

const init = async () => {
  const server = Hapi.server({ port: Number(process.env.PORT) || 3002, host: '0.0.0.0' });

  server.route({
    method: 'GET',
    path: '/visits/{visitId}/pitch',
    options: {
      validate: {
        params: Joi.object({ visitId: Joi.number().integer().positive().required() }),
      },
    },
    handler: async (request, h) => {
      const window = parseWindow(request.query);
      if (window.error) {
        return h.response({ error: window.error }).code(400);
      }
      const report = await analyse({ visitId: request.params.visitId, ...window.value });
      return h.response(report).code(200);
    },
  });

  await server.start();
  console.log('pitch analysis listening on %s', server.info.uri);
};

process.on('unhandledRejection', (err) => {
  console.error(err);
  process.exit(1);
});

init();
