# Unseen set h59: dock status page
"""Lambda rendering the public dock-availability page of the city bike-sharing scheme."""
import os
from dataclasses import dataclass
from typing import List

import boto3
from boto3.dynamodb.conditions import Key
from jinja2 import DictLoader, Environment, select_autoescape

PAGE = """<!doctype html>
<html><head><title>Docks near {{ street }}</title></head>
<body>
  <h1>Docks near {{ street }}</h1>
  <ul>
  {% for dock in docks %}
    <li>{{ dock.name }}: {{ dock.bikes }} bikes, {{ dock.free_slots }} free slots</li>
  {% else %}
    <li>No docks found near {{ street }}.</li>
  {% endfor %}
  </ul>
</body></html>"""


@dataclass
class Dock:
    name: str
    bikes: int
    free_slots: int


class DockRepository:
    def __init__(self, table) -> None:
        self._table = table

    def by_district(self, district: str) -> List[Dock]:
        result = self._table.query(KeyConditionExpression=Key("district").eq(district))
        return [Dock(i["name"], int(i["bikes"]), int(i["free_slots"])) for i in result.get("Items", [])]


class AvailabilityPage:
    def __init__(self, repository: DockRepository) -> None:
        self._repository = repository
        self._env = Environment(loader=DictLoader({"docks.html": PAGE}), autoescape=select_autoescape(["html"]))

    def render(self, district: str, street: str) -> str:
        docks = self._repository.by_district(district)
        return self._env.get_template("docks.html").render(street=street, docks=docks)


_page = AvailabilityPage(DockRepository(boto3.resource("dynamodb").Table(os.environ["DOCKS_TABLE"])))


def handler(event, context):
    district = (event.get("pathParameters") or {}).get("district", "centre")
    street = (event.get("queryStringParameters") or {}).get("street", "")
    html = _page.render(district, street)
    return {
        "statusCode": 200,
        "headers": {"Content-Type": "text/html; charset=utf-8"},
        "body": html,
    }
