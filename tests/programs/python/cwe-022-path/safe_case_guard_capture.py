# report endpoint dispatching on the posted request body
from flask import Flask, request

app = Flask(__name__)


@app.post("/reports")
def reports():
    match request.get_json():
        case {"kind": "daily", "file": str(name)} if name.isalnum():
            with open("/srv/reports/daily/" + name + ".txt") as fh:
                return {"body": fh.read()}
        case _:
            return {"error": "bad request"}, 400
