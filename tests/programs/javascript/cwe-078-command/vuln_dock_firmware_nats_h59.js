// Unseen set h59: dock firmware nats
'use strict';

// Bike-sharing operator: the fleet console publishes firmware roll-out orders
// on NATS. The depot agent flashes the selected docking station controllers
// with the vendor's flashing tool and reports progress back.

const { connect, JSONCodec } = require('nats');
const { spawn } = require('child_process');

const jc = JSONCodec();
const FLASH_TOOL = '/opt/dockctl/bin/dockflash';

const Channel = Object.freeze({ STABLE: 'stable', BETA: 'beta' });

class RolloutOrder {
  constructor(data) {
    this.orderId = String(data.orderId);
    this.dockSerial = String(data.dockSerial || '');
    this.version = String(data.version || '');
    this.channel = data.channel === Channel.BETA ? Channel.BETA : Channel.STABLE;
  }
}

class FlashToolClient {
  flash(serial, version, channel) {
    return new Promise((resolve, reject) => {
      const child = spawn(
        `${FLASH_TOOL} --serial ${serial} --image dock-${version}.bin --channel ${channel}`,
        { shell: true, stdio: ['ignore', 'pipe', 'pipe'] },
      );
      let log = '';
      child.stdout.on('data', (chunk) => { log += chunk; });
      child.stderr.on('data', (chunk) => { log += chunk; });
      child.on('error', reject);
      child.on('close', (code) => (code === 0 ? resolve(log) : reject(new Error(`exit ${code}: ${log}`))));
    });
  }
}

class FirmwareRolloutService {
  constructor(tool) {
    this.tool = tool;
  }

  async apply(order) {
    const started = Date.now();
    const log = await this.tool.flash(order.dockSerial, order.version, order.channel);
    return {
      orderId: order.orderId,
      dockSerial: order.dockSerial,
      version: order.version,
      durationMs: Date.now() - started,
      lines: log.split('\n').length,
    };
  }
}

async function main() {
  const nc = await connect({ servers: process.env.NATS_URL, tls: {} });
  const service = new FirmwareRolloutService(new FlashToolClient());
  const sub = nc.subscribe('fleet.firmware.rollout', { queue: 'depot-agents' });

  for await (const m of sub) {
    const order = new RolloutOrder(jc.decode(m.data));
    try {
      const report = await service.apply(order);
      nc.publish(`fleet.firmware.done.${order.orderId}`, jc.encode(report));
    } catch (err) {
      nc.publish(`fleet.firmware.failed.${order.orderId}`, jc.encode({ error: err.message }));
    }
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
