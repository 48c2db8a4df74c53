"""The worked examples' scenario files, written by one generator per game.

Each game's module here gives ``FOLDER`` (the pack's ``scenarios/``), ``INDENT``
(of its JSON files) and ``build(names)`` (file stem -> scenario; no names: all).
The files are data of the packs; these modules only write them.
"""
