# Flask app factory configuring signed sessions for the admin dashboard blueprint.
import os
from datetime import timedelta

from flask import Blueprint, Flask, abort, jsonify, session

admin = Blueprint("admin", __name__, url_prefix="/admin")


@admin.get("/whoami")
def whoami():
    if not session.get("is_admin"):
        abort(403)
    return jsonify(user=session.get("user"), roles=session.get("roles", []))


class Config:
    SECRET_KEY = "f3a9c2e1-7b4d-admin-dashboard-signing"
    SESSION_COOKIE_SECURE = True
    SESSION_COOKIE_HTTPONLY = True
    SESSION_COOKIE_SAMESITE = "Lax"
    PERMANENT_SESSION_LIFETIME = timedelta(hours=8)
    DASHBOARD_TITLE = os.environ.get("DASHBOARD_TITLE", "Acme Admin")


def create_app(config=Config):
    app = Flask(__name__)
    app.config.from_object(config)
    app.register_blueprint(admin)
    return app
