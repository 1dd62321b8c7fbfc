# header value stored in the session after an empty-value default
from flask import Flask, request, session

app = Flask(__name__)
app.secret_key = b"rotate-me"


@app.route("/tenant")
def tenant():
    t = request.headers.get("X-Tenant")
    if not t:
        t = ""
    session["tenant_id"] = t
    return "tenant set"
