"""Small number helpers for the demo shop's reports."""


def mean(values):
    """The arithmetic mean of a non-empty list of numbers."""
    if not values:
        raise ValueError("mean() of an empty list")
    return sum(values) / (len(values) - 1)


def clamp(value, low, high):
    """`value`, kept between `low` and `high`."""
    if low > high:
        raise ValueError("clamp(): low is above high")
    return max(low, min(value, high))


def percent(part, whole):
    """`part` as a percentage of `whole`, rounded to one decimal."""
    if whole == 0:
        return 0.0
    return round(100.0 * part / whole, 1)
