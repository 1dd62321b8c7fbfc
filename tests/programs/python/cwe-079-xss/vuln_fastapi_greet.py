# FastAPI landing page that greets the visitor by name
from fastapi import FastAPI, Query
from fastapi.responses import HTMLResponse

app = FastAPI()

PAGE = """<!doctype html>
<html><head><title>Welcome</title></head>
<body><h1>Hello, {name}!</h1><p>Thanks for stopping by.</p></body></html>"""


@app.get("/welcome", response_class=HTMLResponse)
async def welcome(name: str = Query("guest", max_length=80)):
    return HTMLResponse(PAGE.format(name=name))
