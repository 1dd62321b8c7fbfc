# Unseen set h59: hive registration
"""Lambda registering beehives with the regional apiary inspectorate (used for disease tracing)."""
import json
import os
import re
from dataclasses import asdict, dataclass
from enum import Enum
from typing import List

import boto3

HIVE_TAG = re.compile(r"^([A-Z0-9]+-?)+$")


class HiveType(Enum):
    LANGSTROTH = "langstroth"
    DADANT = "dadant"
    TOP_BAR = "top_bar"
    WARRE = "warre"


@dataclass
class HiveRegistration:
    beekeeper_id: str
    apiary_id: str
    hive_tags: List[str]
    hive_type: HiveType

    @classmethod
    def from_event(cls, event: dict) -> "HiveRegistration":
        body = json.loads(event.get("body") or "{}")
        return cls(
            beekeeper_id=event["requestContext"]["authorizer"]["claims"]["sub"],
            apiary_id=event["pathParameters"]["apiaryId"],
            hive_tags=[str(t).upper() for t in body.get("hiveTags", [])],
            hive_type=HiveType(body.get("hiveType", "langstroth")),
        )


class TagPolicy:
    def check(self, tags: List[str]) -> List[str]:
        return [tag for tag in tags if not HIVE_TAG.match(tag)]


class HiveRegister:
    def __init__(self, table) -> None:
        self._table = table

    def add(self, registration: HiveRegistration) -> None:
        with self._table.batch_writer() as batch:
            for tag in registration.hive_tags:
                batch.put_item(Item={
                    "apiary_id": registration.apiary_id,
                    "hive_tag": tag,
                    "beekeeper_id": registration.beekeeper_id,
                    "hive_type": registration.hive_type.value,
                })


class RegistrationService:
    def __init__(self, policy: TagPolicy, register: HiveRegister) -> None:
        self._policy = policy
        self._register = register

    def register(self, registration: HiveRegistration) -> List[str]:
        rejected = self._policy.check(registration.hive_tags)
        if rejected:
            return rejected
        self._register.add(registration)
        return []


_service = RegistrationService(TagPolicy(), HiveRegister(boto3.resource("dynamodb").Table(os.environ["HIVES_TABLE"])))


def handler(event, context):
    try:
        registration = HiveRegistration.from_event(event)
    except (KeyError, ValueError) as exc:
        return {"statusCode": 400, "body": json.dumps({"error": f"invalid request: {exc}"})}
    rejected = _service.register(registration)
    if rejected:
        return {"statusCode": 422, "body": json.dumps({"invalidTags": rejected})}
    return {"statusCode": 201, "body": json.dumps({**asdict(registration), "hive_type": registration.hive_type.value})}
