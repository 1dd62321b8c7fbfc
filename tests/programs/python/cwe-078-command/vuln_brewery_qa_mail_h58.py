# brewery qa mail (h58 set)
"""Quality-lab report mailer for a craft brewery.

After a batch passes sensory and lab checks, the lab sends the PDF QA
report to a wholesaler contact straight from the batch page.
"""
import hmac
import os
import re
import subprocess
from functools import wraps

from flask import Blueprint, Flask, abort, jsonify, request

REPORT_ROOT = os.environ.get("QA_REPORT_ROOT", "/srv/brewlab/reports")
LAB_TOKEN = os.environ["LAB_API_TOKEN"]
BATCH_CODE = re.compile(r"[A-Z]{2,5}-\d{4}-\d{3}")

bp = Blueprint("qa_reports", __name__)


def lab_only(view):
    @wraps(view)
    def wrapper(*args, **kwargs):
        supplied = request.headers.get("X-Lab-Token", "")
        if not hmac.compare_digest(supplied.encode(), LAB_TOKEN.encode()):
            abort(401)
        return view(*args, **kwargs)

    return wrapper


def looks_like_email(value: str) -> bool:
    return "@" in value and 3 <= len(value) <= 254


def report_path(batch_code: str) -> str | None:
    if not BATCH_CODE.fullmatch(batch_code):
        return None
    path = os.path.join(REPORT_ROOT, f"{batch_code}.pdf")
    return path if os.path.isfile(path) else None


@bp.post("/batches/<batch_code>/send-report")
@lab_only
def send_report(batch_code: str):
    report = report_path(batch_code)
    if report is None:
        abort(404)
    recipient = (request.get_json(silent=True) or {}).get("recipient", "")
    if not looks_like_email(recipient):
        return jsonify(error="recipient must be an e-mail address"), 400

    result = subprocess.run(
        f"mutt -s 'Batch {batch_code} QA report' -a {report} -- {recipient} < /dev/null",
        shell=True,
        capture_output=True,
        text=True,
        timeout=60,
    )
    if result.returncode != 0:
        return jsonify(error="mailer failed"), 502
    return jsonify(sent_to=recipient, batch=batch_code)


@bp.get("/batches/<batch_code>/report")
@lab_only
def report_status(batch_code: str):
    return jsonify(batch=batch_code, available=report_path(batch_code) is not None)


def create_app() -> Flask:
    app = Flask(__name__)
    app.register_blueprint(bp)
    return app
