"""Attention and Transformer layers (``mindspore.nn.layer.transformer``).

Parameter names follow MindSpore (``self_attn.in_proj_weight``, ``dense1``/``dense2`` for the feed-forward block,
``norm1``.. as LayerNorm with ``gamma``/``beta``), so MindSpore checkpoints load unchanged.
"""
import copy
import math
from typing import Union, Optional

import torch
import torch.nn.functional as F

from ..cell import Cell
from .basic import Dense, Dropout
from .activation import ReLU, GELU
from .normalization import LayerNorm
from .container import CellList
from ._utils import keep_args
from ... import ops
from ...common import dtype as mstype
from ...common.tensor import _wrap
from ...common.parameter import Parameter
from ...common.initializer import initializer, XavierNormal, XavierUniform, HeUniform, Uniform

__all__ = ["MultiheadAttention", "TransformerEncoderLayer", "TransformerDecoderLayer", "TransformerEncoder",
           "TransformerDecoder", "Transformer"]


def _raw(x):
    return None if x is None else x._t


def _check_mask_dtype(mask, exc, text):
    if mask is not None and mask.dtype != mstype.bool_ and not mask._t.is_floating_point():
        raise exc(text)


class MultiheadAttention(Cell):
    r"""
    Multi-head attention: the query, key and value are projected, split into `num_heads` heads, each head computes
    :math:`\text{softmax}(Q K^T / \sqrt{d_{head}} + \text{mask}) V`, and the concatenated heads are projected by
    ``out_proj``.

    With equal `kdim`, `vdim` and `embed_dim` the three input projections are stacked in one Parameter
    ``in_proj_weight`` of shape :math:`(3 \times embed\_dim, embed\_dim)` (Xavier-uniform); otherwise they are
    ``q_proj_weight``, ``k_proj_weight`` and ``v_proj_weight``. ``in_proj_bias`` starts at zeros.

    Args:
        embed_dim (int): Size of the model features.
        num_heads (int): Number of heads; must divide `embed_dim`.
        dropout (float): Dropout probability on the attention weights, in training. Default: ``0.0`` .
        has_bias (bool): Whether the projections have biases. Default: ``True`` .
        add_bias_kv (bool): Whether learnt ``bias_k`` / ``bias_v`` rows are appended to the key and value.
            Default: ``False`` .
        add_zero_attn (bool): Whether a row of zeros is appended to the key and value. Default: ``False`` .
        kdim (int): Features of the key. Default: ``None`` (`embed_dim`).
        vdim (int): Features of the value. Default: ``None`` (`embed_dim`).
        batch_first (bool): Whether batched inputs are :math:`(N, L, E)` instead of :math:`(L, N, E)`.
            Default: ``False`` .
        dtype (:class:`mindspore.dtype`): Dtype of the Parameters. Default: ``mstype.float32`` .

    Inputs:
        - **query** (Tensor) - :math:`(L, E)` unbatched, or :math:`(L, N, E)` (:math:`(N, L, E)` with
          `batch_first`).
        - **key** (Tensor) - :math:`(S, E_k)` or :math:`(S, N, E_k)` (:math:`(N, S, E_k)`).
        - **value** (Tensor) - :math:`(S, E_v)` or :math:`(S, N, E_v)` (:math:`(N, S, E_v)`).
        - **key_padding_mask** (Tensor, optional) - :math:`(N, S)` (or :math:`(S)`); bool ``True`` hides a key,
          a float mask is added to the scores. Default: ``None`` .
        - **need_weights** (bool) - Whether the attention weights are returned too. Default: ``True`` .
        - **attn_mask** (Tensor, optional) - :math:`(L, S)` or :math:`(N \cdot num\_heads, L, S)`, bool or float as
          above. Default: ``None`` .
        - **average_attn_weights** (bool) - Whether the returned weights are averaged over the heads.
          Default: ``True`` .

    Outputs:
        Tuple: ``(attn_output, attn_output_weights)``, or ``(attn_output,)`` when `need_weights` is ``False``.
        `attn_output` is shaped like `query` with `embed_dim` features; the weights are :math:`(N, L, S)` averaged,
        :math:`(N, num\_heads, L, S)` otherwise.

    Raises:
        ValueError: If `embed_dim` is not divisible by `num_heads`.
        ValueError: If `key_padding_mask` is neither bool nor floating.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import Tensor, nn
        >>> attn = nn.MultiheadAttention(8, 2)
        >>> q = Tensor(np.ones([5, 3, 8]), ms.float32)
        >>> kv = Tensor(np.ones([7, 3, 8]), ms.float32)
        >>> out, weights = attn(q, kv, kv)
        >>> print(out.shape, weights.shape)
        (5, 3, 8) (3, 5, 7)
        >>> print(weights[0, 0])
        [0.14285715 0.14285715 0.14285715 0.14285715 0.14285715 0.14285715
         0.14285715]
    """

    def __init__(self, embed_dim, num_heads, dropout=0.0, has_bias=True, add_bias_kv=False, add_zero_attn=False,
                 kdim=None, vdim=None, batch_first=False, dtype=mstype.float32):
        super().__init__()
        if embed_dim % num_heads:
            raise ValueError("The init argument 'embed_dim' must be divisible by 'num_heads'.")
        keep_args(self, embed_dim=embed_dim, num_heads=num_heads, dropout=dropout, batch_first=batch_first,
                  kdim=embed_dim if kdim is None else kdim, vdim=embed_dim if vdim is None else vdim,
                  head_dim=embed_dim // num_heads)
        self._qkv_same_embed_dim = (self.kdim, self.vdim) == (embed_dim, embed_dim)
        if dtype is None:
            dtype = mstype.float32
        if self._qkv_same_embed_dim:
            self.in_proj_weight = Parameter(initializer(XavierUniform(), (3 * embed_dim, embed_dim), dtype),
                                            "in_proj_weight")
            self.q_proj_weight = None
            self.k_proj_weight = None
            self.v_proj_weight = None
        else:
            self.q_proj_weight = Parameter(initializer(XavierUniform(), (embed_dim, embed_dim), dtype),
                                           "q_proj_weight")
            self.k_proj_weight = Parameter(initializer(XavierUniform(), (embed_dim, self.kdim), dtype),
                                           "k_proj_weight")
            self.v_proj_weight = Parameter(initializer(XavierUniform(), (embed_dim, self.vdim), dtype),
                                           "v_proj_weight")
            self.in_proj_weight = None
        if has_bias:
            self.in_proj_bias = Parameter(initializer("zeros", (3 * embed_dim), dtype), "in_proj_bias")
        else:
            self.in_proj_bias = None
        self.out_proj = Dense(embed_dim, embed_dim, has_bias=has_bias, weight_init=HeUniform(math.sqrt(5)),
                              bias_init=Uniform(1 / math.sqrt(embed_dim)), dtype=dtype)
        if add_bias_kv:
            self.bias_k = Parameter(initializer(XavierNormal(), (1, 1, embed_dim), dtype), "bias_k")
            self.bias_v = Parameter(initializer(XavierNormal(), (1, 1, embed_dim), dtype), "bias_v")
        else:
            self.bias_k = self.bias_v = None
        self.add_zero_attn = add_zero_attn
        self.dtype = dtype

    def construct(self, query, key, value, key_padding_mask=None, need_weights=True, attn_mask=None,
                  average_attn_weights=True):
        _check_mask_dtype(key_padding_mask, ValueError, "only bool and floating types of key_padding_mask are "
                                                        "supported")
        q, k, v = query._t, key._t, value._t
        batched = q.dim() == 3
        if self.batch_first and batched:
            q, k, v = (t.transpose(0, 1) for t in (q, k, v))
        kpm, mask = _raw(key_padding_mask), _raw(attn_mask)
        if mask is not None and mask.dtype == torch.uint8:
            mask = mask.bool()
        if kpm is not None and mask is not None and kpm.dtype != mask.dtype:
            # MindSpore merges mismatched masks in the attention mask's kind: a bool padding mask is added to a
            # float attention mask as 0/1 (not as -inf), a float padding mask is or-ed into a bool one as != 0
            kpm = kpm.to(mask.dtype) if mask.is_floating_point() else kpm != 0
        separate = not self._qkv_same_embed_dim
        out_proj = self.out_proj
        out, weights = F.multi_head_attention_forward(
            q, k, v, self.embed_dim, self.num_heads, _raw(self.in_proj_weight), _raw(self.in_proj_bias),
            _raw(self.bias_k), _raw(self.bias_v), self.add_zero_attn, self.dropout, out_proj.weight._t,
            _raw(out_proj.bias), training=bool(self.training), key_padding_mask=kpm,
            need_weights=need_weights, attn_mask=mask, use_separate_proj_weight=separate,
            q_proj_weight=_raw(self.q_proj_weight), k_proj_weight=_raw(self.k_proj_weight),
            v_proj_weight=_raw(self.v_proj_weight), average_attn_weights=average_attn_weights)
        if self.batch_first and batched:
            out = out.transpose(0, 1)
        if need_weights:
            return _wrap(out), _wrap(weights)
        return (_wrap(out),)


def _get_activation_fn(activation):
    fn = {"relu": ops.relu, "gelu": ops.gelu}.get(activation)
    if fn is None:
        raise ValueError(f"The activation must be relu/gelu, but get {activation}")
    return fn


def _check_activation(activation):
    if not isinstance(activation, str) and not isinstance(activation, Cell) and not callable(activation):
        raise ValueError(f"The argument 'activation' must be str, callable or Cell instance, but get {activation}.")
    if isinstance(activation, Cell) and not isinstance(activation, (ReLU, GELU)):
        raise ValueError(f"The argument 'activation' must be nn.ReLU or nn.GELU instance, but get {activation}.")
    if callable(activation) and activation is not ops.relu and activation is not ops.gelu:
        raise ValueError(f"The argument 'activation' must be ops.relu or ops.gelu instance, but get {activation}.")
    if isinstance(activation, str):
        return _get_activation_fn(activation)
    return activation


class _LayerBase(Cell):
    """Feed-forward block and settings shared by the encoder and decoder layers."""

    def _setup(self, d_model, nhead, dim_feedforward, dropout, activation, layer_norm_eps, batch_first, norm_first,
               dtype, n_norms):
        self.dense1 = Dense(d_model, dim_feedforward, weight_init=HeUniform(math.sqrt(5)),
                            bias_init=Uniform(1 / math.sqrt(d_model)), dtype=dtype)
        self.dropout = Dropout(p=dropout)
        self.dense2 = Dense(dim_feedforward, d_model, weight_init=HeUniform(math.sqrt(5)),
                            bias_init=Uniform(1 / math.sqrt(dim_feedforward)), dtype=dtype)
        self.norm_first = norm_first
        for i in range(1, n_norms + 1):
            setattr(self, f"norm{i}", LayerNorm((d_model,), epsilon=layer_norm_eps, dtype=dtype))
        for i in range(1, n_norms + 1):
            setattr(self, f"dropout{i}", Dropout(p=dropout))
        self.activation = _check_activation(activation)
        # the settings TransformerEncoder/Decoder read to build their copies
        keep_args(self, activation1=activation, d_model=d_model, nhead=nhead, dim_feedforward=dim_feedforward,
                  dropout_num=dropout, layernorm_eps=layer_norm_eps, batch_first=batch_first, dtype=dtype)

    def _ff_block(self, x, last_dropout):
        return last_dropout(self.dense2(self.dropout(self.activation(self.dense1(x)))))


class TransformerEncoderLayer(_LayerBase):
    r"""
    One encoder layer: self-attention then a feed-forward block (``dense1`` -> activation -> ``dense2``), each with
    a residual connection and a LayerNorm, applied after the residual sum (``norm_first=False``) or before the block.

    Args:
        d_model (int): Number of features of the input.
        nhead (int): Number of attention heads.
        dim_feedforward (int): Width of the feed-forward block. Default: ``2048`` .
        dropout (float): Dropout probability. Default: ``0.1`` .
        activation (Union[str, Cell, callable]): ``"relu"``, ``"gelu"``, an :class:`mindspore.nn.ReLU` /
            :class:`mindspore.nn.GELU` instance, or :func:`mindspore.ops.relu` / :func:`mindspore.ops.gelu`.
            Default: ``"relu"`` .
        layer_norm_eps (float): Epsilon of the LayerNorms. Default: ``1e-5`` .
        batch_first (bool): Whether inputs are :math:`(N, S, E)` instead of :math:`(S, N, E)`. Default: ``False`` .
        norm_first (bool): Whether the LayerNorms come before the blocks. Default: ``False`` .
        dtype (:class:`mindspore.dtype`): Dtype of the Parameters. Default: ``mstype.float32`` .

    Inputs:
        - **src** (Tensor) - The sequence, :math:`(S, N, E)` (or :math:`(N, S, E)`, or unbatched :math:`(S, E)`).
        - **src_mask** (Tensor, optional) - Attention mask, :math:`(S, S)` or :math:`(N \cdot nhead, S, S)`.
          Default: ``None`` .
        - **src_key_padding_mask** (Tensor, optional) - :math:`(N, S)` mask of the keys. Default: ``None`` .

    Outputs:
        Tensor shaped like `src`.

    Raises:
        ValueError: If `activation` is none of the accepted values.
        AssertionError: If `src_key_padding_mask` is neither bool nor floating.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import Tensor, nn
        >>> layer = nn.TransformerEncoderLayer(d_model=8, nhead=2, dim_feedforward=16, batch_first=True)
        >>> print(layer(Tensor(np.ones([3, 5, 8]), ms.float32)).shape)
        (3, 5, 8)
    """

    def __init__(self, d_model: int, nhead: int, dim_feedforward: int = 2048, dropout: float = 0.1,
                 activation: Union[str, Cell, callable] = "relu", layer_norm_eps: float = 1e-5,
                 batch_first: bool = False, norm_first: bool = False, dtype=mstype.float32):
        super().__init__()
        self.self_attn = MultiheadAttention(d_model, nhead, dropout=dropout, batch_first=batch_first, dtype=dtype)
        self._setup(d_model, nhead, dim_feedforward, dropout, activation, layer_norm_eps, batch_first, norm_first,
                    dtype, 2)

    def construct(self, src, src_mask=None, src_key_padding_mask=None):
        _check_mask_dtype(src_key_padding_mask, AssertionError,
                          "only bool and floating types of key_padding_mask are supported")
        x = src
        if self.norm_first:
            x = x + self._sa_block(self.norm1(x), src_mask, src_key_padding_mask)
            x = x + self._ff_block(self.norm2(x), self.dropout2)
        else:
            x = self.norm1(x + self._sa_block(x, src_mask, src_key_padding_mask))
            x = self.norm2(x + self._ff_block(x, self.dropout2))
        return x

    def _sa_block(self, x, attn_mask, key_padding_mask):
        x = self.self_attn(x, x, x, attn_mask=attn_mask, key_padding_mask=key_padding_mask, need_weights=False)[0]
        return self.dropout1(x)


class TransformerDecoderLayer(_LayerBase):
    r"""
    One decoder layer: self-attention over the target, attention over the encoder output (`memory`), then the
    feed-forward block, each with a residual connection and a LayerNorm (after the sum, or before the block with
    `norm_first`).

    Args:
        d_model (int): Number of features of the input.
        nhead (int): Number of attention heads.
        dim_feedforward (int): Width of the feed-forward block. Default: ``2048`` .
        dropout (float): Dropout probability. Default: ``0.1`` .
        activation (Union[str, Cell, callable]): As for :class:`mindspore.nn.TransformerEncoderLayer`.
            Default: ``"relu"`` .
        layer_norm_eps (float): Epsilon of the LayerNorms. Default: ``1e-5`` .
        batch_first (bool): Whether inputs are :math:`(N, T, E)` instead of :math:`(T, N, E)`. Default: ``False`` .
        norm_first (bool): Whether the LayerNorms come before the blocks. Default: ``False`` .
        dtype (:class:`mindspore.dtype`): Dtype of the Parameters. Default: ``mstype.float32`` .

    Inputs:
        - **tgt** (Tensor) - The target sequence, :math:`(T, N, E)` (or :math:`(N, T, E)`).
        - **memory** (Tensor) - The encoder output, :math:`(S, N, E)` (or :math:`(N, S, E)`).
        - **tgt_mask** (Tensor, optional) - Self-attention mask, :math:`(T, T)`. Default: ``None`` .
        - **memory_mask** (Tensor, optional) - Mask of the memory attention, :math:`(T, S)`. Default: ``None`` .
        - **tgt_key_padding_mask** (Tensor, optional) - :math:`(N, T)`. Default: ``None`` .
        - **memory_key_padding_mask** (Tensor, optional) - :math:`(N, S)`. Default: ``None`` .

    Outputs:
        Tensor shaped like `tgt`.

    Raises:
        ValueError: If `activation` is none of the accepted values.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import Tensor, nn
        >>> layer = nn.TransformerDecoderLayer(d_model=8, nhead=4, dim_feedforward=16)
        >>> tgt = Tensor(np.ones([6, 2, 8]), ms.float32)
        >>> memory = Tensor(np.ones([4, 2, 8]), ms.float32)
        >>> print(layer(tgt, memory).shape)
        (6, 2, 8)
    """

    def __init__(self, d_model: int, nhead: int, dim_feedforward: int = 2048, dropout: float = 0.1,
                 activation: Union[str, Cell, callable] = "relu", layer_norm_eps: float = 1e-5,
                 batch_first: bool = False, norm_first: bool = False, dtype=mstype.float32):
        super().__init__()
        self.self_attn = MultiheadAttention(d_model, nhead, dropout=dropout, batch_first=batch_first, dtype=dtype)
        self.multihead_attn = MultiheadAttention(d_model, nhead, dropout=dropout, batch_first=batch_first,
                                                 dtype=dtype)
        self._setup(d_model, nhead, dim_feedforward, dropout, activation, layer_norm_eps, batch_first, norm_first,
                    dtype, 3)

    def construct(self, tgt, memory, tgt_mask=None, memory_mask=None, tgt_key_padding_mask=None,
                  memory_key_padding_mask=None):
        x = tgt
        if self.norm_first:
            x = x + self._sa_block(self.norm1(x), tgt_mask, tgt_key_padding_mask)
            x = x + self._mha_block(self.norm2(x), memory, memory_mask, memory_key_padding_mask)
            x = x + self._ff_block(self.norm3(x), self.dropout3)
        else:
            x = self.norm1(x + self._sa_block(x, tgt_mask, tgt_key_padding_mask))
            x = self.norm2(x + self._mha_block(x, memory, memory_mask, memory_key_padding_mask))
            x = self.norm3(x + self._ff_block(x, self.dropout3))
        return x

    def _sa_block(self, x, attn_mask, key_padding_mask):
        x = self.self_attn(x, x, x, attn_mask=attn_mask, key_padding_mask=key_padding_mask, need_weights=False)[0]
        return self.dropout1(x)

    def _mha_block(self, x, mem, attn_mask, key_padding_mask):
        x = self.multihead_attn(x, mem, mem, attn_mask=attn_mask, key_padding_mask=key_padding_mask,
                                need_weights=False)[0]
        return self.dropout2(x)


def _fresh_copies(layer_cls, layer, num_layers):
    """`num_layers` independent copies of a new layer built with `layer`'s settings (its Parameters are not
    reused, as in MindSpore)."""
    template = layer_cls(layer.d_model, layer.nhead, layer.dim_feedforward, layer.dropout_num, layer.activation1,
                         layer.layernorm_eps, layer.batch_first, layer.norm_first, dtype=layer.dtype)
    return CellList([copy.deepcopy(template) for _ in range(num_layers)])


class TransformerEncoder(Cell):
    r"""
    A stack of `num_layers` encoder layers, optionally followed by a final normalization.

    The layers are new copies built with the settings of `encoder_layer` (its own Parameters are not used).

    Args:
        encoder_layer (Cell): A :class:`mindspore.nn.TransformerEncoderLayer` giving the settings.
        num_layers (int): Number of layers.
        norm (Cell, optional): Applied to the output of the last layer. Default: ``None`` .

    Inputs:
        - **src** (Tensor) - As for :class:`mindspore.nn.TransformerEncoderLayer`.
        - **src_mask** (Tensor, optional) - Default: ``None`` .
        - **src_key_padding_mask** (Tensor, optional) - Default: ``None`` .

    Outputs:
        Tensor shaped like `src`.

    Raises:
        AssertionError: If `src_key_padding_mask` is neither bool nor floating.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import Tensor, nn
        >>> layer = nn.TransformerEncoderLayer(d_model=8, nhead=2, dim_feedforward=16)
        >>> encoder = nn.TransformerEncoder(layer, num_layers=3)
        >>> print(encoder(Tensor(np.ones([5, 2, 8]), ms.float32)).shape, len(encoder.layers))
        (5, 2, 8) 3
    """

    def __init__(self, encoder_layer, num_layers, norm=None):
        super().__init__()
        self.layers = _fresh_copies(TransformerEncoderLayer, encoder_layer, num_layers)
        keep_args(self, num_layers=num_layers, norm=norm)

    def construct(self, src, src_mask=None, src_key_padding_mask=None):
        _check_mask_dtype(src_key_padding_mask, AssertionError,
                          "only bool and floating types of key_padding_mask are supported")
        output = src
        for mod in self.layers:
            output = mod(output, src_mask=src_mask, src_key_padding_mask=src_key_padding_mask)
        if self.norm is not None:
            output = self.norm(output)
        return output


class TransformerDecoder(Cell):
    r"""
    A stack of `num_layers` decoder layers, optionally followed by a final normalization.

    The layers are new copies built with the settings of `decoder_layer` (its own Parameters are not used).

    Args:
        decoder_layer (Cell): A :class:`mindspore.nn.TransformerDecoderLayer` giving the settings.
        num_layers (int): Number of layers.
        norm (Cell, optional): Applied to the output of the last layer. Default: ``None`` .

    Inputs:
        - **tgt** (Tensor) - As for :class:`mindspore.nn.TransformerDecoderLayer`.
        - **memory** (Tensor) - The encoder output.
        - **tgt_mask** (Tensor, optional) - Default: ``None`` .
        - **memory_mask** (Tensor, optional) - Default: ``None`` .
        - **tgt_key_padding_mask** (Tensor, optional) - Default: ``None`` .
        - **memory_key_padding_mask** (Tensor, optional) - Default: ``None`` .

    Outputs:
        Tensor shaped like `tgt`.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import Tensor, nn
        >>> layer = nn.TransformerDecoderLayer(d_model=8, nhead=2, dim_feedforward=16)
        >>> decoder = nn.TransformerDecoder(layer, num_layers=2)
        >>> out = decoder(Tensor(np.ones([6, 2, 8]), ms.float32), Tensor(np.ones([4, 2, 8]), ms.float32))
        >>> print(out.shape)
        (6, 2, 8)
    """

    def __init__(self, decoder_layer, num_layers, norm=None):
        super().__init__()
        self.layers = _fresh_copies(TransformerDecoderLayer, decoder_layer, num_layers)
        keep_args(self, num_layers=num_layers, norm=norm)

    def construct(self, tgt, memory, tgt_mask=None, memory_mask=None, tgt_key_padding_mask=None,
                  memory_key_padding_mask=None):
        output = tgt
        for mod in self.layers:
            output = mod(output, memory, tgt_mask=tgt_mask, memory_mask=memory_mask,
                         tgt_key_padding_mask=tgt_key_padding_mask,
                         memory_key_padding_mask=memory_key_padding_mask)
        if self.norm is not None:
            output = self.norm(output)
        return output


class Transformer(Cell):
    r"""
    Encoder-decoder Transformer: a :class:`mindspore.nn.TransformerEncoder` of `num_encoder_layers` layers and a
    :class:`mindspore.nn.TransformerDecoder` of `num_decoder_layers` layers, each ending in a LayerNorm. After
    construction every Parameter with more than one axis is redrawn Xavier-uniform.

    Args:
        d_model (int): Number of features of the inputs. Default: ``512`` .
        nhead (int): Number of attention heads. Default: ``8`` .
        num_encoder_layers (int): Encoder depth. Default: ``6`` .
        num_decoder_layers (int): Decoder depth. Default: ``6`` .
        dim_feedforward (int): Width of the feed-forward blocks. Default: ``2048`` .
        dropout (float): Dropout probability. Default: ``0.1`` .
        activation (Union[str, Cell, callable]): As for :class:`mindspore.nn.TransformerEncoderLayer`.
            Default: ``"relu"`` .
        custom_encoder (Cell, optional): Used instead of the built encoder. Default: ``None`` .
        custom_decoder (Cell, optional): Used instead of the built decoder. Default: ``None`` .
        layer_norm_eps (float): Epsilon of the LayerNorms. Default: ``1e-5`` .
        batch_first (bool): Whether inputs are :math:`(N, S, E)`. Default: ``False`` .
        norm_first (bool): Whether the LayerNorms come before the blocks. Default: ``False`` .
        dtype (:class:`mindspore.dtype`): Dtype of the Parameters. Default: ``mstype.float32`` .

    Inputs:
        - **src** (Tensor) - Encoder input, :math:`(S, N, E)` (or :math:`(N, S, E)`).
        - **tgt** (Tensor) - Decoder input, :math:`(T, N, E)` (or :math:`(N, T, E)`).
        - **src_mask** (Tensor, optional) - Default: ``None`` .
        - **tgt_mask** (Tensor, optional) - Default: ``None`` .
        - **memory_mask** (Tensor, optional) - Default: ``None`` .
        - **src_key_padding_mask** (Tensor, optional) - Default: ``None`` .
        - **tgt_key_padding_mask** (Tensor, optional) - Default: ``None`` .
        - **memory_key_padding_mask** (Tensor, optional) - Default: ``None`` .

    Outputs:
        Tensor shaped like `tgt`.

    Raises:
        ValueError: If the feature size of `src` or `tgt` is not `d_model`.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import Tensor, nn
        >>> net = nn.Transformer(d_model=8, nhead=2, num_encoder_layers=1, num_decoder_layers=1, dim_feedforward=16)
        >>> out = net(Tensor(np.ones([4, 2, 8]), ms.float32), Tensor(np.ones([3, 2, 8]), ms.float32))
        >>> print(out.shape)
        (3, 2, 8)
    """

    def __init__(self, d_model: int = 512, nhead: int = 8, num_encoder_layers: int = 6, num_decoder_layers: int = 6,
                 dim_feedforward: int = 2048, dropout: float = 0.1, activation: Union[str, Cell, callable] = "relu",
                 custom_encoder: Optional[Cell] = None, custom_decoder: Optional[Cell] = None,
                 layer_norm_eps: float = 1e-5, batch_first: bool = False, norm_first: bool = False,
                 dtype=mstype.float32):
        super().__init__()
        if custom_encoder is not None:
            self.encoder = custom_encoder
        else:
            layer = TransformerEncoderLayer(d_model, nhead, dim_feedforward, dropout, activation, layer_norm_eps,
                                            batch_first, norm_first, dtype=dtype)
            self.encoder = TransformerEncoder(layer, num_encoder_layers,
                                              LayerNorm((d_model,), epsilon=layer_norm_eps, dtype=dtype))
        if custom_decoder is not None:
            self.decoder = custom_decoder
        else:
            layer = TransformerDecoderLayer(d_model, nhead, dim_feedforward, dropout, activation, layer_norm_eps,
                                            batch_first, norm_first, dtype=dtype)
            self.decoder = TransformerDecoder(layer, num_decoder_layers,
                                              LayerNorm((d_model,), epsilon=layer_norm_eps, dtype=dtype))
        for _, p in self.parameters_and_names():
            if p.ndim > 1:
                p.set_data(initializer("xavier_uniform", p.shape, p.dtype))
        keep_args(self, d_model=d_model, nhead=nhead, batch_first=batch_first)

    def construct(self, src, tgt, src_mask=None, tgt_mask=None, memory_mask=None, src_key_padding_mask=None,
                  tgt_key_padding_mask=None, memory_key_padding_mask=None):
        if src.shape[-1] != self.d_model or tgt.shape[-1] != self.d_model:
            raise ValueError("The number of features for 'src' and 'tgt' must be equal to `d_model`.")
        memory = self.encoder(src, src_mask=src_mask, src_key_padding_mask=src_key_padding_mask)
        return self.decoder(tgt, memory, tgt_mask=tgt_mask, memory_mask=memory_mask,
                            tgt_key_padding_mask=tgt_key_padding_mask,
                            memory_key_padding_mask=memory_key_padding_mask)
