def deep_merge(base, override):
    """A new dict: base updated recursively with override.

    Nested dicts are merged key by key; any other value in override (lists included) replaces
    the one in base. Neither argument is modified.
    """
    result = dict(base)
    for key, value in override.items():
        if isinstance(value, dict) and isinstance(result.get(key), dict):
            result[key] = deep_merge(result[key], value)
        else:
            result[key] = value
    return result
