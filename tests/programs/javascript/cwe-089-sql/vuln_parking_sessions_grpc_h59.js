// Unseen set h59: parking sessions grpc
'use strict';

// City parking: gRPC service used by enforcement officers' handhelds to list
// active parking sessions in a zone, sorted as the officer prefers.

const grpc = require('@grpc/grpc-js');
const protoLoader = require('@grpc/proto-loader');
const path = require('path');
const fs = require('fs');
const knex = require('knex');

const packageDef = protoLoader.loadSync(path.join(__dirname, 'proto', 'parking_sessions.proto'), {
  keepCase: true,
  longs: String,
  defaults: true,
});
const proto = grpc.loadPackageDefinition(packageDef).parking.v1;

class SessionRepository {
  constructor(db) {
    this.db = db;
  }

  listActive(zoneCode, sortBy, limit) {
    return this.db
      .select('s.id', 's.plate', 's.bay', 's.started_at', 's.expires_at')
      .from('parking_sessions as s')
      .where('s.zone_code', zoneCode)
      .andWhere('s.expires_at', '>', this.db.fn.now())
      .orderByRaw(`${sortBy} ASC`)
      .limit(limit);
  }
}

class EnforcementService {
  constructor(repo) {
    this.repo = repo;
  }

  async sessionsForZone(request) {
    const sortBy = request.sort_by || 's.expires_at';
    const limit = Math.min(Number(request.page_size) || 50, 200);
    const rows = await this.repo.listActive(request.zone_code, sortBy, limit);
    return rows.map((r) => ({
      id: String(r.id),
      plate: r.plate,
      bay: r.bay,
      started_at: r.started_at.toISOString(),
      expires_at: r.expires_at.toISOString(),
    }));
  }
}

function buildServer(service) {
  const server = new grpc.Server();
  server.addService(proto.EnforcementSessions.service, {
    ListActiveSessions: async (call, callback) => {
      try {
        const sessions = await service.sessionsForZone(call.request);
        callback(null, { sessions });
      } catch (err) {
        callback({ code: grpc.status.INTERNAL, message: 'session lookup failed' });
      }
    },
  });
  return server;
}

const db = knex({
  client: 'pg',
  connection: {
    connectionString: process.env.DATABASE_URL,
    ssl: { rejectUnauthorized: true },
  },
  pool: { min: 0, max: 8 },
});

const server = buildServer(new EnforcementService(new SessionRepository(db)));
const credentials = grpc.ServerCredentials.createSsl(
  null,
  [{ cert_chain: fs.readFileSync(process.env.TLS_CERT), private_key: fs.readFileSync(process.env.TLS_KEY) }],
  false,
);
server.bindAsync('0.0.0.0:7443', credentials, (err) => {
  if (err) throw err;
  console.log('enforcement sessions service listening on 7443');
});
