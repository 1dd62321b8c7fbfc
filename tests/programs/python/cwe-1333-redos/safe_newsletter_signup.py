# Flask endpoint that validates an email address and stores a newsletter subscription in MongoDB.
import os
import re
from datetime import datetime, timezone

from flask import Flask, jsonify, request
from pymongo import MongoClient
from pymongo.errors import DuplicateKeyError

app = Flask(__name__)
client = MongoClient(os.environ.get("MONGO_URL", "mongodb://localhost:27017"))
subscribers = client["marketing"]["subscribers"]

EMAIL_PATTERN = re.compile(r"^[A-Za-z0-9._%+-]{1,64}@[A-Za-z0-9-]{1,63}(?:\.[A-Za-z0-9-]{1,63})*\.[A-Za-z]{2,24}$")
TOPICS = {"product", "events", "engineering"}


def valid_email(address):
    return EMAIL_PATTERN.match(address) is not None


def subscription_doc(email, topics):
    return {
        "email": email.lower(),
        "topics": sorted(topics),
        "created_at": datetime.now(timezone.utc),
        "confirmed": False,
    }


@app.post("/newsletter/subscribe")
def subscribe():
    form = request.get_json(silent=True) or request.form
    email = str(form.get("email", "")).strip()
    topics = set(form.get("topics") or ["product"]) & TOPICS
    if not valid_email(email):
        return jsonify(error="please enter a valid email address"), 422
    try:
        subscribers.insert_one(subscription_doc(email, topics))
    except DuplicateKeyError:
        return jsonify(status="already subscribed"), 200
    return jsonify(status="pending confirmation"), 201
