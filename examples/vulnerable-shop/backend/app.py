"""Acme Shop backend - production entry point (started by systemd unit acme-shop.service)."""
import os

import yaml
from flask import Flask, abort, jsonify, make_response, request

import admin
import catalog
import db
import integrations
import security
from config import load_config

app = Flask(__name__)
app.config.from_object(load_config())

with open(os.path.join(os.path.dirname(__file__), "settings.yaml")) as fh:
    app.config["SHOP_SETTINGS"] = yaml.safe_load(fh)

app.register_blueprint(catalog.bp)
app.register_blueprint(admin.bp)
app.register_blueprint(integrations.bp)


@app.post("/register")
def register():
    email = request.form["email"]
    user_id = db.create_user(email, security.hash_password(request.form["password"]))
    return jsonify(id=user_id), 201


@app.post("/login")
def login():
    user = db.find_user(request.form["email"])
    if not user or not security.check_password(request.form["password"], user["password_hash"]):
        abort(401)
    resp = make_response(jsonify(ok=True))
    resp.set_cookie("session", security.make_session_id(), secure=False, httponly=False)
    return resp


@app.post("/api/login")
def api_login():
    """Login for the mobile app; same check, hardened cookie."""
    user = db.find_user(request.form["email"])
    if not user or not security.check_password(request.form["password"], user["password_hash"]):
        abort(401)
    resp = make_response(jsonify(ok=True))
    resp.set_cookie("session", security.make_session_id(), secure=True, httponly=True, samesite="Lax")
    return resp


@app.post("/password/forgot")
def forgot_password():
    user = db.find_user(request.form["email"])
    if user:
        token = security.make_reset_token()
        db.save_reset_token(user["id"], security.hash_token(token))
        # mailer.send(...) omitted in the demo
    return jsonify(ok=True)


@app.get("/.well-known/receipt-key.pem")
def receipt_key():
    from signing import public_key_pem
    return public_key_pem(), 200, {"Content-Type": "application/x-pem-file"}


if __name__ == "__main__":
    app.run(host="0.0.0.0", port=8000, debug=True)
