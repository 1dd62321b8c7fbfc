// Unseen set h59: station probe consumer
'use strict';

// Weather-station network: field technicians publish "probe station" requests
// on RabbitMQ; this worker checks reachability of the station's data logger
// and publishes the round-trip statistics back to the monitoring exchange.

const amqp = require('amqplib');
const { execFile } = require('child_process');
const { promisify } = require('util');

const execFileAsync = promisify(execFile);
const AMQP_URL = process.env.AMQP_URL;

class ProbeRequest {
  constructor({ stationId, loggerHost, count }) {
    this.stationId = String(stationId);
    this.loggerHost = String(loggerHost);
    this.count = Math.min(Math.max(Number.parseInt(count, 10) || 3, 1), 10);
  }
}

class PingRunner {
  async run(host, count) {
    if (!/^[A-Za-z0-9](?:[A-Za-z0-9.-]{0,251}[A-Za-z0-9])?$/.test(host)) {
      throw new Error(`invalid logger host: ${host}`);
    }
    const { stdout } = await execFileAsync('ping', ['-c', String(count), '-W', '2', host], { timeout: 30000 });
    return stdout;
  }
}

class StationDiagnosticsService {
  constructor(runner) {
    this.runner = runner;
  }

  async probe(request) {
    const output = await this.runner.run(request.loggerHost, request.count);
    const match = output.match(/= ([\d.]+)\/([\d.]+)\/([\d.]+)/);
    const loss = output.match(/(\d+(?:\.\d+)?)% packet loss/);
    return {
      stationId: request.stationId,
      host: request.loggerHost,
      packetLoss: loss ? Number(loss[1]) : 100,
      rttAvgMs: match ? Number(match[2]) : null,
      checkedAt: new Date().toISOString(),
    };
  }
}

async function start() {
  const connection = await amqp.connect(AMQP_URL);
  const channel = await connection.createChannel();
  await channel.assertQueue('stations.probe', { durable: true });
  await channel.assertExchange('stations.monitoring', 'topic', { durable: true });
  channel.prefetch(4);

  const service = new StationDiagnosticsService(new PingRunner());

  await channel.consume('stations.probe', async (msg) => {
    if (!msg) return;
    try {
      const request = new ProbeRequest(JSON.parse(msg.content.toString()));
      const result = await service.probe(request);
      channel.publish(
        'stations.monitoring',
        `probe.${result.stationId}`,
        Buffer.from(JSON.stringify(result)),
        { contentType: 'application/json' },
      );
      channel.ack(msg);
    } catch (err) {
      console.error(`probe failed: ${err.message}`);
      channel.nack(msg, false, false);
    }
  });
}

start().catch((err) => {
  console.error(err);
  process.exit(1);
});
