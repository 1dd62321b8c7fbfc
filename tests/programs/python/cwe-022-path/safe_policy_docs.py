# Flask blueprint that serves policy documents to insurance customers from the document store.
import os

from flask import Blueprint, abort, current_app, request, send_file
from flask_login import current_user, login_required

bp = Blueprint("policy_docs", __name__, url_prefix="/policies")

DOC_ROOT = "/srv/insurance/policy-docs"


def _customer_dir(customer_id: int) -> str:
    return os.path.join(DOC_ROOT, str(customer_id))


def resolve_document(customer_id: int, filename: str) -> str:
    base = os.path.realpath(_customer_dir(customer_id))
    candidate = os.path.realpath(os.path.join(base, filename))
    if os.path.commonpath([base, candidate]) != base:
        abort(400)
    return candidate


@bp.route("/<int:customer_id>/documents")
@login_required
def download_document(customer_id):
    if current_user.customer_id != customer_id:
        abort(403)
    filename = request.args.get("file", "")
    if not filename:
        abort(400)
    path = resolve_document(customer_id, filename)
    if not os.path.isfile(path):
        abort(404)
    current_app.logger.info("customer %s downloaded %s", customer_id, filename)
    return send_file(path, as_attachment=True)
