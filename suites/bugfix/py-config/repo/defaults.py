"""Built-in defaults; tenant files and the environment override them."""

DEFAULTS = {
    "server": {"host": "127.0.0.1", "port": 8080, "workers": 2},
    "logging": {"level": "info", "handlers": ["console"]},
    "database": {"url": "sqlite:///app.db", "pool": {"size": 5, "timeout": 30}},
    "plugins": ["auth"],
    "features": {},
}
