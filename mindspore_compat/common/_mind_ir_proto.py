"""The protobuf schema of MindIR, MindSpore's graph file format (``mind_ir.proto``, proto2, package ``mind_ir``).

No generated ``*_pb2`` module is shipped: the schema is written below as a table of facts (for each message its
fields as ``(number, name, label, type)``, plus the enums) and turned into a ``FileDescriptorProto`` at import
time. The descriptor goes into a private pool, so it never clashes with a ``mind_ir.proto`` that another library
(MindSpore itself, say) registered in protobuf's default pool. Field numbers and types match MindSpore 2.10, so
files written by either side parse identically on the other.
"""
from google.protobuf import descriptor_pb2, descriptor_pool

__all__ = ["ModelProto", "GraphProto", "NodeProto", "AttributeProto", "ValueInfoProto", "TensorProto",
           "MapTensorProto", "PrimitiveProto", "FunctorProto", "PreprocessorProto", "PreprocessOpProto",
           "ParallelProto", "LayoutProto", "ScalarNodeProto", "ScalarGraphHolderProto", "Version"]

_PACKAGE = "mind_ir"
_F = descriptor_pb2.FieldDescriptorProto
_LABELS = {"opt": _F.LABEL_OPTIONAL, "rep": _F.LABEL_REPEATED, "req": _F.LABEL_REQUIRED}
_SCALARS = {"string": _F.TYPE_STRING, "bytes": _F.TYPE_BYTES, "bool": _F.TYPE_BOOL, "float": _F.TYPE_FLOAT,
            "double": _F.TYPE_DOUBLE, "int32": _F.TYPE_INT32, "int64": _F.TYPE_INT64, "uint64": _F.TYPE_UINT64}

# Enum values are listed in number order starting at ``start``.
_ELEM_TYPES = ("UNDEFINED FLOAT UINT8 INT8 UINT16 INT16 INT32 INT64 STRING BOOL FLOAT16 DOUBLE UINT32 UINT64 "
               "COMPLEX64 COMPLEX128 BFLOAT16").split()
_ENUMS = {
    "Version": (0, "IR_VERSION_START IR_VERSION IR_VERSION_WITH_PRIM_FUNCTION "
                   "IR_VERSION_WITH_SCALAR_GRAPH_HOLDER".split()),
    "AttributeProto.AttributeType": (0, _ELEM_TYPES + (
        "TENSOR GRAPH TENSORS TUPLE LIST DICT UMONAD IOMONAD NONE PRIMITIVECLOSURE FUNCGRAPHCLOSURE "
        "PARTIALCLOSURE UNIONFUNCCLOSURE CSR_TENSOR COO_TENSOR ROW_TENSOR CLASS_TYPE NAME_SPACE SYMBOL TYPE_NULL "
        "MAP_TENSOR FUNCTOR SCALAR SCALAR_GRAPH_HOLDER").split()),
    "FunctorProto.FunctorType": (1, ["SHAPE_CALC_FUNCTOR", "ANY_FUNCTOR"]),
    "TensorProto.DataType": (0, _ELEM_TYPES + ["FLOAT64", "QINT4X2"]),
    "TensorProto.CompressionType": (0, "NO_COMPRESSION INDEXING SPARSE FSE BIT_PACKING FSE_INT FSE_INFER".split()),
    "PrimitiveProto.PrimType": (1, ["PRIMITIVE", "PRIMITIVE_FUNCTION"]),
}

# Message -> fields. A type that is not a scalar names a message or an enum of the package (dotted when nested).
# Every field of a message is listed in number order, so the number is the position (starting at 1).
_MESSAGES = {
    "AttributeProto": [
        ("name", "opt", "string"), ("f", "opt", "float"), ("i", "opt", "int64"), ("d", "opt", "double"),
        ("s", "opt", "bytes"), ("t", "opt", "TensorProto"), ("g", "opt", "GraphProto"),
        ("floats", "rep", "float"), ("doubles", "rep", "double"), ("ints", "rep", "int64"),
        ("strings", "rep", "bytes"), ("tensors", "rep", "TensorProto"), ("graphs", "rep", "GraphProto"),
        ("doc_string", "opt", "string"), ("ref_attr_name", "opt", "string"),
        ("type", "opt", "AttributeProto.AttributeType"), ("values", "rep", "AttributeProto"),
        ("seq_info", "opt", "AttributeProto.SeqInfoProto"), ("functor", "opt", "FunctorProto"),
        ("graph_holder", "opt", "ScalarGraphHolderProto")],
    "AttributeProto.SeqInfoProto": [("is_dyn_len", "opt", "bool"), ("tuple_elem_item", "opt", "AttributeProto")],
    "FunctorProto": [("type", "opt", "FunctorProto.FunctorType"), ("name", "opt", "string"),
                     ("values", "rep", "AttributeProto")],
    "ValueInfoProto": [("name", "opt", "string"), ("tensor", "rep", "TensorProto"), ("doc_string", "opt", "string"),
                       ("denotation", "opt", "string"), ("attr_info", "opt", "AttributeProto")],
    "NodeProto": [("input", "rep", "string"), ("output", "rep", "string"), ("name", "opt", "string"),
                  ("op_type", "opt", "string"), ("attribute", "rep", "AttributeProto"),
                  ("doc_string", "opt", "string"), ("domain", "opt", "string"),
                  ("node_attr", "rep", "AttributeProto"), ("primal_attr", "rep", "AttributeProto")],
    "ModelProto": [("ir_version", "opt", "string"), ("producer_name", "opt", "string"),
                   ("producer_version", "opt", "string"), ("domain", "opt", "string"),
                   ("model_version", "opt", "string"), ("doc_string", "opt", "string"),
                   ("graph", "opt", "GraphProto"), ("functions", "rep", "GraphProto"),
                   ("preprocessor", "opt", "PreprocessorProto"), ("little_endian", "opt", "bool"),
                   ("parallel", "opt", "ParallelProto"), ("primitives", "rep", "PrimitiveProto"),
                   ("mind_ir_version", "opt", "int64"), ("user_info", "map", "string:string")],
    "PreprocessorProto": [("op", "rep", "PreprocessOpProto")],
    "PreprocessOpProto": [("input_columns", "opt", "string"), ("output_columns", "opt", "string"),
                          ("project_columns", "opt", "string"), ("op_type", "opt", "string"),
                          ("operations", "opt", "string"), ("offload", "opt", "bool")],
    "GraphProto": [("node", "rep", "NodeProto"), ("name", "opt", "string"), ("parameter", "rep", "TensorProto"),
                   ("doc_string", "opt", "string"), ("input", "rep", "ValueInfoProto"),
                   ("output", "rep", "ValueInfoProto"), ("bprop_hash", "opt", "string"),
                   ("attribute", "rep", "AttributeProto"), ("bprop_filepath", "opt", "string"),
                   ("map_parameter", "rep", "MapTensorProto")],
    "TensorProto": [("dims", "rep", "int64"), ("data_type", "opt", "int32"), ("float_data", "rep", "float"),
                    ("int32_data", "rep", "int32"), ("string_data", "rep", "bytes"), ("int64_data", "rep", "int64"),
                    ("name", "opt", "string"), ("doc_string", "opt", "string"), ("raw_data", "opt", "bytes"),
                    ("double_data", "rep", "double"), ("uint64_data", "rep", "uint64"),
                    ("external_data", "opt", "TensorProto.ExternalDataProto"), ("ref_key", "opt", "string"),
                    ("min_dims", "rep", "int64"), ("max_dims", "rep", "int64"),
                    ("compression_type", "opt", "TensorProto.CompressionType"),
                    ("quant_params", "rep", "TensorProto.QuantParamProto")],
    "TensorProto.ExternalDataProto": [("location", "opt", "string"), ("offset", "opt", "int64"),
                                      ("length", "opt", "int64")],
    "TensorProto.QuantParamProto": [("quant_algo_name", "req", "string"), ("attribute", "rep", "AttributeProto")],
    "MapTensorProto": [("name", "req", "string"), ("default_value", "req", "AttributeProto"),
                       ("key_tensor", "req", "TensorProto"), ("value_tensor", "req", "TensorProto"),
                       ("status_tensor", "req", "TensorProto")],
    "ParallelProto": [("layout", "rep", "LayoutProto")],
    "LayoutProto": [("name", "opt", "string"), ("device_arrangement_int", "rep", "int64"),
                    ("tensor_map_int", "rep", "int64"), ("slice_shape_int", "rep", "int64"),
                    ("field_size", "opt", "int64"), ("uniform_split", "opt", "bool"),
                    ("opt_shard_group", "opt", "string"), ("pipeline_shared", "opt", "bool"),
                    ("is_send", "opt", "bool"), ("peer_rank", "opt", "int64"), ("sr_tag", "opt", "int64"),
                    ("opt_shard_slice_shape_int", "rep", "int64")],
    "PrimitiveProto": [("name", "opt", "string"), ("op_type", "opt", "string"),
                       ("attribute", "rep", "AttributeProto"), ("instance_name", "opt", "string"),
                       ("prim_type", "opt", "PrimitiveProto.PrimType")],
    "ScalarNodeProto": [("scalar_op_type", "opt", "int64"), ("in_index", "rep", "int64"),
                        ("value", "rep", "int64")],
    "ScalarGraphHolderProto": [("scalar_node", "rep", "ScalarNodeProto"), ("input_shape_index", "rep", "uint64")],
}


def _container(fdp, path, cache):
    """The DescriptorProto of the (possibly nested) message at dotted ``path``, created on first use."""
    if path not in cache:
        parent, _, leaf = path.rpartition(".")
        owner = fdp.message_type if not parent else _container(fdp, parent, cache).nested_type
        cache[path] = owner.add(name=leaf)
    return cache[path]


def _set_type(field, spec):
    if spec in _SCALARS:
        field.type = _SCALARS[spec]
    else:
        field.type = _F.TYPE_ENUM if spec in _ENUMS else _F.TYPE_MESSAGE
        field.type_name = f".{_PACKAGE}.{spec}"


def _file_descriptor_proto():
    fdp = descriptor_pb2.FileDescriptorProto(name="mind_ir.proto", package=_PACKAGE, syntax="proto2")
    cache = {}
    for path, fields in _MESSAGES.items():
        msg = _container(fdp, path, cache)
        for number, (name, label, spec) in enumerate(fields, start=1):
            field = msg.field.add(name=name, number=number)
            if label == "map":  # protobuf spells map<K, V> as a repeated nested "<Name>Entry" message
                entry_name = "".join(part.capitalize() for part in name.split("_")) + "Entry"
                entry = msg.nested_type.add(name=entry_name)
                entry.options.map_entry = True
                key_spec, value_spec = spec.split(":")
                for slot, (entry_field, entry_spec) in enumerate((("key", key_spec), ("value", value_spec)), 1):
                    sub = entry.field.add(name=entry_field, number=slot, label=_F.LABEL_OPTIONAL)
                    _set_type(sub, entry_spec)
                field.label = _F.LABEL_REPEATED
                _set_type(field, f"{path}.{entry_name}")
                field.type = _F.TYPE_MESSAGE
                continue
            field.label = _LABELS[label]
            _set_type(field, spec)
    for path, (start, names) in _ENUMS.items():
        parent, _, leaf = path.rpartition(".")
        owner = fdp.enum_type if not parent else _container(fdp, parent, cache).enum_type
        enum = owner.add(name=leaf)
        for number, value_name in enumerate(names, start=start):
            enum.value.add(name=value_name, number=number)
    return fdp


def _build():
    pool = descriptor_pool.DescriptorPool()
    file_desc = pool.Add(_file_descriptor_proto())
    try:  # protobuf >= 4
        from google.protobuf.message_factory import GetMessageClass
    except ImportError:  # protobuf 3.x
        from google.protobuf import message_factory
        GetMessageClass = message_factory.MessageFactory(pool).GetPrototype
    top = [n for n in __all__ if n != "Version"]
    classes = {name: GetMessageClass(pool.FindMessageTypeByName(f"{_PACKAGE}.{name}")) for name in top}
    return classes, pool.FindEnumTypeByName(f"{_PACKAGE}.Version")


_CLASSES, Version = _build()
ModelProto = _CLASSES["ModelProto"]
GraphProto = _CLASSES["GraphProto"]
NodeProto = _CLASSES["NodeProto"]
AttributeProto = _CLASSES["AttributeProto"]
ValueInfoProto = _CLASSES["ValueInfoProto"]
TensorProto = _CLASSES["TensorProto"]
MapTensorProto = _CLASSES["MapTensorProto"]
PrimitiveProto = _CLASSES["PrimitiveProto"]
FunctorProto = _CLASSES["FunctorProto"]
PreprocessorProto = _CLASSES["PreprocessorProto"]
PreprocessOpProto = _CLASSES["PreprocessOpProto"]
ParallelProto = _CLASSES["ParallelProto"]
LayoutProto = _CLASSES["LayoutProto"]
ScalarNodeProto = _CLASSES["ScalarNodeProto"]
ScalarGraphHolderProto = _CLASSES["ScalarGraphHolderProto"]
