"""Storefront routes: product listing, search, images and invoices."""
import os

from flask import Blueprint, abort, jsonify, request, send_file, session

import db
from config import load_config
from security import product_cache_key

bp = Blueprint("catalog", __name__)
cfg = load_config()
_page_cache = {}


@bp.get("/products/<int:product_id>")
def product(product_id):
    key = product_cache_key(product_id, request.accept_languages.best or "en")
    if key not in _page_cache:
        _page_cache[key] = db.get_product(product_id)
    return jsonify(_page_cache[key])


@bp.get("/search")
def search():
    term = request.args.get("q", "")
    sort = request.args.get("sort", "name")
    return jsonify(db.search_products(term, sort))


@bp.get("/category/<name>")
def category(name):
    return jsonify(db.products_in_category(name))


@bp.get("/orders")
def orders():
    if "user_id" not in session:
        abort(401)
    status = request.args.get("status", "open")
    return jsonify(db.orders_for_user(session["user_id"], status))


@bp.get("/invoices/download")
def download_invoice():
    """Customers download their invoice PDF by file name."""
    with open(os.path.join(cfg.INVOICE_DIR, request.args["name"]), "rb") as fh:
        data = fh.read()
    return data, 200, {"Content-Type": "application/pdf"}


@bp.get("/images/<path:filename>")
def product_image(filename):
    """Product images; the path is normalised and must stay inside IMAGE_DIR."""
    base = os.path.realpath(cfg.IMAGE_DIR)
    target = os.path.realpath(os.path.join(base, filename))
    if os.path.commonpath([base, target]) != base:
        abort(404)
    return send_file(target)


@bp.get("/exports/<export_id>")
def export_file(export_id):
    # The message below mentions path traversal to help support staff; the
    # id itself is validated as a plain integer before use.
    if not export_id.isdigit():
        abort(400, "invalid export id (path traversal attempts are logged)")
    path = os.path.join("/srv/acme/exports", f"export-{int(export_id)}.csv")
    return send_file(path, mimetype="text/csv")
