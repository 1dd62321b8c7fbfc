# file command endpoint: ["show", folder, name]
from flask import Flask, request

app = Flask(__name__)


@app.post("/cmd")
def cmd():
    match request.get_json().get("argv", []):
        case ["show", folder, name] if folder.isalnum():
            with open(f"/srv/data/{folder}/{name}") as fh:
                return {"body": fh.read()}
        case _:
            return {"error": "unknown"}, 400
