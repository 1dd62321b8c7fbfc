# Serves generated PDF reports to signed-in users of the reporting dashboard.
import os

from flask import Flask, abort, request, send_file
from flask_login import LoginManager, current_user, login_required

from reports.models import User

app = Flask(__name__)
app.config["SECRET_KEY"] = os.environ["REPORTS_SECRET_KEY"]
login_manager = LoginManager(app)

REPORT_ROOT = "/srv/reports"


@login_manager.user_loader
def load_user(user_id):
    return User.query.get(int(user_id))


def tenant_root(tenant_id: str) -> str:
    return os.path.realpath(os.path.join(REPORT_ROOT, tenant_id))


def report_path_for(tenant_id: str, name: str) -> str:
    return os.path.realpath(os.path.join(tenant_root(tenant_id), name))


def is_inside_tenant(path: str, tenant_id: str) -> bool:
    root = tenant_root(tenant_id)
    return os.path.commonpath([path, root]) == root and path != root


@app.route("/reports/download")
@login_required
def download_report():
    name = request.args.get("file", "")
    if not name.endswith(".pdf"):
        abort(400)
    path = report_path_for(str(current_user.tenant_id), name)
    if not is_inside_tenant(path, str(current_user.tenant_id)):
        abort(403)
    if not os.path.isfile(path):
        abort(404)
    return send_file(path, mimetype="application/pdf", as_attachment=True)
