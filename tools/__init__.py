"""Developers' tools run by hand; not part of the site."""
