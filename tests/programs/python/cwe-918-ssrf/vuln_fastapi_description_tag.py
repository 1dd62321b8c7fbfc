# status probe endpoint of an internal FastAPI service
import httpx
from fastapi import FastAPI

app = FastAPI()


@app.get("/probe", summary="Probe a host", description="Returns the <code>/status</code> document of the host")
def probe(host: str):
    return httpx.get(f"http://{host}/status", timeout=3).json()
