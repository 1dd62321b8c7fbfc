# A beekeeper hive record query program of the h75 set (cwe-643-xpath).
import logging
import os
import threading

from flask import Flask, jsonify, request
from lxml import etree

app = Flask(__name__)
log = logging.getLogger("apiary.records")

RECORDS_PATH = os.environ.get("APIARY_RECORDS", "/srv/apiary/hive_records.xml")
YARDS = {"orchard", "meadow", "heather", "rooftop"}
_lock = threading.Lock()
_cache = {"mtime": None, "tree": None}


class RecordError(Exception):
    def __init__(self, message, status=400):
        super().__init__(message)
        self.status = status


def load_records():
    try:
        mtime = os.path.getmtime(RECORDS_PATH)
    except OSError as exc:
        raise RecordError("hive records are missing", status=503) from exc
    with _lock:
        if _cache["mtime"] != mtime:
            parser = etree.XMLParser(resolve_entities=False, no_network=True)
            try:
                _cache["tree"] = etree.parse(RECORDS_PATH, parser)
            except etree.XMLSyntaxError as exc:
                log.error("hive records unreadable: %s", exc)
                if _cache["tree"] is None:
                    raise RecordError("hive records are unreadable", status=503) from exc
            else:
                _cache["mtime"] = mtime
        return _cache["tree"]


def find_hives(tree, keeper, yard):
    try:
        return tree.xpath(f"/apiary/hive[@keeper='{keeper}' and @yard='{yard}']")
    except etree.XPathEvalError as exc:
        raise RecordError(f"query failed: {exc}") from exc


@app.route("/hives")
def list_hives():
    keeper = request.args.get("keeper", "").strip()
    yard = request.args.get("yard", "").strip().lower()
    if not keeper:
        return jsonify(error="keeper is required"), 400
    if yard not in YARDS:
        return jsonify(error=f"yard must be one of {sorted(YARDS)}"), 400
    try:
        hives = find_hives(load_records(), keeper, yard)
    except RecordError as exc:
        log.info("hive query failed: %s", exc)
        return jsonify(error=str(exc)), exc.status
    return jsonify(
        keeper=keeper,
        yard=yard,
        hives=[
            {
                "id": hive.get("id"),
                "queen_year": hive.findtext("queenYear"),
                "temper": hive.findtext("temper"),
                "last_inspection": hive.findtext("lastInspection"),
                "mite_count": hive.findtext("miteCount"),
            }
            for hive in hives
        ],
    )


if __name__ == "__main__":
    app.run(port=8190)
