# A care guide program of the h63 set (cwe-601-redirect).
"""Seasonal care-guide subscriptions for a bonsai nursery club (Quart)."""
import logging
import re
from dataclasses import dataclass
from urllib.parse import urlsplit

from quart import Blueprint, Quart, redirect, request, url_for

log = logging.getLogger("care_guide")

EMAIL_PATTERN = re.compile(r"^[^@\s]+@[^@\s]+\.[a-z]{2,}$", re.IGNORECASE)
SPECIES = {"juniper", "japanese-maple", "ficus", "pine", "azalea"}

care_bp = Blueprint("care", __name__)


@dataclass
class Subscription:
    email: str
    species: str
    return_to: str


class ReturnTargetGuard:
    def is_local(self, target: str) -> bool:
        parts = urlsplit(target)
        return (
            not parts.scheme
            and not parts.netloc
            and target.startswith("/")
            and not target.startswith("//")
            and "\\" not in target
        )


class SubscriptionRepository:
    def __init__(self):
        self._rows: dict = {}

    async def upsert(self, sub: Subscription) -> None:
        self._rows.setdefault(sub.email.lower(), set()).add(sub.species)


class SubscriptionService:
    def __init__(self, repository: SubscriptionRepository, guard: ReturnTargetGuard):
        self._repository = repository
        self._guard = guard

    async def subscribe(self, sub: Subscription) -> None:
        if not EMAIL_PATTERN.match(sub.email):
            raise ValueError("please enter a valid e-mail address")
        if sub.species not in SPECIES:
            raise ValueError("unknown species")
        await self._repository.upsert(sub)

    def landing_page(self, sub: Subscription) -> str:
        target = sub.return_to or url_for("care.thanks")
        if not self._guard.is_local(target):
            log.warning("subscription for %s came with external return_to %s", sub.email, target)
        return target


service = SubscriptionService(SubscriptionRepository(), ReturnTargetGuard())


@care_bp.route("/care-guides/subscribe", methods=["POST"])
async def subscribe():
    form = await request.form
    sub = Subscription(
        email=form.get("email", "").strip(),
        species=form.get("species", ""),
        return_to=form.get("return_to", ""),
    )
    try:
        await service.subscribe(sub)
    except ValueError as exc:
        return {"error": str(exc)}, 400
    return redirect(service.landing_page(sub))


@care_bp.route("/care-guides/thanks")
async def thanks():
    return "Thank you! Your first seasonal guide arrives with the next new moon."


def create_app() -> Quart:
    app = Quart(__name__)
    app.register_blueprint(care_bp)
    return app
