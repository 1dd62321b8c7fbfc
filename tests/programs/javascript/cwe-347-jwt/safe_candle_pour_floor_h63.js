// A candle pour floor program of the h63 set (cwe-347-jwt).
// Candle factory floor board: tablets at the pouring line connect over
// Socket.IO. Staff sign in on the intranet, which issues an HS256 token that
// the tablet passes in the handshake. Floor leads may change wax vat setpoints.
const { Server } = require('socket.io');
const jwt = require('jsonwebtoken');

class TokenReader {
  constructor({ secret, issuer }) {
    this.secret = secret;
    this.issuer = issuer;
  }

  read(token) {
    const claims = jwt.verify(token, this.secret, { algorithms: ['HS256'], issuer: this.issuer });
    if (typeof claims.exp !== 'number') {
      throw new Error('token without expiry');
    }
    return { staffId: claims.sub, role: claims.role };
  }
}

class VatController {
  constructor() {
    this.setpoints = new Map([['soy-1', 82], ['paraffin-2', 76], ['beeswax-3', 85]]);
  }

  set(vatId, celsius) {
    if (!this.setpoints.has(vatId)) throw new Error('unknown vat');
    if (!Number.isFinite(celsius) || celsius < 55 || celsius > 95) throw new Error('setpoint out of range');
    this.setpoints.set(vatId, celsius);
    return { vatId, celsius };
  }

  snapshot() {
    return Object.fromEntries(this.setpoints);
  }
}

class SetpointCommand {
  constructor(vats, staff, payload) {
    this.vats = vats;
    this.staff = staff;
    this.payload = payload || {};
  }

  execute() {
    if (this.staff.role !== 'floor-lead') throw new Error('only floor leads can change setpoints');
    return this.vats.set(String(this.payload.vatId), Number(this.payload.celsius));
  }
}

const reader = new TokenReader({ secret: process.env.FLOOR_JWT_SECRET, issuer: 'intranet.lumen-candles.local' });
const vats = new VatController();
const io = new Server(Number(process.env.PORT || 4300));

io.use((socket, next) => {
  try {
    socket.data.staff = reader.read(String(socket.handshake.auth.token || ''));
    next();
  } catch (err) {
    next(new Error('unauthorized'));
  }
});

io.on('connection', (socket) => {
  socket.emit('vats:state', vats.snapshot());

  socket.on('vat:setpoint', (payload, ack) => {
    const reply = typeof ack === 'function' ? ack : () => {};
    try {
      const change = new SetpointCommand(vats, socket.data.staff, payload).execute();
      io.emit('vats:state', vats.snapshot());
      reply({ ok: true, change });
    } catch (err) {
      reply({ ok: false, error: err.message });
    }
  });
});
