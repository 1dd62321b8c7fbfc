# FastAPI webhook tester: a service class tidies the address before calling it
import httpx
from fastapi import FastAPI

app = FastAPI()


class WebhookService:
    def _tidy(self, value):
        return value.strip().rstrip("/")

    def ping(self, target):
        url = self._tidy(target)
        return httpx.get(url + "/health").status_code


@app.get("/webhook/test")
def test_webhook(target: str):
    return {"status": WebhookService().ping(target)}
