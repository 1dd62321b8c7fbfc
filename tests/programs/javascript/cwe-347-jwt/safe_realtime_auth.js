// Socket.IO server setup that authenticates chat clients with an identity-provider token
import { createServer } from 'node:http';
import { Server } from 'socket.io';
import { createRemoteJWKSet, jwtVerify } from 'jose';

const ISSUER = 'https://id.example.com/';
const AUDIENCE = 'chat-service';
const JWKS = createRemoteJWKSet(new URL(`${ISSUER}.well-known/jwks.json`));

const httpServer = createServer();
const io = new Server(httpServer, { cors: { origin: 'https://chat.example.com' } });

async function identify(token) {
  const { payload } = await jwtVerify(token, JWKS, {
    issuer: ISSUER,
    audience: AUDIENCE,
    algorithms: ['RS256', 'ES256'],
  });
  return { userId: payload.sub, name: payload.name, rooms: payload.rooms || [] };
}

io.use(async (socket, next) => {
  const token = socket.handshake.auth && socket.handshake.auth.token;
  if (!token) return next(new Error('unauthorized'));
  try {
    socket.data.user = await identify(token);
    next();
  } catch (err) {
    next(new Error('unauthorized'));
  }
});

io.on('connection', (socket) => {
  for (const room of socket.data.user.rooms) socket.join(room);
  socket.on('message', (msg) => {
    if (!socket.rooms.has(msg.room)) return;
    io.to(msg.room).emit('message', { from: socket.data.user.name, text: String(msg.text).slice(0, 2000) });
  });
});

httpServer.listen(Number(process.env.PORT) || 3001);
