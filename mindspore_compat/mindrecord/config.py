"""Encryption settings of MindRecord files (``set_enc_key``, ``set_enc_mode``, ``set_dec_mode``).

mindspore_compat reads and writes plain MindRecord files only: MindSpore's encrypted layout (AES-GCM / SM4-CBC
blocks around the whole file) is not documented, so a key is refused with an error saying so. Without a key
(the default) every MindRecord operation works.
"""
__all__ = ["set_enc_key", "set_enc_mode", "set_dec_mode"]

_state = {"enc_mode": "AES-GCM", "dec_mode": None}


def _unsupported(what):
    return RuntimeError(f"{what}: encrypted MindRecord files are not supported by mindspore_compat (MindSpore's "
                        f"encrypted file layout is not documented); write and read plain files, and encrypt them "
                        f"at rest with your own tools if needed.")


def set_enc_key(enc_key):
    """
    Set the key that MindRecord files are encrypted with; ``None`` turns encryption off.

    mindspore_compat supports only ``None``: it keeps files unencrypted.

    Args:
        enc_key (str): The key (16, 24 or 32 characters in MindSpore), or ``None``.

    Raises:
        ValueError: If `enc_key` is neither None nor a str.
        RuntimeError: If `enc_key` is a key: encrypted files are not supported.

    Supported Platforms:
        ``CPU`` ``GPU`` ``Ascend``

    Examples:
        >>> from mindspore.mindrecord import set_enc_key
        >>> set_enc_key(None)
    """
    if enc_key is None:
        return
    if not isinstance(enc_key, str):
        raise ValueError("The input enc_key is not str.")
    raise _unsupported("set_enc_key")


def set_enc_mode(enc_mode="AES-GCM"):
    """
    Choose the cipher of encrypted MindRecord files (``'AES-GCM'``, ``'SM4-CBC'`` or a callable).

    The mode is recorded; it has no effect as long as no key is set, and a key cannot be set in mindspore_compat.

    Args:
        enc_mode (Union[str, function], optional): The cipher, or a function ``f(file_name)`` that encrypts a
            file in place. Default: ``'AES-GCM'``.

    Raises:
        ValueError: If `enc_mode` is not one of the ciphers nor callable.

    Supported Platforms:
        ``CPU`` ``GPU`` ``Ascend``

    Examples:
        >>> from mindspore.mindrecord import set_enc_mode
        >>> set_enc_mode("AES-GCM")
    """
    if not (callable(enc_mode) or enc_mode in ("AES-GCM", "SM4-CBC")):
        raise ValueError("The input enc_mode is invalid.")
    _state["enc_mode"] = enc_mode


def set_dec_mode(dec_mode="AES-GCM"):
    """
    Choose how encrypted MindRecord files are decrypted (``'AES-GCM'``, ``'SM4-CBC'`` or a callable).

    The mode is recorded; plain files are read whatever it is.

    Args:
        dec_mode (Union[str, function], optional): The cipher, or a function ``f(file_name)`` returning the path
            of the decrypted file. Default: ``'AES-GCM'``.

    Raises:
        ValueError: If `dec_mode` is not one of the ciphers nor callable.

    Supported Platforms:
        ``CPU`` ``GPU`` ``Ascend``

    Examples:
        >>> from mindspore.mindrecord import set_dec_mode
        >>> set_dec_mode("AES-GCM")
    """
    if not (dec_mode is None or callable(dec_mode) or dec_mode in ("AES-GCM", "SM4-CBC")):
        raise ValueError("The input dec_mode is invalid.")
    _state["dec_mode"] = dec_mode

