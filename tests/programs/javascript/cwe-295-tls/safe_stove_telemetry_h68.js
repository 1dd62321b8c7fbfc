// A stove telemetry program of the h68 set (cwe-295-tls).
// sauna builders: relays commissioning readings from newly installed stoves to the manufacturer's gateway
import Koa from 'koa';
import Router from '@koa/router';
import { bodyParser } from '@koa/bodyparser';
import tls from 'node:tls';
import { once } from 'node:events';

const GATEWAY = {
  host: process.env.TELEMETRY_HOST ?? 'gw.kiuastek-telemetry.fi',
  port: Number(process.env.TELEMETRY_PORT ?? 8883),
};

class GatewayLink {
  #socket = null;
  #connecting = null;

  async #open() {
    const socket = tls.connect({
      host: GATEWAY.host,
      port: GATEWAY.port,
      servername: GATEWAY.host,
      minVersion: 'TLSv1.2',
      // the gateway cluster presents per-node certificates issued by the vendor CA
      ca: process.env.TELEMETRY_CA_PEM ?? undefined,
    });
    await once(socket, 'secureConnect');
    socket.setKeepAlive(true, 30_000);
    socket.on('close', () => {
      this.#socket = null;
    });
    socket.on('error', (err) => console.error('[gateway]', err.message));
    return socket;
  }

  async send(record) {
    this.#socket ??= await (this.#connecting ??= this.#open().finally(() => {
      this.#connecting = null;
    }));
    const line = `${JSON.stringify(record)}\n`;
    if (!this.#socket.write(line)) await once(this.#socket, 'drain');
  }
}

const link = new GatewayLink();
const router = new Router();

router.post('/installations/:serial/readings', async (ctx) => {
  const { serial } = ctx.params;
  const { installer = {}, readings = [] } = ctx.request.body ?? {};
  if (!Array.isArray(readings) || readings.length === 0) ctx.throw(400, 'no readings');

  const peak = readings.map(({ stoneTempC = 0 }) => stoneTempC).reduce((a, b) => Math.max(a, b), 0);
  const record = {
    serial,
    installerId: installer.id ?? null,
    company: installer.company ?? null,
    commissionedAt: new Date().toISOString(),
    peakStoneTempC: peak,
    readings: readings.map(({ t, stoneTempC, roomTempC, humidityPct }) => ({ t, stoneTempC, roomTempC, humidityPct })),
  };

  const results = await Promise.allSettled([link.send(record)]);
  const failed = results.find((r) => r.status === 'rejected');
  if (failed) {
    console.error(`relay failed for ${serial}:`, failed.reason?.message);
    ctx.throw(502, 'manufacturer gateway unavailable');
  }
  ctx.status = 202;
  ctx.body = { serial, forwarded: readings.length, peakStoneTempC: peak };
});

const app = new Koa();
app.use(bodyParser({ jsonLimit: '256kb' }));
app.use(router.routes()).use(router.allowedMethods());
app.listen(Number(process.env.PORT ?? 4600));
