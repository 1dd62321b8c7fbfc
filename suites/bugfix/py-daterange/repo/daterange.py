"""Parse the date-range expressions used in report filters.

    2024-03-05                a single day
    2024-03-01..2024-03-10    an explicit range (both ends included)
    2024-03                   a calendar month
    2024-Q2                   a calendar quarter
    2024                      a calendar year

Every range is returned as (start, end) with both ends included.
"""

import re
from datetime import date, timedelta


class RangeError(ValueError):
    pass


_DAY = re.compile(r"^(\d{4})-(\d{2})-(\d{2})$")
_MONTH = re.compile(r"^(\d{4})-(\d{2})$")
_QUARTER = re.compile(r"^(\d{4})-Q([1-4])$", re.I)
_YEAR = re.compile(r"^(\d{4})$")


def _day(text):
    m = _DAY.match(text)
    if not m:
        raise RangeError(f"not a date: {text!r}")
    try:
        return date(int(m.group(1)), int(m.group(2)), int(m.group(3)))
    except ValueError as e:
        raise RangeError(f"not a date: {text!r} ({e})")


def month_range(year, month):
    if not 1 <= month <= 12:
        raise RangeError(f"no month {month}")
    start = date(year, month, 1)
    end = date(year, month + 1, 1) - timedelta(days=1)
    return start, end


def quarter_range(year, quarter):
    first_month = 3 * (quarter - 1) + 1
    start = date(year, first_month, 1)
    end = date(year, first_month + 3, 1) - timedelta(days=1)
    return start, end


def year_range(year):
    return date(year, 1, 1), date(year, 12, 31)


def parse(text):
    text = text.strip()
    if ".." in text:
        left, right = (part.strip() for part in text.split("..", 1))
        start, end = _day(left), _day(right)
        if end < start:
            raise RangeError(f"range ends before it starts: {text!r}")
        return start, end
    if _DAY.match(text):
        d = _day(text)
        return d, d
    m = _MONTH.match(text)
    if m:
        return month_range(int(m.group(1)), int(m.group(2)))
    m = _QUARTER.match(text)
    if m:
        return quarter_range(int(m.group(1)), int(m.group(2)))
    m = _YEAR.match(text)
    if m:
        return year_range(int(m.group(1)))
    raise RangeError(f"unrecognised range: {text!r}")


def days(rng):
    start, end = rng
    return (end - start).days + 1
