"""The exceptions :mod:`mindspore.mindrecord` raises for bad arguments and schemas.

Each class carries a fixed base message and a detail; ``str()`` of an instance is ``[<class name>]: <message>``,
as in MindSpore.
"""

__all__ = ["MindRecordException", "ParamTypeError", "ParamValueError", "ParamMissError", "MRMOpenError",
           "MRMInvalidSchemaError", "MRMValidateDataError", "MRMDefineIndexError", "MRMDefineBlobError",
           "MRMUnsupportedSchemaError", "MRMDefineCategoryError", "MRMFetchDataError",
           "PathNotExistsError"]


class MindRecordException(Exception):
    """Base class of the MindRecord errors; `error_msg` is the readable text."""

    _base = "Unknown Error."

    def __init__(self):
        super().__init__()
        self.error_msg = self._base

    def __str__(self):
        return f"[{type(self).__name__}]: {self.error_msg}"


class ParamTypeError(MindRecordException):
    """An argument has the wrong type."""

    def __init__(self, param_name, expected_type):
        super().__init__()
        self.error_msg = f"Invalid parameter type. '{param_name}' expect {expected_type} type."


class ParamValueError(MindRecordException):
    """An argument has a wrong value."""

    def __init__(self, error_detail):
        super().__init__()
        self.error_msg = f"Invalid parameter value. {error_detail}"


class ParamMissError(MindRecordException):
    """A required argument is missing."""

    def __init__(self, param_name):
        super().__init__()
        self.error_msg = f"Param missing. '{param_name}' is required."


class MRMOpenError(MindRecordException):
    """A MindRecord file could not be opened."""

    _base = "MindRecord could not open."


class _Detailed(MindRecordException):
    _lead = ""

    def __init__(self, error_detail):
        super().__init__()
        self.error_msg = f"{self._lead} Detail: {error_detail}"


class MRMInvalidSchemaError(_Detailed):
    """The schema given to ``FileWriter.add_schema`` is malformed."""

    _lead = "Schema format is error."


class MRMValidateDataError(_Detailed):
    """Rows do not match the schema."""

    _lead = "Raw data do not match the schema."


class MRMDefineIndexError(_Detailed):
    """An index field is not a scalar field of the schema."""

    _lead = "Failed to define index field."


class MRMDefineBlobError(_Detailed):
    """A blob field is wrongly defined."""

    _lead = "Failed to define blob field."


class MRMUnsupportedSchemaError(_Detailed):
    """The schema holds something the reader cannot return."""

    _lead = "Schema is not supported."


class MRMDefineCategoryError(_Detailed):
    """A category field of :class:`MindPage` is invalid."""

    _lead = "Failed to define category field."


class MRMFetchDataError(MindRecordException):
    """Rows of a category could not be read."""

    _base = "Failed to fetch data by category."


class PathNotExistsError(MindRecordException):
    """A file or folder a converter needs is missing."""

    def __init__(self, error_path):
        super().__init__()
        self.error_msg = f"Invalid path. {error_path}"
