"""An observer for engine tests that keeps every event a game emits."""


class Record:
    """An observer keeping every event."""

    def __init__(self, events: list[object]) -> None:
        self.events = events

    def __call__(self, event: object, state: object) -> None:
        self.events.append(event)
