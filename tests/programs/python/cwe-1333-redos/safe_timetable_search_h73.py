# A timetable search program of the h73 set (cwe-1333-redos).
import csv
import fnmatch
import io
import re
import unicodedata
from functools import lru_cache
from pathlib import Path

from fastapi import FastAPI, HTTPException, Query

app = FastAPI(title="Junction club timetable")
TIMETABLE_DIR = Path("/srv/junctionclub/timetables")
SESSIONS = {"weekday-freight", "saturday-passenger", "heritage-gala"}


@lru_cache(maxsize=8)
def load_session(session: str) -> tuple[dict, ...]:
    text = (TIMETABLE_DIR / f"{session}.csv").read_text(encoding="utf-8")
    return tuple(csv.DictReader(io.StringIO(text)))


def fold(text: str) -> str:
    return unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode("ascii").casefold()


def wildcard_matcher(pattern: str):
    """Operators type things like '1A*', '*express*' or '2?47'."""
    translated = fnmatch.translate(re.sub(r"\*+", "*", fold(pattern.strip())))
    try:
        regex = re.compile(translated)
    except re.error:
        raise HTTPException(status_code=400, detail="pattern could not be understood")
    return lambda value: regex.match(fold(value)) is not None


def describe(row: dict) -> dict:
    return {
        "headcode": row["headcode"].strip().upper(),
        "name": row["name"].strip(),
        "departs": row["departs"],
        "from": row["origin"].strip().title(),
        "to": row["destination"].strip().title(),
        "loco": row.get("loco", "").strip(),
    }


@app.get("/sessions/{session}/search")
def search(session: str, pattern: str = Query(..., min_length=1, max_length=64), field: str = Query("any")):
    if session not in SESSIONS:
        raise HTTPException(status_code=404, detail="unknown operating session")
    if field not in {"any", "headcode", "name"}:
        raise HTTPException(status_code=400, detail="field must be any, headcode or name")
    matches = wildcard_matcher(pattern)
    found = []
    for row in load_session(session):
        values = [row["headcode"], row["name"]] if field == "any" else [row[field]]
        if any(matches(v) for v in values):
            found.append(describe(row))
    return {"session": session, "pattern": pattern, "count": len(found), "trains": found[:200]}


@app.get("/sessions")
def sessions():
    return {"sessions": sorted(SESSIONS)}
