# A small FastAPI site whose pages are HTML by default.
from fastapi import FastAPI
from fastapi.responses import HTMLResponse

app = FastAPI(default_response_class=HTMLResponse)


@app.get("/hello")
async def hello(name: str = "world"):
    return "Hello " + name
