# A cider tasting sheet program of the h66 set (cwe-502-deser).
# Tasting-sheet page for the cider makers' open day (plain WSGI).
# The running sheet travels in a hidden form field between steps.
import base64
import pickle
from html import escape
from urllib.parse import parse_qs

CIDERS = {
    "kingston-black": "Kingston Black single variety",
    "dabinett": "Dabinett medium dry",
    "perry": "Blakeney Red perry",
    "scrumpy": "Farmhouse scrumpy",
}


def load_sheet(token):
    if not token:
        return {"scores": {}, "notes": []}
    raw = base64.b64decode(token.encode("ascii"))
    return pickle.loads(raw)


def dump_sheet(sheet):
    return base64.b64encode(pickle.dumps(sheet)).decode("ascii")


def render(sheet):
    out = ["<html><body><h1>Tasting sheet</h1><table>"]
    for key, label in sorted(CIDERS.items()):
        score = sheet["scores"].get(key, "-")
        out.append("<tr><td>%s</td><td>%s</td></tr>" % (escape(label), escape(str(score))))
    out.append("</table><ul>")
    for note in sheet["notes"]:
        out.append("<li>%s</li>" % escape(note))
    out.append("</ul><form method='post'>")
    out.append("<input type='hidden' name='sheet' value='%s'>" % escape(dump_sheet(sheet)))
    out.append("<select name='cider'>")
    for key, label in sorted(CIDERS.items()):
        out.append("<option value='%s'>%s</option>" % (escape(key), escape(label)))
    out.append("</select><input name='score' size='2'><input name='note'>")
    out.append("<button>Add</button></form></body></html>")
    return "\n".join(out)


def application(environ, start_response):
    sheet = {"scores": {}, "notes": []}
    if environ.get("REQUEST_METHOD") == "POST":
        try:
            length = int(environ.get("CONTENT_LENGTH") or 0)
        except ValueError:
            length = 0
        form = parse_qs(environ["wsgi.input"].read(min(length, 65536)).decode("utf-8"))
        sheet = load_sheet(form.get("sheet", [""])[0])
        cider = form.get("cider", [""])[0]
        score = form.get("score", [""])[0]
        if cider in CIDERS and score.isdigit() and 0 <= int(score) <= 10:
            sheet["scores"][cider] = int(score)
        note = form.get("note", [""])[0].strip()
        if note:
            sheet["notes"].append(note[:200])

    body = render(sheet).encode("utf-8")
    start_response("200 OK", [("Content-Type", "text/html; charset=utf-8")])
    return [body]


if __name__ == "__main__":
    from wsgiref.simple_server import make_server
    make_server("127.0.0.1", 8053, application).serve_forever()
