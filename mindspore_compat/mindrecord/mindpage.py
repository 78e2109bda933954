"""Reading MindRecord rows grouped by the value of an index field, page by page: :class:`MindPage`."""
import json
import os
import sqlite3

from . import _format
from .common.exceptions import ParamTypeError, ParamValueError, MRMDefineCategoryError
from .filereader import open_files, _plain

__all__ = ["MindPage"]


def _is_int_from(value, low):
    return isinstance(value, int) and value >= low


def _need(condition, message):
    if not condition:
        raise ParamValueError(message)


def _check_paging(page, num_row):
    _need(_is_int_from(page, 0), "Page should be int and greater than or equal to 0.")
    _need(_is_int_from(num_row, 1), "num_row should be int and greater than 0.")


def _category_name(value):
    if isinstance(value, float) and value.is_integer():
        return str(int(value))
    return str(value)


class MindPage:
    """
    Groups the rows of MindRecord files by the value of one index field (a *category field*) and reads a group
    page by page, using the SQLite index next to each file.

    Args:
        file_name (Union[str, list[str]]): A file of the data set (all its shards are read), or the list of files.
        num_consumer (int, optional): Reader threads in MindSpore (validated). Default: ``4``.

    Raises:
        ParamValueError: If `file_name` or `num_consumer` is invalid.
        RuntimeError: If a file or its index database does not exist.

    Supported Platforms:
        ``CPU`` ``GPU`` ``Ascend``

    Examples:
        >>> import os, tempfile
        >>> from mindspore.mindrecord import FileWriter, MindPage
        >>> path = os.path.join(tempfile.mkdtemp(), "pets.mindrecord")
        >>> writer = FileWriter(path)
        >>> writer.add_schema({"kind": {"type": "string"}, "age": {"type": "int32"}})
        >>> writer.write_raw_data([{"kind": "cat", "age": 3}, {"kind": "dog", "age": 5}, {"kind": "cat", "age": 1}])
        >>> writer.commit()
        >>> pages = MindPage(path)
        >>> print(pages.candidate_fields)
        ['age', 'kind']
        >>> pages.category_field = "kind"
        >>> print(pages.read_category_info())
        {"categories":[{"count":2,"id":0,"name":"cat"},{"count":1,"id":1,"name":"dog"}],"key":"kind_0"}
        >>> print(pages.read_at_page_by_name("cat", 0, 5))
        [{'age': 3, 'kind': 'cat'}, {'age': 1, 'kind': 'cat'}]
    """

    def __init__(self, file_name, num_consumer=4):
        if not isinstance(num_consumer, int) or isinstance(num_consumer, bool) or num_consumer < 1:
            raise ParamValueError("Parameter num_consumer is not int.")
        self._paths, header = open_files(file_name)
        entry = header["schema"][0]
        self._schema, self._blob_fields = entry["schema"], entry["blob_fields"]
        for path in self._paths:
            if not os.path.isfile(path + ".db"):
                raise RuntimeError(f"Invalid file, index file: {path}.db of the data set does not exist.")
        self._candidate_fields = [f["index_field"] for f in header["index_fields"] or []]
        self._category_field = None

    @property
    def candidate_fields(self):
        """list[str], the index fields rows can be grouped by."""
        return self._candidate_fields

    @property
    def category_field(self):
        """str, the field rows are grouped by (``None`` until set)."""
        return self._category_field

    @category_field.setter
    def category_field(self, category_field):
        valid_name = isinstance(category_field, str) and category_field != ""
        if not valid_name:
            raise ParamTypeError("category_fields", "str")
        known = set(self._candidate_fields)
        if category_field in known:
            self._category_field = category_field
            return
        raise MRMDefineCategoryError(f"Field '{category_field}' is not a candidate category field.")

    def _groups(self):
        """[(name, [(shard index, row id)])] of the category field, in value order."""
        if self._category_field is None:
            raise _format.pipeline_error("Invalid data, category field is not set. Please set 'category_field' first.")
        column = f"{self._category_field}_0"
        groups = {}
        for shard, path in enumerate(self._paths):
            conn = sqlite3.connect(path + ".db")
            try:
                rows = conn.execute(f'SELECT "{column}", ROW_ID FROM INDEXES ORDER BY ROW_ID').fetchall()
            finally:
                conn.close()
            for value, row_id in rows:
                groups.setdefault(value, []).append((shard, row_id))
        return [(_category_name(value), groups[value]) for value in sorted(groups)]

    def read_category_info(self):
        """
        The groups of the category field as JSON text: each group's id, name (the field value) and row count.

        Returns:
            str, ``{"categories": [{"count", "id", "name"}, ...], "key": "<field>_0"}``.

        Raises:
            RuntimeError: If the category field is not set.
        """
        groups = self._groups()
        info = {"categories": [{"count": len(rows), "id": i, "name": name} for i, (name, rows) in enumerate(groups)],
                "key": f"{self._category_field}_0"}
        return json.dumps(info, separators=(",", ":"), sort_keys=True, ensure_ascii=False)

    def _page(self, rows, page, num_row):
        if page * num_row >= len(rows):
            raise _format.pipeline_error(f"Invalid data, page no: {page}or page size: {num_row} is invalid.")
        wanted = rows[page * num_row:(page + 1) * num_row]
        shards = {}
        result = []
        for shard, row_id in wanted:
            if shard not in shards:
                shards[shard] = _format.read_shard(self._paths[shard])
            raw, blob = shards[shard][row_id]
            row = {k: _plain(v) for k, v in raw.items() if k in self._schema}
            row.update(_format.decode_blob(blob, self._blob_fields, self._schema))
            result.append(row)
        return result

    def read_at_page_by_id(self, category_id, page, num_row):
        """
        Rows of the group with id `category_id` (see :meth:`read_category_info`), page `page` of `num_row` rows.

        Args:
            category_id (int): The group id.
            page (int): The page index, from 0.
            num_row (int): Rows per page.

        Returns:
            list[dict], the rows.

        Raises:
            ParamValueError: If an argument is not a non-negative int (`num_row` positive).
            RuntimeError: If the id or the page is out of range.
        """
        _need(_is_int_from(category_id, 0), "Category id should be int and greater than or equal to 0.")
        _check_paging(page, num_row)
        groups = self._groups()
        if category_id >= len(groups):
            raise _format.pipeline_error(f"Invalid data, category_id: {category_id} must be in the range "
                                  f"[0, {len(groups)}].")
        return self._page(groups[category_id][1], page, num_row)

    def read_at_page_by_name(self, category_name, page, num_row):
        """
        Rows of the group whose field value is `category_name`, page `page` of `num_row` rows.

        Args:
            category_name (str): The field value, as :meth:`read_category_info` names it.
            page (int): The page index, from 0.
            num_row (int): Rows per page.

        Returns:
            list[dict], the rows.

        Raises:
            ParamValueError: If an argument has the wrong type or value.
            RuntimeError: If the page is out of range.
        """
        _need(isinstance(category_name, str), "Category name should be str.")
        _check_paging(page, num_row)
        for name, rows in self._groups():
            if name == category_name:
                return self._page(rows, page, num_row)
        return []

