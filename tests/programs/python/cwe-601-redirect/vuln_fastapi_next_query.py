# login completion endpoint sending the user back where they came from
from fastapi import FastAPI
from fastapi.responses import RedirectResponse

app = FastAPI()


@app.get("/login/done")
def login_done(next: str = "/"):
    return RedirectResponse(next, status_code=303)
