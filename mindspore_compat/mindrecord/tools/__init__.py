"""Converters from public data set layouts to MindRecord files."""
