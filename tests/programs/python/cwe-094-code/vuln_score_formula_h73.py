# A score formula program of the h73 set (cwe-094-code).
import json
import re
import sqlite3
from urllib.parse import unquote_plus

from bottle import HTTPError, Bottle, request, response

app = Bottle()
DB_PATH = "/var/lib/tidelinebuild/scores.db"
CRITERIA = ("creativity", "detail", "scale", "difficulty", "theme")
FORMULA_SHAPE = re.compile(r"[a-z0-9_\s.+\-*/()]+")


def load_entries(contest_id: int) -> list[dict]:
    with sqlite3.connect(DB_PATH) as conn:
        conn.row_factory = sqlite3.Row
        rows = conn.execute(
            "SELECT entry_no, team, creativity, detail, scale, difficulty, theme FROM judged_entries "
            "WHERE contest_id = ?",
            (contest_id,),
        ).fetchall()
    return [dict(r) for r in rows]


def compile_formula(text: str):
    formula = " ".join(text.split()).lower()
    if not formula or len(formula) > 200 or not FORMULA_SHAPE.match(formula):
        raise HTTPError(400, "formula may only use criteria names, numbers and + - * / ( )")
    code = compile(formula, "<formula>", "eval")

    def score(entry: dict) -> float:
        scope = {name: float(entry[name]) for name in CRITERIA}
        return float(eval(code, {"__builtins__": {}}, scope))

    return formula, score


@app.post("/contests/<contest_id:int>/formula-preview")
def formula_preview(contest_id: int):
    # the judges' panel form posts the formula url-encoded inside a JSON envelope
    envelope = json.loads(request.body.read().decode("utf-8") or "{}")
    formula, score = compile_formula(unquote_plus(str(envelope.get("formula", ""))))
    entries = load_entries(contest_id)
    if not entries:
        raise HTTPError(404, "no judged entries for that contest")
    try:
        ranked = sorted(
            ({"entry": e["entry_no"], "team": e["team"], "score": round(score(e), 2)} for e in entries),
            key=lambda item: item["score"],
            reverse=True,
        )
    except ZeroDivisionError:
        raise HTTPError(400, "formula divides by zero for at least one entry")
    response.content_type = "application/json"
    return json.dumps({"contest": contest_id, "formula": formula, "ranking": ranked[:25]})


@app.get("/criteria")
def criteria():
    response.content_type = "application/json"
    return json.dumps({"criteria": list(CRITERIA), "example": "0.4*creativity + 0.3*detail + 0.3*scale"})


if __name__ == "__main__":
    app.run(host="0.0.0.0", port=8095)
