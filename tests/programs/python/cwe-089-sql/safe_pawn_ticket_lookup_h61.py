# A pawn ticket lookup program of the h61 set (cwe-089-sql).
"""Lambda behind API Gateway (proxy integration) for pawn ticket look-ups.

Counter staff search open tickets by the customer's surname and ticket
status, e.g. GET /tickets?surname=Okafor&status=active
"""
import json
import os
from dataclasses import dataclass

import pymysql
import pymysql.cursors

TICKET_STATUSES = {"active", "redeemed", "forfeited", "extended"}


@dataclass(frozen=True)
class TicketQuery:
    surname: str
    status: str


class TicketQueryValidator:
    def build(self, params: dict) -> tuple[TicketQuery | None, str | None]:
        surname = (params.get("surname") or "").strip()
        status = (params.get("status") or "active").lower()
        if not surname or len(surname) > 60:
            return None, "surname is required (max 60 characters)"
        if status not in TICKET_STATUSES:
            return None, f"status must be one of {sorted(TICKET_STATUSES)}"
        return TicketQuery(surname=surname, status=status), None


class TicketDao:
    def __init__(self, connection):
        self._conn = connection

    def find(self, query: TicketQuery) -> list[dict]:
        sql = (
            "SELECT ticket_no, item_description, loan_amount, due_date FROM pawn_tickets "
            "WHERE customer_surname = %s AND status = %s ORDER BY due_date"
        )
        with self._conn.cursor() as cur:
            cur.execute(sql, (query.surname, query.status))
            return cur.fetchall()


class TicketService:
    def __init__(self, dao: TicketDao, validator: TicketQueryValidator):
        self._dao = dao
        self._validator = validator

    def lookup(self, params: dict) -> tuple[int, dict]:
        query, error = self._validator.build(params)
        if error:
            return 400, {"error": error}
        return 200, {"tickets": self._dao.find(query)}


def _connect():
    return pymysql.connect(
        host=os.environ["DB_HOST"],
        user=os.environ["DB_USER"],
        password=os.environ["DB_PASSWORD"],
        database=os.environ.get("DB_NAME", "pawn"),
        ssl={"ca": os.environ.get("DB_CA_BUNDLE", "/opt/certs/rds-global-bundle.pem")},
        cursorclass=pymysql.cursors.DictCursor,
    )


_service = TicketService(TicketDao(_connect()), TicketQueryValidator())


def lambda_handler(event, context):
    params = event.get("queryStringParameters") or {}
    status, body = _service.lookup(params)
    return {
        "statusCode": status,
        "headers": {"Content-Type": "application/json"},
        "body": json.dumps(body, default=str),
    }
