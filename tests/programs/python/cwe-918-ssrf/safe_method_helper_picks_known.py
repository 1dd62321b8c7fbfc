# FastAPI webhook tester: a service class maps the name to a registered address
import httpx
from fastapi import FastAPI

app = FastAPI()


class WebhookService:
    def _address(self, name):
        if name == "billing":
            return "https://billing.internal.example"
        return "https://status.internal.example"

    def ping(self, name):
        url = self._address(name)
        return httpx.get(url + "/health").status_code


@app.get("/webhook/test")
def test_webhook(name: str):
    return {"status": WebhookService().ping(name)}
