# gRPC servicer that totals a legal matter's billable time entries and posts the invoice to the firm's ledger
import os
from collections import defaultdict
from decimal import Decimal
from functools import reduce

import grpc
import requests

import billing_pb2
import billing_pb2_grpc

LEDGER_URL = os.environ.get("LEDGER_URL", "https://ledger.internal.harlowlaw.example/api/invoices")
LEDGER_API_KEY = os.environ["LEDGER_API_KEY"]
RATES = {"partner": Decimal("650"), "associate": Decimal("380"), "paralegal": Decimal("160")}
CENT = Decimal("0.01")


def line_amount(entry) -> Decimal:
    return RATES.get(entry.role, Decimal(0)) * Decimal(entry.minutes) / Decimal(60)


def totals_by_role(entries) -> dict:
    def fold(acc, entry):
        acc[entry.role] += line_amount(entry)
        return acc
    return reduce(fold, entries, defaultdict(Decimal))


def post_invoice(matter_id: str, totals: dict):
    payload = {"matter": matter_id, "lines": {role: str(v.quantize(CENT)) for role, v in totals.items()}}
    headers = {"X-Api-Key": LEDGER_API_KEY}
    return requests.post(LEDGER_URL, json=payload, headers=headers, timeout=15)


class BillingService(billing_pb2_grpc.BillingServicer):
    def CloseMatterPeriod(self, request, context):
        if not request.entries:
            context.abort(grpc.StatusCode.INVALID_ARGUMENT, "no time entries")
        totals = totals_by_role(request.entries)
        resp = post_invoice(request.matter_id, totals)
        if resp.status_code >= 300:
            context.abort(grpc.StatusCode.UNAVAILABLE, "ledger rejected the invoice")
        grand_total = sum(totals.values(), Decimal(0)).quantize(CENT)
        return billing_pb2.InvoiceReply(invoice_id=resp.json()["id"], total=str(grand_total))
