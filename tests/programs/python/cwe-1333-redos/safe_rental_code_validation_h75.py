# A snowshoe rental voucher code validation program of the h75 set (cwe-1333-redos).
import logging
import re
from dataclasses import dataclass
from typing import Optional

from flask import Flask, jsonify, request

app = Flask(__name__)
log = logging.getLogger("snowshoe.vouchers")

VOUCHER_PATTERN = re.compile(r"^[A-Z0-9]+(?:-[A-Z0-9]+)*$")
KNOWN_PREFIXES = ("SNW", "TRAIL", "GROUP")


@dataclass
class VoucherProblem:
    field: str
    message: str


def validate_voucher(code) -> Optional[VoucherProblem]:
    if not code:
        return VoucherProblem("code", "voucher code is required")
    if not VOUCHER_PATTERN.match(code):
        return VoucherProblem("code", "voucher code has an invalid format")
    if not code.startswith(KNOWN_PREFIXES):
        return VoucherProblem("code", "voucher code is not issued by this shop")
    return None


def validate_size(value) -> Optional[VoucherProblem]:
    try:
        size = int(value)
    except (TypeError, ValueError):
        return VoucherProblem("size", "size must be a whole number of inches")
    if size not in (21, 25, 30, 36):
        return VoucherProblem("size", f"no snowshoes in size {size}")
    return None


@app.route("/rentals/vouchers/check", methods=["POST"])
def check_voucher():
    form = request.get_json(silent=True) or request.form
    code = str(form.get("code", "")).strip().upper()
    problems = [
        problem
        for problem in (validate_voucher(code), validate_size(form.get("size")))
        if problem is not None
    ]
    if problems:
        log.info("voucher check failed: %s", "; ".join(p.message for p in problems))
        return jsonify(valid=False, errors={p.field: p.message for p in problems}), 422
    prefix = code.split("-", 1)[0]
    try:
        discount = {"SNW": 10, "TRAIL": 15, "GROUP": 25}[prefix]
    except KeyError:
        log.warning("prefix %s has no configured discount", prefix)
        discount = 0
    return jsonify(valid=True, code=code, discount_percent=discount)


if __name__ == "__main__":
    app.run(port=8100)
