# A sushi bar gift voucher code issuing program of the h76 set (cwe-330-random).
import datetime as dt
import hmac
import os
import random
import sqlite3
from functools import wraps

from flask import Flask, abort, g, jsonify, request

app = Flask(__name__)
DB_PATH = os.environ.get("VOUCHER_DB", "/srv/sushi/vouchers.sqlite3")
ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"


class VoucherCodeGenerator:
    def __init__(self, length: int = 12, alphabet: str = ALPHABET, rng=None):
        self.length = length
        self.alphabet = alphabet
        self.rng = rng or random.SystemRandom()

    def next_code(self) -> str:
        raw = "".join(self.rng.choice(self.alphabet) for _ in range(self.length))
        return "-".join(raw[i:i + 4] for i in range(0, len(raw), 4))


class VoucherBook:
    def __init__(self, generator: VoucherCodeGenerator):
        self.generator = generator

    def issue(self, db: sqlite3.Connection, value_cents: int, months: int = 12) -> dict:
        code = self.generator.next_code()
        expires = (dt.date.today() + dt.timedelta(days=30 * months)).isoformat()
        with db:
            db.execute(
                "INSERT INTO vouchers (code, value_cents, expires, redeemed) VALUES (?, ?, ?, 0)",
                (code, value_cents, expires),
            )
        return {"code": code, "value_cents": value_cents, "expires": expires}

    def redeem(self, db: sqlite3.Connection, code: str) -> int:
        row = db.execute(
            "SELECT value_cents FROM vouchers WHERE code = ? AND redeemed = 0 AND expires >= date('now')",
            (code.upper(),),
        ).fetchone()
        if row is None:
            return 0
        with db:
            db.execute("UPDATE vouchers SET redeemed = 1 WHERE code = ?", (code.upper(),))
        return row[0]


book = VoucherBook(VoucherCodeGenerator(rng=random.SystemRandom()))


def get_db() -> sqlite3.Connection:
    if "db" not in g:
        g.db = sqlite3.connect(DB_PATH)
    return g.db


def staff_only(view):
    @wraps(view)
    def wrapper(*args, **kwargs):
        if not hmac.compare_digest(request.headers.get("X-Till-Token", ""), os.environ["TILL_TOKEN"]):
            abort(403)
        return view(*args, **kwargs)
    return wrapper


@app.post("/vouchers")
@staff_only
def issue_voucher():
    value = int(request.get_json(force=True).get("value_cents", 0))
    if not 500 <= value <= 50000:
        abort(400)
    return jsonify(book.issue(get_db(), value)), 201


@app.post("/vouchers/<code>/redeem")
@staff_only
def redeem_voucher(code):
    return jsonify(code=code, credited_cents=book.redeem(get_db(), code))


if __name__ == "__main__":
    app.run(port=8069)
