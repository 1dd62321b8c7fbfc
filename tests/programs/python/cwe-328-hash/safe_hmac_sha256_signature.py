# webhook signature checked with HMAC-SHA256 and a constant-time compare
import hashlib
import hmac

from flask import Flask, abort, request

app = Flask(__name__)
SECRET = b"loaded-from-vault-at-start"


@app.route("/hook", methods=["POST"])
def hook():
    sent = request.headers.get("X-Signature", "")
    mine = hmac.new(SECRET, request.get_data(), hashlib.sha256).hexdigest()
    if not hmac.compare_digest(sent, mine):
        abort(401)
    return "accepted"
