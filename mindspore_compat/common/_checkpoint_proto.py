"""The protobuf schema of MindSpore's ``.ckpt`` files, built at import time (no protoc-generated module).

MindSpore's ``checkpoint.proto`` (proto2, no package) is::

    message Checkpoint {
      message Value {
        required string tag = 1;
        oneof value { TensorProto tensor = 2; MapTensorProto maptensor = 3; }
      }
      repeated Value value = 1;
    }
    message TensorProto {
      repeated int64 dims = 1;
      required string tensor_type = 2;
      required bytes tensor_content = 3;
    }
    message MapTensorProto { repeated TensorProto tensor = 1; }

The descriptor below is assembled field by field into a private descriptor pool, so it never clashes with a
``checkpoint.proto`` that another library registered in protobuf's default pool.
"""
from google.protobuf import descriptor_pb2, descriptor_pool
from google.protobuf.message import DecodeError

__all__ = ["Checkpoint", "TensorProto", "MapTensorProto", "DecodeError"]

_F = descriptor_pb2.FieldDescriptorProto
_FILE_NAME = "checkpoint.proto"


def _field(message, name, number, label, ftype, type_name=None, oneof_index=None):
    f = message.field.add()
    f.name = name
    f.number = number
    f.label = label
    f.type = ftype
    if type_name is not None:
        f.type_name = type_name
    if oneof_index is not None:
        f.oneof_index = oneof_index
    return f


def _file_descriptor_proto():
    fdp = descriptor_pb2.FileDescriptorProto()
    fdp.name = _FILE_NAME
    fdp.syntax = "proto2"

    ckpt = fdp.message_type.add()
    ckpt.name = "Checkpoint"
    _field(ckpt, "value", 1, _F.LABEL_REPEATED, _F.TYPE_MESSAGE, ".Checkpoint.Value")
    value = ckpt.nested_type.add()
    value.name = "Value"
    _field(value, "tag", 1, _F.LABEL_REQUIRED, _F.TYPE_STRING)
    value.oneof_decl.add().name = "value"
    _field(value, "tensor", 2, _F.LABEL_OPTIONAL, _F.TYPE_MESSAGE, ".TensorProto", oneof_index=0)
    _field(value, "maptensor", 3, _F.LABEL_OPTIONAL, _F.TYPE_MESSAGE, ".MapTensorProto", oneof_index=0)

    tensor = fdp.message_type.add()
    tensor.name = "TensorProto"
    _field(tensor, "dims", 1, _F.LABEL_REPEATED, _F.TYPE_INT64)
    _field(tensor, "tensor_type", 2, _F.LABEL_REQUIRED, _F.TYPE_STRING)
    _field(tensor, "tensor_content", 3, _F.LABEL_REQUIRED, _F.TYPE_BYTES)

    maptensor = fdp.message_type.add()
    maptensor.name = "MapTensorProto"
    _field(maptensor, "tensor", 1, _F.LABEL_REPEATED, _F.TYPE_MESSAGE, ".TensorProto")
    return fdp


def _message_classes():
    pool = descriptor_pool.DescriptorPool()
    pool.Add(_file_descriptor_proto())
    names = ("Checkpoint", "TensorProto", "MapTensorProto")
    descriptors = [pool.FindMessageTypeByName(n) for n in names]
    try:  # protobuf >= 4
        from google.protobuf.message_factory import GetMessageClass
        return tuple(GetMessageClass(d) for d in descriptors)
    except ImportError:  # protobuf 3.x
        from google.protobuf import message_factory
        factory = message_factory.MessageFactory(pool)
        return tuple(factory.GetPrototype(d) for d in descriptors)


Checkpoint, TensorProto, MapTensorProto = _message_classes()
