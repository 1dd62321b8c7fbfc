# A tuning sheet upload program of the h69 set (cwe-611-xxe).
import os
import sqlite3

from flask import Flask, abort, jsonify, request
from flask.views import MethodView
from lxml import etree

app = Flask(__name__)
app.config["MAX_CONTENT_LENGTH"] = 2 * 1024 * 1024
DB_PATH = "/var/lib/bellowsandreeds/tuning.db"
BENCH_TOKENS = set(filter(None, os.environ.get("BENCH_TOKENS", "").split(",")))


class TuningSheetView(MethodView):
    def dispatch_request(self, **kwargs):
        self.bench = request.headers.get("X-Bench-Token", "")
        if self.bench not in BENCH_TOKENS:
            abort(401)
        self.instrument = kwargs.get("serial")
        self.sheet_bytes = request.get_data() if request.method == "POST" else b""
        return super().dispatch_request(**kwargs)

    def parse_sheet(self):
        parser = etree.XMLParser(resolve_entities=False, load_dtd=False, no_network=True)
        try:
            return etree.fromstring(self.sheet_bytes, parser)
        except etree.XMLSyntaxError as exc:
            abort(400, f"not a tuning sheet: {exc}")

    def post(self, serial):
        root = self.parse_sheet()
        if root.tag != "tuningSheet":
            abort(400, "unexpected root element")
        reeds = []
        for reed in root.iterfind("reed"):
            reeds.append((
                serial,
                reed.get("bank", "?"),
                reed.findtext("note", "").strip(),
                float(reed.findtext("cents", "0") or 0),
                reed.findtext("comment", "").strip(),
            ))
        with sqlite3.connect(DB_PATH) as conn:
            conn.executemany(
                "INSERT INTO reed_readings (serial, bank, note, cents, comment) VALUES (?, ?, ?, ?, ?)",
                reeds,
            )
        return jsonify(instrument=serial, imported=len(reeds), readings=[
            {"bank": b, "note": n, "cents": c, "comment": m} for _, b, n, c, m in reeds[:10]
        ])

    def get(self, serial):
        with sqlite3.connect(DB_PATH) as conn:
            rows = conn.execute(
                "SELECT bank, note, cents FROM reed_readings WHERE serial = ? ORDER BY bank, note",
                (serial,),
            ).fetchall()
        off = [r for r in rows if abs(r[2]) > 3]
        return jsonify(instrument=serial, readings=len(rows), out_of_tune=[
            {"bank": b, "note": n, "cents": c} for b, n, c in off
        ])


app.add_url_rule("/instruments/<serial>/tuning", view_func=TuningSheetView.as_view("tuning"))

if __name__ == "__main__":
    app.run(port=8120)
