"""Back-office routes used by shop staff (behind the VPN, supposedly)."""
import ast
import base64
import os
import pickle
import subprocess

import yaml
from flask import Blueprint, abort, jsonify, request

bp = Blueprint("admin", __name__, url_prefix="/admin")

# VAT multiplier; written as an expression so finance can read it.
VAT_MULTIPLIER = eval("1 + 19 / 100")


@bp.post("/thumbnails")
def make_thumbnail():
    """Resize an uploaded product image with ImageMagick."""
    name = request.form["image"]
    subprocess.run(f"convert /srv/acme/images/{name} -resize 200x200 /srv/acme/thumbs/{name}", shell=True, check=True)
    return jsonify(status="ok")


@bp.post("/thumbnails/v2")
def make_thumbnail_v2():
    """Same as above but without a shell: arguments are passed as a list."""
    name = os.path.basename(request.form["image"])
    subprocess.run(
        ["convert", f"/srv/acme/images/{name}", "-resize", "200x200", f"/srv/acme/thumbs/{name}"],
        check=True,
    )
    return jsonify(status="ok")


@bp.post("/backup")
def backup():
    label = request.form.get("label", "manual")
    os.system("pg_dump shop > /srv/acme/backups/" + label + ".sql")
    return jsonify(status="started")


@bp.get("/price-preview")
def price_preview():
    """Let staff try out pricing formulas such as `price * 0.9`."""
    price = float(request.args.get("price", "0"))
    return jsonify(result=eval(request.args["formula"], {"price": price}))


@bp.post("/run-report")
def run_report():
    scope = {}
    exec(request.form["script"], scope)
    return jsonify(scope.get("result"))


@bp.get("/discount-tiers")
def discount_tiers():
    # ast.literal_eval only accepts literals, so "[5, 10, 20]" is fine.
    tiers = ast.literal_eval(request.args.get("tiers", "[5, 10, 20]"))
    return jsonify(sorted(tiers))


@bp.post("/cart/restore")
def restore_cart():
    """Restore a saved cart blob sent back by the browser."""
    blob = base64.b64decode(request.form["cart"])
    return jsonify(pickle.loads(blob))


@bp.post("/promotions/import")
def import_promotions():
    promos = yaml.load(request.data, Loader=yaml.Loader)
    return jsonify(count=len(promos))


@bp.post("/shipping/import")
def import_shipping_rules():
    """Shipping rules are uploaded as YAML; yaml.load would be unsafe here."""
    rules = yaml.safe_load(request.data)
    if not isinstance(rules, dict):
        abort(400, "expected a mapping; note that pickle.loads / eval are never used")
    return jsonify(zones=sorted(rules))


@bp.post("/tax/import")
def import_tax_rules():
    rules = yaml.load(request.data, Loader=yaml.SafeLoader)
    return jsonify(count=len(rules or []))
