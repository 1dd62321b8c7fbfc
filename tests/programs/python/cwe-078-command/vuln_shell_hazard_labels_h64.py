# A shell hazard labels program of the h64 set (cwe-078-command).
"""Hazard label renderer for aerial shells leaving the fireworks workshop.

POST /labels/batch
    {"batch": "2024-NYE-07",
     "shells": [{"catalog_no": "F-1203", "name": "Gold Crossette", "caliber_mm": 75,
                 "effects": ["crackle", "willow"]}]}
"""
import json
import os
import re
import subprocess

import tornado.ioloop
import tornado.web

LABEL_DIR = os.environ.get("LABEL_DIR", "/var/lib/shellworks/labels")
CATALOG_NO = re.compile(r"F-\d{3,5}")
SHELL_NAME = re.compile(r"[A-Za-z0-9 '\-]{1,40}")
HAZARD_CLASS = {50: "1.4G", 75: "1.3G", 100: "1.3G", 125: "1.3G", 150: "1.1G"}
EFFECTS = {"crackle", "willow", "peony", "chrysanthemum", "strobe", "palm", "ring"}


def validate_shell(rec):
    problems = []
    if not CATALOG_NO.fullmatch(str(rec.get("catalog_no", ""))):
        problems.append("catalog_no")
    if not SHELL_NAME.fullmatch(str(rec.get("name", ""))):
        problems.append("name")
    if rec.get("caliber_mm") not in HAZARD_CLASS:
        problems.append("caliber_mm")
    if not set(rec.get("effects", [])) <= EFFECTS:
        problems.append("effects")
    return problems


def render_label(rec, out_path):
    caption = f"{rec['name']} / {rec['caliber_mm']}mm / UN0335 {HAZARD_CLASS[rec['caliber_mm']]}"
    effects = ", ".join(sorted(rec.get("effects", [])))
    cmd = (
        "convert -size 600x300 xc:white -font DejaVu-Sans -pointsize 26 "
        f"-annotate +20+60 '{caption}' -annotate +20+120 '{effects}' {out_path}"
    )
    return subprocess.run(cmd, shell=True, capture_output=True, timeout=30)


class LabelBatchHandler(tornado.web.RequestHandler):
    def post(self):
        try:
            doc = json.loads(self.request.body)
        except ValueError:
            raise tornado.web.HTTPError(400, "body must be JSON")
        shells = doc.get("shells") or []
        rendered, rejected = [], {}

        for idx, rec in enumerate(shells, start=1):
            problems = validate_shell(rec)
            if problems:
                rejected[str(rec.get("catalog_no"))] = problems
            out_path = os.path.join(LABEL_DIR, f"label_{idx:03d}.png")
            proc = render_label(rec, out_path)
            if proc.returncode == 0:
                rendered.append(out_path)
            else:
                rejected[str(rec.get("catalog_no"))] = [proc.stderr.decode(errors="replace")[:200]]

        self.write({"batch": doc.get("batch"), "rendered": rendered, "rejected": rejected})


def make_app():
    return tornado.web.Application([(r"/labels/batch", LabelBatchHandler)])


if __name__ == "__main__":
    make_app().listen(8890, address="127.0.0.1")
    tornado.ioloop.IOLoop.current().start()
