"""The protobuf schema of MindSpore's parallel-strategy files, built at import time (no protoc-generated module).

A strategy file (``set_auto_parallel_context(strategy_ckpt_config={"save_file": ...})``) is one serialized
``ParallelStrategyMap`` of MindSpore's ``node_strategy.proto`` (proto2, package ``mindspore.straspb``); the
group-information file of ``restore_group_info_list`` is one ``ParallelGroupMap``. The messages and fields
(number, type, label) are::

    ParallelStrategy      1 dim: repeated uint32
    ParallelStrategys     1 stage: required uint32; 2 parallel_strategy: repeated ParallelStrategy
    ParallelStrategyItem  1 node_name: required string; 2 parallel_strategys: required ParallelStrategys
    DevMatrix             1 dim: repeated uint32
    TensorMap             1 dim: repeated int32
    ParamSplitShape       1 dim: repeated int64
    IndicesOffset         1 dim: repeated int64
    ParallelLayouts       1 dev_matrix: repeated DevMatrix; 2 tensor_map: repeated TensorMap;
                          3 param_split_shape: repeated ParamSplitShape; 4 indices_offset: repeated IndicesOffset;
                          5 field: required int32; 6 opt_weight_shard_step: required int32;
                          7 opt_weight_shard_size: required int32
    ParallelLayoutItem    1 param_name: required string; 2 parallel_layouts: required ParallelLayouts
    ParallelGroupRanks    1 dim: repeated uint32
    ParallelGroupItem     1 group_name: required string; 2 parallel_group_ranks: required ParallelGroupRanks
    ParallelGroupMap      1 parallel_group_item: repeated ParallelGroupItem;
                          2 ckpt_restore_rank_list: required ParallelGroupRanks
    ParallelStrategyMap   1 current_stage: required uint32; 2 parallel_strategy_item: repeated ParallelStrategyItem;
                          3 parallel_layout_item: repeated ParallelLayoutItem

The descriptors live in a private pool, so they never clash with a copy registered by another library.
"""
from google.protobuf import descriptor_pb2, descriptor_pool

_F = descriptor_pb2.FieldDescriptorProto
_PACKAGE = "mindspore.straspb"
_REP, _REQ = _F.LABEL_REPEATED, _F.LABEL_REQUIRED

# message name -> [(field name, number, label, type, message type name or None)]
_SCHEMA = {
    "ParallelStrategy": [("dim", 1, _REP, _F.TYPE_UINT32, None)],
    "ParallelStrategys": [("stage", 1, _REQ, _F.TYPE_UINT32, None),
                          ("parallel_strategy", 2, _REP, _F.TYPE_MESSAGE, "ParallelStrategy")],
    "ParallelStrategyItem": [("node_name", 1, _REQ, _F.TYPE_STRING, None),
                             ("parallel_strategys", 2, _REQ, _F.TYPE_MESSAGE, "ParallelStrategys")],
    "DevMatrix": [("dim", 1, _REP, _F.TYPE_UINT32, None)],
    "TensorMap": [("dim", 1, _REP, _F.TYPE_INT32, None)],
    "ParamSplitShape": [("dim", 1, _REP, _F.TYPE_INT64, None)],
    "IndicesOffset": [("dim", 1, _REP, _F.TYPE_INT64, None)],
    "ParallelLayouts": [("dev_matrix", 1, _REP, _F.TYPE_MESSAGE, "DevMatrix"),
                        ("tensor_map", 2, _REP, _F.TYPE_MESSAGE, "TensorMap"),
                        ("param_split_shape", 3, _REP, _F.TYPE_MESSAGE, "ParamSplitShape"),
                        ("indices_offset", 4, _REP, _F.TYPE_MESSAGE, "IndicesOffset"),
                        ("field", 5, _REQ, _F.TYPE_INT32, None),
                        ("opt_weight_shard_step", 6, _REQ, _F.TYPE_INT32, None),
                        ("opt_weight_shard_size", 7, _REQ, _F.TYPE_INT32, None)],
    "ParallelLayoutItem": [("param_name", 1, _REQ, _F.TYPE_STRING, None),
                           ("parallel_layouts", 2, _REQ, _F.TYPE_MESSAGE, "ParallelLayouts")],
    "ParallelGroupRanks": [("dim", 1, _REP, _F.TYPE_UINT32, None)],
    "ParallelGroupItem": [("group_name", 1, _REQ, _F.TYPE_STRING, None),
                          ("parallel_group_ranks", 2, _REQ, _F.TYPE_MESSAGE, "ParallelGroupRanks")],
    "ParallelGroupMap": [("parallel_group_item", 1, _REP, _F.TYPE_MESSAGE, "ParallelGroupItem"),
                         ("ckpt_restore_rank_list", 2, _REQ, _F.TYPE_MESSAGE, "ParallelGroupRanks")],
    "ParallelStrategyMap": [("current_stage", 1, _REQ, _F.TYPE_UINT32, None),
                            ("parallel_strategy_item", 2, _REP, _F.TYPE_MESSAGE, "ParallelStrategyItem"),
                            ("parallel_layout_item", 3, _REP, _F.TYPE_MESSAGE, "ParallelLayoutItem")],
}


def _file_descriptor_proto():
    fdp = descriptor_pb2.FileDescriptorProto()
    fdp.name = "node_strategy.proto"
    fdp.package = _PACKAGE
    fdp.syntax = "proto2"
    for message_name, fields in _SCHEMA.items():
        message = fdp.message_type.add()
        message.name = message_name
        for name, number, label, ftype, type_name in fields:
            f = message.field.add()
            f.name, f.number, f.label, f.type = name, number, label, ftype
            if type_name is not None:
                f.type_name = f".{_PACKAGE}.{type_name}"
    return fdp


def _message_classes():
    pool = descriptor_pool.DescriptorPool()
    pool.Add(_file_descriptor_proto())
    descriptors = {n: pool.FindMessageTypeByName(f"{_PACKAGE}.{n}") for n in _SCHEMA}
    try:  # protobuf >= 4
        from google.protobuf.message_factory import GetMessageClass
        return {n: GetMessageClass(d) for n, d in descriptors.items()}
    except ImportError:  # protobuf 3.x
        from google.protobuf import message_factory
        factory = message_factory.MessageFactory(pool)
        return {n: factory.GetPrototype(d) for n, d in descriptors.items()}


_CLASSES = _message_classes()
ParallelStrategyMap = _CLASSES["ParallelStrategyMap"]
ParallelLayouts = _CLASSES["ParallelLayouts"]
ParallelGroupMap = _CLASSES["ParallelGroupMap"]
