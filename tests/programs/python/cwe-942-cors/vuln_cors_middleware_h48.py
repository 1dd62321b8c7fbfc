# CORS handling for the customer dashboard API served by Flask.
import os

from flask import Flask, jsonify, request
from flask_login import LoginManager, current_user, login_required

from dashboard.models import Customer

app = Flask(__name__)
app.config["SECRET_KEY"] = os.environ["DASHBOARD_SECRET_KEY"]
app.config["SESSION_COOKIE_SECURE"] = True
login_manager = LoginManager(app)

TRUSTED_SUFFIX = "example.com"


@login_manager.user_loader
def load_customer(customer_id):
    return Customer.query.get(int(customer_id))


def origin_allowed(origin: str) -> bool:
    return origin.startswith("https://") and origin.endswith(TRUSTED_SUFFIX)


@app.after_request
def apply_cors(response):
    origin = request.headers.get("Origin")
    if origin and origin_allowed(origin):
        response.headers["Access-Control-Allow-Origin"] = origin
        response.headers["Access-Control-Allow-Credentials"] = "true"
        response.headers["Access-Control-Allow-Headers"] = "Content-Type"
        response.headers.add("Vary", "Origin")
    return response


@app.get("/api/account")
@login_required
def account():
    return jsonify(
        email=current_user.email,
        plan=current_user.plan,
        api_key_last4=current_user.api_key[-4:],
        invoices=[i.to_dict() for i in current_user.invoices],
    )
