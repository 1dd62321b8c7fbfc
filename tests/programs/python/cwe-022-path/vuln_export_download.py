# Flask blueprint that serves previously generated CSV exports to account owners.
import os

from flask import Blueprint, abort, request, send_file
from flask_login import current_user, login_required

exports_bp = Blueprint("exports", __name__)

EXPORT_ROOT = "/var/lib/reports/exports"


def _resolve_export(account_id: str, name: str) -> str:
    base = os.path.join(EXPORT_ROOT, account_id)
    return os.path.join(base, name)


def _is_inside_root(path: str) -> bool:
    return path.startswith(EXPORT_ROOT + os.sep)


@exports_bp.route("/exports/download")
@login_required
def download_export():
    account_id = str(current_user.account_id)
    name = request.args.get("file", "")
    if not name:
        abort(400)
    path = _resolve_export(account_id, name)
    if not _is_inside_root(path):
        abort(403)
    if not os.path.isfile(path):
        abort(404)
    return send_file(path, as_attachment=True, download_name=os.path.basename(path))
