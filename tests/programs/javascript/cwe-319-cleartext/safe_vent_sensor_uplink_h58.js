// vent sensor uplink (h58 set)
'use strict';

const { request } = require('undici');
const { SerialPort } = require('serialport');
const { ReadlineParser } = require('@serialport/parser-readline');

const uplink = Object.freeze({
  endpoint: 'https://telemetry.ridgeline-mining.com/api/v2/readings',
  apiKey: process.env.UPLINK_API_KEY,
  site: process.env.MINE_SITE || 'ridgeline-north',
  serialPath: process.env.SENSOR_SERIAL || '/dev/ttyUSB0',
  flushEveryMs: 10000,
});

// each line from the underground logger: "<sensorId>,<ch4 %>,<co ppm>,<airflow m/s>"
const parseLine = (line) => {
  const [sensorId, ch4, co, airflow] = line.trim().split(',');
  const values = [ch4, co, airflow].map(Number);
  if (!sensorId || values.some(Number.isNaN)) return null;
  return { sensorId, ch4: values[0], co: values[1], airflow: values[2], at: Date.now() };
};

const alarms = [
  [(r) => r.ch4 >= 1.0, 'methane'],
  [(r) => r.co >= 30, 'carbon-monoxide'],
  [(r) => r.airflow < 0.3, 'low-airflow'],
];

const withAlarms = (r) => ({ ...r, alarms: alarms.filter(([hit]) => hit(r)).map(([, name]) => name) });

const pending = [];

const flush = async () => {
  if (pending.length === 0) return;
  const readings = pending.splice(0, pending.length);
  try {
    const { statusCode, body } = await request(uplink.endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': uplink.apiKey },
      body: JSON.stringify({ site: uplink.site, readings }),
    });
    await body.dump();
    if (statusCode >= 300) throw new Error(`uplink responded ${statusCode}`);
  } catch (err) {
    pending.unshift(...readings.slice(-1000));
    process.stderr.write(`uplink failed: ${err.message}\n`);
  }
};

const port = new SerialPort({ path: uplink.serialPath, baudRate: 9600 });
port
  .pipe(new ReadlineParser({ delimiter: '\n' }))
  .on('data', (line) => {
    const reading = parseLine(line);
    if (!reading) return;
    const enriched = withAlarms(reading);
    pending.push(enriched);
    if (enriched.alarms.length) flush();
  });

setInterval(flush, uplink.flushEveryMs);
