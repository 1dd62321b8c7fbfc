# A canal key box channels program of the h65 set (cwe-330-random).
import random
import string
from datetime import timedelta

from channels.db import database_sync_to_async
from channels.generic.websocket import AsyncJsonWebsocketConsumer
from django.utils import timezone

from hire.models import Hire, KeyBoxCode

CODE_LENGTH = 6
CODE_ALPHABET = string.digits


def new_key_box_code() -> str:
    return "".join(random.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))


class HandoverConsumer(AsyncJsonWebsocketConsumer):
    """Boatyard staff hand narrowboats over from the yard tablet; the hirer gets a key box code."""

    async def connect(self):
        user = self.scope.get("user")
        if user is None or not user.is_authenticated or not user.is_staff:
            await self.close(code=4403)
            return
        await self.accept()

    async def receive_json(self, content, **kwargs):
        if content.get("action") != "issue_code":
            await self.send_json({"error": "unknown action"})
            return
        try:
            hire_id = int(content["hire_id"])
        except (KeyError, TypeError, ValueError):
            await self.send_json({"error": "hire_id must be a number"})
            return

        result = await self.issue_code(hire_id)
        if result is None:
            await self.send_json({"error": "no hire starting today with that number"})
            return
        boat, code, expires = result
        await self.send_json(
            {"hire_id": hire_id, "boat": boat, "code": code, "valid_until": expires.isoformat()}
        )

    @database_sync_to_async
    def issue_code(self, hire_id):
        today = timezone.localdate()
        hire = Hire.objects.select_related("boat").filter(pk=hire_id, start_date=today).first()
        if hire is None:
            return None
        code = new_key_box_code()
        expires = timezone.now() + timedelta(hours=12)
        KeyBoxCode.objects.update_or_create(
            hire=hire,
            defaults={"code": code, "valid_until": expires, "issued_by": self.scope["user"]},
        )
        return hire.boat.name, code, expires
