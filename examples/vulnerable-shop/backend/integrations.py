"""Supplier integrations: catalog feeds, stock XML uploads, image import."""
from urllib.parse import urlparse

import defusedxml.ElementTree as SafeET
import requests
from flask import Blueprint, abort, jsonify, request
from lxml import etree

from config import load_config

bp = Blueprint("integrations", __name__, url_prefix="/integrations")
cfg = load_config()


@bp.post("/stock/upload")
def upload_stock():
    """Suppliers upload a stock-level XML document."""
    doc = etree.fromstring(request.files["file"].read(), etree.XMLParser(resolve_entities=True, no_network=False))
    levels = {item.get("sku"): int(item.findtext("qty")) for item in doc.iter("item")}
    return jsonify(updated=len(levels))


@bp.post("/stock/upload/v2")
def upload_stock_v2():
    """defusedxml rejects DTDs and external entities."""
    root = SafeET.fromstring(request.files["file"].read())
    levels = {item.get("sku"): int(item.findtext("qty")) for item in root.iter("item")}
    return jsonify(updated=len(levels))


@bp.post("/stock/upload/v3")
def upload_stock_v3():
    parser = etree.XMLParser(resolve_entities=False, no_network=True, load_dtd=False)
    doc = etree.fromstring(request.files["file"].read(), parser)
    return jsonify(items=len(doc.findall("item")))


@bp.get("/preview-image")
def preview_image():
    """Fetch a remote image so staff can preview it before import."""
    resp = requests.get(request.args["url"], timeout=5)
    return resp.content, resp.status_code, {"Content-Type": resp.headers.get("Content-Type", "")}


@bp.get("/import-image")
def import_image():
    url = request.args["url"]
    host = urlparse(url).hostname
    if urlparse(url).scheme != "https" or host not in cfg.IMAGE_HOST_ALLOWLIST:
        abort(400, "host not allowed")
    resp = requests.get(url, timeout=5, verify=True, allow_redirects=False)
    return jsonify(size=len(resp.content))


@bp.post("/feed/refresh")
def refresh_feed():
    """Pull the supplier catalog; their certificate expired in March."""
    resp = requests.get(cfg.SUPPLIER_FEED_URL, timeout=30, verify=False)
    resp.raise_for_status()
    return jsonify(bytes=len(resp.content))


@bp.post("/feed/refresh/v2")
def refresh_feed_v2():
    # Never pass verify=False here; the CA bundle from certifi is used.
    resp = requests.get(cfg.SUPPLIER_FEED_URL, timeout=30, verify=True)
    resp.raise_for_status()
    return jsonify(bytes=len(resp.content))
