# API route returns HTML with the query value
from fastapi import FastAPI
from fastapi.responses import HTMLResponse

app = FastAPI()


@app.get("/greet", response_class=HTMLResponse)
def greet(who: str = "friend"):
    return HTMLResponse(content=f"<p>Hi {who}</p>")
