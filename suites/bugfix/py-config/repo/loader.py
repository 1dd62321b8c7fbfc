"""Configuration for one tenant: defaults, then the tenant's overrides, then its environment.

Environment variables understood:
    APP_PORT            server.port (an integer)
    APP_LOG_LEVEL       logging.level
    APP_LOG_FILE        adds a "file:<path>" handler to logging.handlers
    APP_EXTRA_PLUGINS   comma-separated plugin names appended to plugins
    APP_FEATURE_<NAME>  features.<name> = true/false ("1", "true", "yes" are true)
"""

from defaults import DEFAULTS
from merge import deep_merge


def apply_env(cfg, env):
    if "APP_PORT" in env:
        cfg["server"]["port"] = int(env["APP_PORT"])
    if "APP_LOG_LEVEL" in env:
        cfg["logging"]["level"] = env["APP_LOG_LEVEL"].lower()
    if "APP_LOG_FILE" in env:
        cfg["logging"]["handlers"].append("file:" + env["APP_LOG_FILE"])
    for name in filter(None, (p.strip() for p in env.get("APP_EXTRA_PLUGINS", "").split(","))):
        if name not in cfg["plugins"]:
            cfg["plugins"].append(name)
    for key, value in env.items():
        if key.startswith("APP_FEATURE_"):
            cfg["features"][key[len("APP_FEATURE_"):].lower()] = value.lower() in ("1", "true", "yes")
    return cfg


def load_config(overrides=(), env=None):
    """overrides: dicts applied in order (e.g. the tenant file, then a local file)."""
    cfg = DEFAULTS
    for override in overrides:
        cfg = deep_merge(cfg, override)
    return apply_env(cfg, env or {})
