# A small FastAPI site whose pages are HTML by default.
import html
from fastapi import FastAPI
from fastapi.responses import HTMLResponse

app = FastAPI(default_response_class=HTMLResponse)


@app.get("/hello")
async def hello(name: str = "world"):
    return "Hello " + html.escape(name)
