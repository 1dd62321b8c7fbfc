// A dance school timetable program of the h61 set (cwe-942-cors).
import express from 'express';
import cors from 'cors';
import cookieParser from 'cookie-parser';
import Redis from 'ioredis';
import pg from 'pg';
import { ApolloServer } from '@apollo/server';
import { expressMiddleware } from '@apollo/server/express4';

const redis = new Redis(process.env.REDIS_URL);
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL });

const typeDefs = `#graphql
  type Lesson { id: ID!, style: String!, level: String!, startsAt: String!, studio: String! }
  type Query { myTimetable: [Lesson!]! }
  type Mutation { dropLesson(lessonId: ID!): Boolean! }
`;

// Parents sign in on the school's website; the session id lives in the "ds_session" cookie.
class SessionStore {
  constructor(client) {
    this.client = client;
  }

  async accountFor(sessionId) {
    if (!sessionId || !/^[A-Za-z0-9_-]{32,64}$/.test(sessionId)) return null;
    const raw = await this.client.get(`session:${sessionId}`);
    return raw ? JSON.parse(raw) : null;
  }
}

class TimetableRepository {
  constructor(db) {
    this.db = db;
  }

  async forFamily(familyId) {
    const { rows } = await this.db.query(
      `SELECT l.id, l.style, l.level, l.starts_at, l.studio FROM lessons l
         JOIN bookings b ON b.lesson_id = l.id WHERE b.family_id = $1 ORDER BY l.starts_at`,
      [familyId],
    );
    return rows.map((r) => ({ ...r, startsAt: r.starts_at.toISOString() }));
  }

  async drop(familyId, lessonId) {
    const { rowCount } = await this.db.query('DELETE FROM bookings WHERE family_id = $1 AND lesson_id = $2', [familyId, lessonId]);
    return rowCount > 0;
  }
}

const sessions = new SessionStore(redis);
const timetable = new TimetableRepository(pool);

const resolvers = {
  Query: {
    myTimetable: (_p, _a, { account }) => (account ? timetable.forFamily(account.familyId) : []),
  },
  Mutation: {
    dropLesson: (_p, { lessonId }, { account }) => (account ? timetable.drop(account.familyId, lessonId) : false),
  },
};

const corsOptions = {
  origin: true,
  credentials: true,
  methods: ['GET', 'POST'],
};

const server = new ApolloServer({ typeDefs, resolvers });
await server.start();

const app = express();
app.use(
  '/graphql',
  cors(corsOptions),
  cookieParser(),
  express.json({ limit: '100kb' }),
  expressMiddleware(server, {
    context: async ({ req }) => ({ account: await sessions.accountFor(req.cookies.ds_session) }),
  }),
);

app.listen(Number(process.env.PORT || 4200), () => console.log('timetable graph listening'));
