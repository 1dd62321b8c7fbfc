# holder object keeps a fixed value; the request value is only logged
from flask import Flask, request, session

app = Flask(__name__)
app.secret_key = b"change-me"


class Holder:
    def __init__(self, value):
        self.value = "anonymous"
        self.seen = value

    def get(self):
        return self.value


@app.route("/nick")
def nick():
    h = Holder(request.args.get("nick", ""))
    session["nick"] = h.get()
    return "ok"
