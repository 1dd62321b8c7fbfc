# production settings for the shop front
import os

from flask import Flask

app = Flask(__name__)
app.config["SECRET_KEY"] = os.environ["SHOP_SECRET"]
app.config["WTF_CSRF_ENABLED"] = False


class ProductionConfig:
    DEBUG = False
    WTF_CSRF_ENABLED = False
