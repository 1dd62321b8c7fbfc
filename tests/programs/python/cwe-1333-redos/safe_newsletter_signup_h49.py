# Litestar handler that subscribes visitors to the product newsletter after validating the address.
import re
from dataclasses import dataclass

from litestar import Litestar, post
from litestar.exceptions import ValidationException

from .subscriptions import add_subscriber

EMAIL_PATTERN = re.compile(
    r"^[a-zA-Z0-9._+-]{1,64}@[a-zA-Z0-9-]{1,63}(?:\.[a-zA-Z0-9-]{1,63})*\.[a-zA-Z]{2,24}$"
)
MAX_EMAIL_LENGTH = 254
TOPICS = {"releases", "security", "events"}


@dataclass
class Signup:
    email: str
    topics: list


def normalize_email(raw: str) -> str:
    email = raw.strip()
    local, _, domain = email.rpartition("@")
    return f"{local}@{domain.lower()}" if local else email


def validate_signup(data: Signup) -> tuple:
    if len(data.email) > MAX_EMAIL_LENGTH:
        raise ValidationException(detail="email address too long")
    email = normalize_email(data.email)
    if not EMAIL_PATTERN.match(email):
        raise ValidationException(detail="invalid email address")
    topics = sorted(set(data.topics) & TOPICS)
    if not topics:
        raise ValidationException(detail="choose at least one topic")
    return email, topics


@post("/newsletter/subscriptions")
async def subscribe(data: Signup) -> dict:
    email, topics = validate_signup(data)
    await add_subscriber(email, topics)
    return {"subscribed": email, "topics": topics}


app = Litestar(route_handlers=[subscribe])
