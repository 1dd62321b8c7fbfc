# Flask blueprint that lets signed-in users download generated monthly reports.
import os

from flask import Blueprint, abort, request, send_file, g

reports_bp = Blueprint("reports", __name__, url_prefix="/reports")

REPORT_ROOT = os.environ.get("REPORT_ROOT", "/srv/app/reports")


def _tenant_dir(tenant: str) -> str:
    return os.path.join(REPORT_ROOT, tenant)


def _is_inside(base: str, path: str) -> bool:
    return path.startswith(base + os.sep)


@reports_bp.before_request
def require_login():
    if getattr(g, "user", None) is None:
        abort(401)


@reports_bp.route("/download")
def download_report():
    filename = request.args.get("file", "")
    if not filename.endswith((".pdf", ".csv")):
        abort(400)
    base = _tenant_dir(g.user.tenant_slug)
    path = os.path.join(base, filename)
    if not _is_inside(base, path):
        abort(403)
    if not os.path.isfile(path):
        abort(404)
    return send_file(path, as_attachment=True, download_name=os.path.basename(path))
