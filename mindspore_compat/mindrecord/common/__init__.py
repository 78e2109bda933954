"""Shared pieces of :mod:`mindspore.mindrecord`: its exception classes."""
