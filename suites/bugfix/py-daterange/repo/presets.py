"""Relative presets offered in the report UI, resolved against a given day."""

import re
from datetime import timedelta

from daterange import RangeError, month_range, quarter_range

_LAST_N = re.compile(r"^last (\d+) days?$")


def resolve(preset, today):
    preset = preset.strip().lower()
    m = _LAST_N.match(preset)
    if m:
        n = int(m.group(1))
        if n < 1:
            raise RangeError("need at least one day")
        return today - timedelta(days=n - 1), today
    if preset == "today":
        return today, today
    if preset == "this month":
        return month_range(today.year, today.month)
    if preset == "last month":
        return month_range(today.year, today.month - 1)
    if preset == "this quarter":
        return quarter_range(today.year, (today.month - 1) // 3 + 1)
    if preset == "year to date":
        return today.replace(month=1, day=1), today
    raise RangeError(f"unknown preset: {preset!r}")
