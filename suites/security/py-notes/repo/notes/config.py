import os


class Config:
    DATABASE = os.environ.get("NOTES_DB", "/var/lib/notes/notes.db")
    UPLOAD_DIR = os.environ.get("NOTES_UPLOADS", "/var/lib/notes/uploads")
    EXPORT_DIR = "/var/lib/notes/exports"
    MAX_UPLOAD_BYTES = 5 * 1024 * 1024
    SECRET_KEY = "f3b9c1e0a7d44e2b9c61d8a5e0f7b2c4d9e1a3b5c7d9e1f2"
    SESSION_COOKIE_SECURE = True


class DevConfig(Config):
    DATABASE = "notes-dev.db"
    UPLOAD_DIR = "uploads"
