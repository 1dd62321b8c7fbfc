# FastAPI account API configured with CORS for the single-page frontend.
from fastapi import FastAPI, HTTPException, Request
from fastapi.middleware.cors import CORSMiddleware

app = FastAPI(title="accounts")

app.add_middleware(
    CORSMiddleware,
    allow_origins=["https://app.acme.com", "https://admin.acme.com"],
    allow_credentials=True,
    allow_methods=["GET", "POST", "PUT", "DELETE"],
    allow_headers=["Content-Type", "X-Requested-With"],
)

SESSIONS = {}
PROFILES = {}


def current_user(request: Request) -> str:
    user = SESSIONS.get(request.cookies.get("session", ""))
    if user is None:
        raise HTTPException(status_code=401, detail="not signed in")
    return user


@app.get("/account/profile")
async def profile(request: Request):
    user = current_user(request)
    return PROFILES.get(user, {"user": user})


@app.put("/account/profile")
async def update_profile(request: Request):
    user = current_user(request)
    data = await request.json()
    PROFILES[user] = {"user": user, "display_name": str(data.get("display_name", ""))[:80]}
    return PROFILES[user]
