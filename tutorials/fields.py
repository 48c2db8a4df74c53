"""Form fields every form shares: numbers are read by the engine's one reader.

Django's ``IntegerField`` reads with ``int()``, which takes any script's decimal
digits ('١٢' is 12) and '5.0'; a number in an address is written with ASCII
digits, as our pages write it, or it is refused with the field's message.
"""

from __future__ import annotations

from django import forms

from games.options import whole_number


class WholeNumberField(forms.IntegerField):
    """An ``IntegerField`` that takes only ``games.options.whole_number``'s numbers."""

    def to_python(self, value: object) -> int | None:
        if value in self.empty_values:
            return None
        try:
            return whole_number(str(value))
        except ValueError:
            raise forms.ValidationError(self.error_messages["invalid"], code="invalid") from None
