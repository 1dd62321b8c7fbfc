# settings for the shop front, per environment
import os

from flask import Flask

app = Flask(__name__)
app.config["SECRET_KEY"] = os.environ["SHOP_SECRET"]


class TestingConfig:
    TESTING = True
    WTF_CSRF_ENABLED = False


def make_test_app():
    test_app = Flask(__name__)
    test_app.config.from_mapping(WTF_CSRF_ENABLED=False, TESTING=True)
    return test_app
