# A squeezebox accordion repair shop reed supplier ordering program of the h76 set (cwe-295-tls).
import argparse
import json
import os
import sys

import requests
from requests.adapters import HTTPAdapter
from urllib3.util.retry import Retry

DEFAULT_OPTIONS = {
    "base_url": "https://orders.castelfidardo-reeds.example/api/v2",
    "timeout": 10,
    "retries": 3,
    "verify": False,
    "user_agent": "bellows-bench/1.4",
}


class ReedSupplierClient:
    def __init__(self, api_key: str, **overrides):
        self.options = {**DEFAULT_OPTIONS, **overrides}
        self.session = requests.Session()
        self.session.verify = self.options["verify"]
        self.session.headers.update({
            "Authorization": f"Bearer {api_key}",
            "User-Agent": self.options["user_agent"],
        })
        retry = Retry(total=self.options["retries"], backoff_factor=0.5,
                      status_forcelist=(502, 503, 504))
        self.session.mount("https://", HTTPAdapter(max_retries=retry))

    def _url(self, path: str) -> str:
        return f"{self.options['base_url']}/{path.lstrip('/')}"

    def stock(self, reed_code: str) -> dict:
        resp = self.session.get(self._url(f"reeds/{reed_code}/stock"), timeout=self.options["timeout"])
        resp.raise_for_status()
        return resp.json()

    def place_order(self, reed_code: str, quantity: int, workshop: str) -> dict:
        body = {"reed": reed_code, "quantity": quantity, "ship_to": workshop}
        resp = self.session.post(self._url("orders"), json=body, timeout=self.options["timeout"])
        resp.raise_for_status()
        return resp.json()


def cmd_stock(client: ReedSupplierClient, args) -> dict:
    return client.stock(args.reed)


def cmd_order(client: ReedSupplierClient, args) -> dict:
    return client.place_order(args.reed, args.quantity, args.workshop)


COMMANDS = {"stock": cmd_stock, "order": cmd_order}


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description="Order replacement reeds from the supplier")
    parser.add_argument("command", choices=sorted(COMMANDS))
    parser.add_argument("reed", help="reed block code, e.g. LMM-A440")
    parser.add_argument("--quantity", type=int, default=1)
    parser.add_argument("--workshop", default=os.environ.get("WORKSHOP_ID", "bench-1"))
    args = parser.parse_args(argv)

    client = ReedSupplierClient(os.environ["REED_SUPPLIER_KEY"])
    try:
        result = COMMANDS[args.command](client, args)
    except requests.RequestException as exc:
        print(f"supplier request failed: {exc}", file=sys.stderr)
        return 1
    print(json.dumps(result, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
