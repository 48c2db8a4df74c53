"""A game's quiz: what a question is (``model``), rounds and signed progress (``rounds``).

The questions are a pack's data (``tutorials/packs/<game>/quiz/``): a new
question is a new entry there.
"""
