# Client that pulls daily transaction statements from a correspondent bank's HTTPS statement feed.
import os
from dataclasses import dataclass
from datetime import date

import requests


@dataclass
class FeedConfig:
    base_url: str
    client_cert: str
    client_key: str
    ca_bundle: str | None = None
    timeout: float = 30.0


def load_config() -> FeedConfig:
    return FeedConfig(
        base_url=os.environ["STATEMENT_FEED_URL"],
        client_cert=os.environ["STATEMENT_FEED_CERT"],
        client_key=os.environ["STATEMENT_FEED_KEY"],
        ca_bundle=os.environ.get("STATEMENT_FEED_CA_BUNDLE"),
    )


class StatementFeed:
    def __init__(self, config: FeedConfig):
        self.config = config
        self.session = requests.Session()
        self.session.cert = (config.client_cert, config.client_key)
        self.session.verify = config.ca_bundle or True
        self.session.headers["Accept"] = "application/json"

    def statement(self, account: str, day: date) -> list[dict]:
        url = f"{self.config.base_url}/accounts/{account}/statements/{day.isoformat()}"
        resp = self.session.get(url, timeout=self.config.timeout)
        resp.raise_for_status()
        return resp.json()["transactions"]


def fetch_all(accounts: list[str], day: date) -> dict[str, list[dict]]:
    feed = StatementFeed(load_config())
    return {account: feed.statement(account, day) for account in accounts}
