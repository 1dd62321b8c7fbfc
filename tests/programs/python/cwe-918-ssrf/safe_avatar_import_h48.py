# Imports a profile picture from a URL on the user's code-hosting account.
import os
from urllib.parse import urlsplit

import requests
from flask import Flask, jsonify, request
from flask_login import LoginManager, current_user, login_required

from profiles.models import User
from profiles.storage import save_avatar

app = Flask(__name__)
app.config["SECRET_KEY"] = os.environ["PROFILES_SECRET_KEY"]
login_manager = LoginManager(app)

TRUSTED_HOST = "avatars.githubusercontent.com"
MAX_BYTES = 1024 * 1024


@login_manager.user_loader
def load_user(user_id):
    return User.query.get(int(user_id))


def is_trusted(url: str) -> bool:
    parts = urlsplit(url)
    return parts.scheme == "https" and parts.hostname == TRUSTED_HOST and parts.port in (None, 443)


def fetch_image(url: str) -> bytes:
    resp = requests.get(url, timeout=5, stream=True, allow_redirects=False)
    resp.raise_for_status()
    data = resp.raw.read(MAX_BYTES + 1, decode_content=True)
    if len(data) > MAX_BYTES:
        raise ValueError("image too large")
    return data


@app.post("/profile/avatar/import")
@login_required
def import_avatar():
    url = (request.get_json(silent=True) or {}).get("url", "")
    if not is_trusted(url):
        return jsonify(error="unsupported avatar source"), 400
    try:
        data = fetch_image(url)
    except (requests.RequestException, ValueError) as exc:
        return jsonify(error=str(exc)), 502
    save_avatar(current_user.id, data)
    return jsonify(status="imported", bytes=len(data))
