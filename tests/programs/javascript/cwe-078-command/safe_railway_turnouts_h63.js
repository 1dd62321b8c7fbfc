// A railway turnouts program of the h63 set (cwe-078-command).
// Club layout server for the model railway society. Members' tablets connect
// over Socket.IO and throw turnouts; commands go to the DCC-EX command station
// through the `dccex-send` helper installed on the layout Raspberry Pi.
const { EventEmitter } = require('node:events');
const { execFile } = require('node:child_process');
const { Server } = require('socket.io');

const POSITIONS = new Set(['thrown', 'closed']);

class TurnoutRequest {
  constructor(payload, member) {
    this.turnoutId = Number(payload && payload.turnout);
    this.position = payload && payload.position;
    this.member = member;
  }
}

class TurnoutRequestValidator {
  isValid(request) {
    const id = request.turnoutId;
    return Number.isInteger(id) && id > 0 && id < 2048 && POSITIONS.has(request.position);
  }
}

class DccGateway {
  constructor(serialPort) {
    this.serialPort = serialPort;
  }

  send(frame) {
    return new Promise((resolve, reject) => {
      execFile('dccex-send', ['--port', this.serialPort, frame], { timeout: 3000 }, (err, stdout) => {
        if (err) return reject(err);
        resolve(stdout.trim());
      });
    });
  }
}

class SetTurnoutCommand {
  constructor(gateway, request) {
    this.gateway = gateway;
    this.request = request;
  }

  execute() {
    const state = this.request.position === 'thrown' ? 1 : 0;
    return this.gateway.send(`<T ${this.request.turnoutId} ${state}>`);
  }
}

const bus = new EventEmitter();
const gateway = new DccGateway(process.env.DCC_SERIAL_PORT || '/dev/ttyACM0');
const validator = new TurnoutRequestValidator();

bus.on('turnout.requested', async ({ request, reply }) => {
  try {
    const answer = await new SetTurnoutCommand(gateway, request).execute();
    reply({ ok: true, answer });
  } catch (err) {
    reply({ ok: false, error: 'command station did not answer' });
  }
});

const io = new Server(Number(process.env.PORT || 3030));

io.on('connection', (socket) => {
  const member = socket.handshake.auth && socket.handshake.auth.member;

  socket.on('turnout:set', (payload, ack) => {
    const reply = typeof ack === 'function' ? ack : () => {};
    const request = new TurnoutRequest(payload, member);
    if (!validator.isValid(request)) {
      reply({ ok: false, error: 'invalid turnout request' });
      return;
    }
    bus.emit('turnout.requested', { request, reply });
  });
});
