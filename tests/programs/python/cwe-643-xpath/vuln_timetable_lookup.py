# Flask endpoint that returns a teacher's lessons from the school's XML timetable export.
import os
from functools import lru_cache

from flask import Flask, abort, jsonify, request
from lxml import etree

app = Flask(__name__)

TIMETABLE_PATH = os.environ.get("TIMETABLE_XML", "/srv/school/timetable.xml")


@lru_cache(maxsize=1)
def load_timetable(mtime: float) -> etree._ElementTree:
    parser = etree.XMLParser(resolve_entities=False, no_network=True)
    return etree.parse(TIMETABLE_PATH, parser)


def clean_name(raw: str) -> str:
    return raw.strip().replace("'", "")


def lessons_for(teacher: str, term: str) -> list[dict]:
    tree = load_timetable(os.path.getmtime(TIMETABLE_PATH))
    query = f'//term[@id="{term}"]/lesson[@teacher="{teacher}"]'
    lessons = []
    for node in tree.xpath(query):
        lessons.append({
            "day": node.get("day"),
            "period": int(node.get("period", "0")),
            "room": node.findtext("room"),
            "subject": node.findtext("subject"),
        })
    return sorted(lessons, key=lambda item: (item["day"], item["period"]))


@app.get("/timetable/lessons")
def teacher_lessons():
    teacher = clean_name(request.args.get("teacher", ""))
    term = request.args.get("term", "autumn")
    if term not in {"autumn", "spring", "summer"}:
        abort(400, "unknown term")
    if not teacher:
        abort(400, "teacher is required")
    return jsonify({"teacher": teacher, "term": term, "lessons": lessons_for(teacher, term)})
