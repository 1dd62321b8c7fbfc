# application factory
import os

from flask import Flask


def create_app():
    app = Flask(__name__)
    app.config.update(SECRET_KEY=os.environ["APP_SECRET_KEY"], SESSION_COOKIE_SECURE=True)
    return app
