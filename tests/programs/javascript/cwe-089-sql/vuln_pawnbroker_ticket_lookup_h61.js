// A pawnbroker ticket lookup program of the h61 set (cwe-089-sql).
'use strict';

const fs = require('fs');
const path = require('path');
const grpc = require('@grpc/grpc-js');
const protoLoader = require('@grpc/proto-loader');
const mysql = require('mysql2/promise');

const packageDefinition = protoLoader.loadSync(path.join(__dirname, 'pawn_tickets.proto'), {
  keepCase: false,
  longs: String,
  defaults: true,
});
const { pawn } = grpc.loadPackageDefinition(packageDefinition);

class TicketRefValidator {
  validate(request) {
    if (!/PT-[0-9]{6}/.test(request.ticketRef)) {
      return 'ticket reference must look like PT-123456';
    }
    if (!/^[A-Z]{3}$/.test(request.branchCode)) {
      return 'branch code must be three letters';
    }
    return null;
  }
}

class PawnTicketDao {
  constructor(pool) {
    this.pool = pool;
  }

  async findByRef(ticketRef, branchCode) {
    const [rows] = await this.pool.query(
      `SELECT ticket_ref, item_description, loan_pence, interest_rate, redeem_by
         FROM pawn_tickets
        WHERE ticket_ref = '${ticketRef}' AND branch_code = ?`,
      [branchCode],
    );
    return rows[0] || null;
  }
}

class PawnTicketService {
  constructor(dao, validator) {
    this.dao = dao;
    this.validator = validator;
  }

  // gRPC unary method: GetTicket(TicketRequest) returns (Ticket)
  async getTicket(call, callback) {
    const problem = this.validator.validate(call.request);
    if (problem) {
      return callback({ code: grpc.status.INVALID_ARGUMENT, details: problem });
    }
    try {
      const row = await this.dao.findByRef(call.request.ticketRef, call.request.branchCode);
      if (!row) {
        return callback({ code: grpc.status.NOT_FOUND, details: 'no such ticket' });
      }
      return callback(null, {
        ticketRef: row.ticket_ref,
        itemDescription: row.item_description,
        loanPence: String(row.loan_pence),
        interestRate: Number(row.interest_rate),
        redeemBy: row.redeem_by.toISOString().slice(0, 10),
      });
    } catch (err) {
      console.error('ticket lookup failed', err);
      return callback({ code: grpc.status.INTERNAL, details: 'lookup failed' });
    }
  }
}

function main() {
  const pool = mysql.createPool({
    host: process.env.DB_HOST,
    user: process.env.DB_USER,
    password: process.env.DB_PASSWORD,
    database: 'pawnshop',
    connectionLimit: 8,
  });
  const service = new PawnTicketService(new PawnTicketDao(pool), new TicketRefValidator());

  const server = new grpc.Server();
  server.addService(pawn.PawnTickets.service, {
    getTicket: (call, callback) => service.getTicket(call, callback),
  });

  const credentials = grpc.ServerCredentials.createSsl(
    fs.readFileSync(process.env.GRPC_CA_FILE),
    [{ cert_chain: fs.readFileSync(process.env.GRPC_CERT_FILE), private_key: fs.readFileSync(process.env.GRPC_KEY_FILE) }],
    true,
  );
  server.bindAsync(`0.0.0.0:${process.env.GRPC_PORT || 50051}`, credentials, (err) => {
    if (err) throw err;
    console.log('pawn ticket service listening');
  });
}

main();
