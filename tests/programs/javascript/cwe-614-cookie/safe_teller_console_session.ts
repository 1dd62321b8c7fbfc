// Session setup for the bank branch teller console served behind the corporate load balancer
import express from 'express';
import session from 'express-session';
import RedisStore from 'connect-redis';
import { createClient } from 'redis';
import { tellerRoutes } from './teller-routes';

const redisClient = createClient({ url: process.env.REDIS_URL });
redisClient.connect().catch((err) => console.error('redis connection failed', err));

const SESSION_SECRET = process.env.TELLER_SESSION_SECRET;
if (!SESSION_SECRET) {
  throw new Error('TELLER_SESSION_SECRET must be set');
}

const SESSION_COOKIE: session.CookieOptions = {
  httpOnly: true,
  secure: true,
  sameSite: 'strict',
  maxAge: 15 * 60 * 1000,
};

export function createTellerApp() {
  const app = express();
  app.set('trust proxy', 1);
  app.disable('x-powered-by');
  app.use(express.json({ limit: '100kb' }));
  app.use(
    session({
      name: 'teller.sid',
      store: new RedisStore({ client: redisClient, prefix: 'teller:' }),
      secret: SESSION_SECRET as string,
      resave: false,
      saveUninitialized: false,
      rolling: true,
      cookie: SESSION_COOKIE,
    }),
  );
  app.use('/teller', tellerRoutes);
  return app;
}
