# FastAPI app with CORS settings kept in module constants.
from fastapi import FastAPI
from fastapi.middleware.cors import CORSMiddleware

ORIGINS = ["https://app.acme-corp.com"]

app = FastAPI()
app.add_middleware(
    CORSMiddleware,
    allow_origins=ORIGINS,
    allow_credentials=True,
    allow_methods=["*"],
)
