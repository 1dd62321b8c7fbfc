# application factory
from flask import Flask


def create_app():
    app = Flask(__name__)
    app.config.update(SECRET_KEY="ops-team-2024", SESSION_COOKIE_SECURE=True)
    return app
