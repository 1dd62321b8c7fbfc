# Flask page that renders a printable donation receipt for a nonprofit donor.
import os
from dataclasses import dataclass
from datetime import date
from decimal import Decimal, InvalidOperation

from flask import Flask, Response, request

app = Flask(__name__)
ORG_NAME = os.environ.get("ORG_NAME", "Riverbend Food Collective")


@dataclass
class ReceiptView:
    donor_name: str
    amount: Decimal
    campaign: str
    issued: date


class ReceiptRenderer:
    header = "<!doctype html><html><head><title>Receipt</title></head><body>"
    footer = "<p>Thank you for supporting {org}.</p></body></html>"

    def line(self, label: str, value: str) -> str:
        return f"<tr><th>{label}</th><td>{value}</td></tr>"

    def render(self, r: ReceiptView) -> str:
        rows = [
            self.line("Donor", r.donor_name),
            self.line("Amount", f"${r.amount:.2f}"),
            self.line("Campaign", r.campaign),
            self.line("Date", r.issued.isoformat()),
        ]
        return self.header + "<table>" + "".join(rows) + "</table>" + self.footer.format(org=ORG_NAME)


CAMPAIGNS = {"winter": "Winter Pantry Drive", "school": "Back to School Kits"}


def build_receipt(args) -> ReceiptView:
    try:
        amount = Decimal(args.get("amount", "0"))
    except InvalidOperation:
        amount = Decimal("0")
    campaign = CAMPAIGNS.get(args.get("campaign", ""), "General Fund")
    return ReceiptView(args.get("name", "Friend"), amount, campaign, date.today())


@app.get("/receipts/preview")
def receipt_preview():
    html = ReceiptRenderer().render(build_receipt(request.args))
    return Response(html, mimetype="text/html")
