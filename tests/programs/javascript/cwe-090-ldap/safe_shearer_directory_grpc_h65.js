// A shearer directory grpc program of the h65 set (cwe-090-ldap).
'use strict';

// gRPC service the shearing contractors' roster planner calls to find the
// shearers and rouseabouts of a crew. People are kept in the cooperative's
// LDAP directory (ou=shearers), with crewName, mobile and best daily tally.

const fs = require('fs');
const path = require('path');
const grpc = require('@grpc/grpc-js');
const protoLoader = require('@grpc/proto-loader');
const { Client, AndFilter, EqualityFilter } = require('ldapts');

const packageDefinition = protoLoader.loadSync(path.join(__dirname, 'proto', 'crew_directory.proto'), {
  keepCase: false,
  longs: String,
  defaults: true,
});
const { shearing } = grpc.loadPackageDefinition(packageDefinition);

const BASE_DN = process.env.LDAP_BASE_DN || 'ou=shearers,dc=shearingcoop,dc=nz';

async function searchDirectory(filter) {
  const client = new Client({ url: process.env.LDAP_URL, timeout: 5000, connectTimeout: 3000 });
  try {
    await client.bind(process.env.LDAP_BIND_DN, process.env.LDAP_BIND_PASSWORD);
    const { searchEntries } = await client.search(BASE_DN, {
      scope: 'sub',
      filter,
      attributes: ['uid', 'cn', 'role', 'crewName', 'tallyBest'],
      sizeLimit: 100,
    });
    return searchEntries;
  } finally {
    await client.unbind();
  }
}

function toMember(entry) {
  return {
    id: String(entry.uid),
    name: String(entry.cn),
    role: String(entry.role || 'shearer'),
    crew: String(entry.crewName),
    bestTally: Number(entry.tallyBest || 0),
  };
}

function listCrew(call, callback) {
  const crew = String(call.request.crew || '').trim();
  if (!crew || crew.length > 64) {
    callback({ code: grpc.status.INVALID_ARGUMENT, message: 'crew is required' });
    return;
  }

  const filter = new AndFilter({
    filters: [
      new EqualityFilter({ attribute: 'objectClass', value: 'shearingPerson' }),
      new EqualityFilter({ attribute: 'crewName', value: crew }),
      new EqualityFilter({ attribute: 'active', value: 'TRUE' }),
    ],
  });

  searchDirectory(filter)
    .then((entries) => callback(null, { members: entries.map(toMember) }))
    .catch((err) => {
      console.error('crew lookup failed', err.name);
      callback({ code: grpc.status.UNAVAILABLE, message: 'directory lookup failed' });
    });
}

function start() {
  const server = new grpc.Server();
  server.addService(shearing.CrewDirectory.service, { listCrew });

  const credentials = grpc.ServerCredentials.createSsl(
    fs.readFileSync(process.env.GRPC_CLIENT_CA),
    [{ cert_chain: fs.readFileSync(process.env.GRPC_CERT), private_key: fs.readFileSync(process.env.GRPC_KEY) }],
    true
  );
  server.bindAsync(`0.0.0.0:${process.env.GRPC_PORT || 50051}`, credentials, (err, port) => {
    if (err) {
      console.error(err);
      process.exit(1);
    }
    console.log(`crew directory listening on ${port}`);
  });
}

start();
