# Unseen set h59: call sheet notice
"""Lambda that lets assistant directors preview the call-sheet text message sent to the crew."""
import json
import os
from dataclasses import dataclass, field
from datetime import datetime
from typing import List

import boto3
from jinja2 import Environment, StrictUndefined, TemplateError

DEFAULT_TEMPLATE = "Call time {{ call_time }} at {{ location }}. Scenes: {{ scenes | join(', ') }}."


@dataclass
class CallSheet:
    production: str
    shoot_date: str
    call_time: str
    location: str
    scenes: List[str] = field(default_factory=list)


class CallSheetRepository:
    def __init__(self, table) -> None:
        self._table = table

    def get(self, production: str, shoot_date: str) -> CallSheet:
        item = self._table.get_item(Key={"production": production, "shoot_date": shoot_date})["Item"]
        return CallSheet(
            production=item["production"],
            shoot_date=item["shoot_date"],
            call_time=item["call_time"],
            location=item["location"],
            scenes=list(item.get("scenes", [])),
        )


class NoticeRenderer:
    def __init__(self) -> None:
        self._env = Environment(undefined=StrictUndefined, autoescape=True)

    def render(self, template_text: str, sheet: CallSheet) -> str:
        template = self._env.from_string(template_text)
        return template.render(
            call_time=sheet.call_time,
            location=sheet.location,
            scenes=sheet.scenes,
            generated=datetime.utcnow().strftime("%H:%M"),
        )


class NoticePreviewService:
    def __init__(self, repository: CallSheetRepository, renderer: NoticeRenderer) -> None:
        self._repository = repository
        self._renderer = renderer

    def preview(self, production: str, shoot_date: str, template_text: str) -> str:
        sheet = self._repository.get(production, shoot_date)
        return self._renderer.render(template_text or DEFAULT_TEMPLATE, sheet)


_service = NoticePreviewService(
    CallSheetRepository(boto3.resource("dynamodb").Table(os.environ["CALL_SHEETS_TABLE"])),
    NoticeRenderer(),
)


def handler(event, context):
    params = event.get("pathParameters") or {}
    body = json.loads(event.get("body") or "{}")
    try:
        text = _service.preview(params["production"], params["date"], body.get("template", ""))
    except KeyError:
        return {"statusCode": 404, "body": json.dumps({"error": "no call sheet for that day"})}
    except TemplateError as exc:
        return {"statusCode": 422, "body": json.dumps({"error": f"template problem: {exc}"})}
    return {"statusCode": 200, "body": json.dumps({"preview": text})}
