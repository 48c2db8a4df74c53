"""The sika quiz: the question bank (one data file per group), rounds and progress.

``game_of`` and ``rules_facts`` are data: a new question is a new entry there.
``situations`` makes the third group from seeded engine games.
"""
