"""Fixed inputs for the losses added in issue 11, shared by the recorder (run under real MindSpore 2.10) and by
test_nn_loss_recorded.py (run under mindspore_compat). Each case builds ``(loss cell, inputs)`` from the
``mindspore`` module it is given, so both sides feed identical numbers."""
import numpy as np


def arr(shape, k=1.0, scale=1.0, shift=0.0):
    """Deterministic float32 values in [-scale, scale] (+ shift), no random generator involved."""
    n = int(np.prod(shape))
    return (np.sin(np.arange(n, dtype=np.float64) * 1.37 + k) * scale + shift).astype(np.float32).reshape(shape)


def sign(shape, k=0.0):
    return np.where(arr(shape, k) >= 0, 1.0, -1.0).astype(np.float32)


def _probs(shape, k):
    return (1.0 / (1.0 + np.exp(-arr(shape, k, 2.0)))).astype(np.float32)


def _cases(ms):
    nn, T = ms.nn, ms.Tensor
    f32, i32, i64 = ms.float32, ms.int32, ms.int64
    a34, b34 = T(arr((3, 4), 1.0, 2.0), f32), T(arr((3, 4), 2.0, 1.5), f32)
    c = {}
    for red in ("mean", "sum", "none"):
        c[f"L1LossExt-{red}"] = (lambda r=red: (nn.L1LossExt(r), [a34, b34]))
        c[f"MAELoss-{red}"] = (lambda r=red: (nn.MAELoss(r), [a34, b34]))
        c[f"SoftMarginLoss-{red}"] = (lambda r=red: (nn.SoftMarginLoss(r), [a34, T(sign((3, 4), 0.3), f32)]))
        c[f"HuberLoss-{red}"] = (lambda r=red: (nn.HuberLoss(r, 1.2), [a34, b34]))
        c[f"MarginRankingLoss-{red}"] = (lambda r=red: (nn.MarginRankingLoss(0.3, r), [
            T(arr((5,), 1.0), f32), T(arr((5,), 2.5), f32), T(sign((5,), 0.7), f32)]))
        c[f"HingeEmbeddingLoss-{red}"] = (lambda r=red: (nn.HingeEmbeddingLoss(0.8, r), [
            a34, T(sign((3, 4), 1.1), f32)]))
        c[f"CosineEmbeddingLoss-{red}"] = (lambda r=red: (nn.CosineEmbeddingLoss(0.2, r), [
            a34, b34, T(np.array([1, -1, -1], np.int32), i32)]))
        c[f"PoissonNLLLoss-{red}"] = (lambda r=red: (nn.PoissonNLLLoss(reduction=r), [
            a34, T(np.abs(arr((3, 4), 3.0, 3.0)), f32)]))
        c[f"MultiLabelSoftMarginLoss-{red}"] = (lambda r=red: (nn.MultiLabelSoftMarginLoss(reduction=r), [
            a34, T((arr((3, 4), 0.5) > 0).astype(np.float32), f32)]))
        c[f"MultiMarginLoss-{red}"] = (lambda r=red: (nn.MultiMarginLoss(reduction=r), [
            a34, T(np.array([0, 3, 1], np.int64), i64)]))
        c[f"MultilabelMarginLoss-{red}"] = (lambda r=red: (nn.MultilabelMarginLoss(r), [
            a34, T(np.array([[3, 0, -1, 1], [1, 2, 3, -1], [0, -1, 2, 2]], np.int32), i32)]))
        c[f"TripletMarginLoss-{red}"] = (lambda r=red: (nn.TripletMarginLoss(reduction=r), [
            a34, b34, T(arr((3, 4), 4.0), f32)]))
        c[f"TripletMarginWithDistanceLoss-{red}"] = (lambda r=red: (nn.TripletMarginWithDistanceLoss(
            reduction=r), [a34, b34, T(arr((3, 4), 4.0), f32)]))
        c[f"GaussianNLLLoss-{red}"] = (lambda r=red: (nn.GaussianNLLLoss(reduction=r), [
            a34, b34, T(np.abs(arr((3, 4), 5.0)) + 0.1, f32)]))
        c[f"FocalLoss-{red}"] = (lambda r=red: (nn.FocalLoss(reduction=r), [
            a34, T(np.array([[1], [0], [3]], np.int32), i32)]))
        c[f"CTCLoss-{red}"] = (lambda r=red: (nn.CTCLoss(reduction=r), [
            T(np.log(np.exp(arr((6, 2, 4), 1.0, 2.0)) / np.exp(arr((6, 2, 4), 1.0, 2.0)).sum(-1, keepdims=True))
              .astype(np.float32), f32),
            T(np.array([[1, 2, 2], [3, 1, 0]], np.int32), i32), T(np.array([6, 5], np.int32), i32),
            T(np.array([3, 2], np.int32), i32)]))
    for red in ("mean", "sum", "none", "batchmean"):
        c[f"KLDivLoss-{red}"] = (lambda r=red: (nn.KLDivLoss(r), [a34, T(_probs((3, 4), 2.0), f32)]))
    c["RMSELoss"] = lambda: (nn.RMSELoss(), [a34, b34])
    c["RMSELoss-broadcast"] = lambda: (nn.RMSELoss(), [a34, T(arr((4,), 7.0), f32)])
    c["MAELoss-broadcast"] = lambda: (nn.MAELoss(), [a34, T(arr((1, 4), 7.0), f32)])
    c["SoftMarginLoss-default"] = lambda: (nn.SoftMarginLoss(), [a34, T(sign((3, 4), 0.3), f32)])
    c["HuberLoss-default"] = lambda: (nn.HuberLoss(), [a34, b34])
    c["DiceLoss"] = lambda: (nn.DiceLoss(), [T(_probs((3, 4), 1.0), f32),
                                            T((arr((3, 4), 0.2) > 0).astype(np.float32), f32)])
    c["DiceLoss-smooth"] = lambda: (nn.DiceLoss(0.5), [T(_probs((2, 3, 2), 1.0), f32),
                                                      T((arr((2, 3, 2), 0.2) > 0).astype(np.float32), f32)])
    onehot = np.eye(3, dtype=np.float32)[[0, 2, 1, 1]].reshape(4, 3)
    onehot4 = np.eye(3, dtype=np.float32)[[[0, 2], [1, 1]]].transpose(0, 2, 1)  # (2, 3, 2)
    c["MultiClassDiceLoss"] = lambda: (nn.MultiClassDiceLoss(), [T(arr((4, 3), 1.0, 2.0), f32), T(onehot, f32)])
    c["MultiClassDiceLoss-weights-ignore"] = lambda: (nn.MultiClassDiceLoss(
        T(np.array([[0.5], [2.0], [1.0]], np.float32), f32), 1, "sigmoid"), [T(arr((2, 3, 2), 1.0, 2.0), f32),
                                                                          T(onehot4, f32)])
    c["MultiClassDiceLoss-noact"] = lambda: (nn.MultiClassDiceLoss(activation=None), [
        T(_probs((4, 3), 1.0), f32), T(onehot, f32)])
    c["MultiClassDiceLoss-relu"] = lambda: (nn.MultiClassDiceLoss(activation="relu"), [
        T(arr((4, 3), 1.0, 2.0), f32), T(onehot, f32)])
    c["PoissonNLLLoss-full-linear"] = lambda: (nn.PoissonNLLLoss(False, True, 1e-3), [
        T(np.abs(a34.asnumpy()) + 0.05, f32), T(np.abs(arr((3, 4), 3.0, 3.0)), f32)])
    c["PoissonNLLLoss-full"] = lambda: (nn.PoissonNLLLoss(full=True), [a34, T(np.abs(arr((3, 4), 3.0, 3.0)), f32)])
    c["MultiLabelSoftMarginLoss-weight"] = lambda: (nn.MultiLabelSoftMarginLoss(
        T(np.array([1.0, 0.5, 2.0, 1.5], np.float32), f32)), [a34, T((arr((3, 4), 0.5) > 0).astype(np.float32), f32)])
    c["MultiMarginLoss-p2-weight"] = lambda: (nn.MultiMarginLoss(2, 0.7, "sum", T(np.array(
        [1.0, 0.5, 2.0, 1.5], np.float32), f32)), [a34, T(np.array([0, 3, 1], np.int64), i64)])
    c["MultiMarginLoss-call-weight"] = lambda: (nn.MultiMarginLoss(), [a34, T(np.array([2, 3, 1], np.int64), i64),
                                                                      T(np.array([1.0, 0.5, 2.0, 1.5], np.float32),
                                                                        f32)])
    c["TripletMarginLoss-p1-swap"] = lambda: (nn.TripletMarginLoss(1, True, 1e-6, "mean", 1.5), [
        a34, b34, T(arr((3, 4), 4.0), f32)])
    c["TripletMarginLoss-call-margin"] = lambda: (nn.TripletMarginLoss(), [
        a34, b34, T(arr((3, 4), 4.0), f32), 2.0])
    c["TripletMarginWithDistanceLoss-swap-margin"] = lambda: (nn.TripletMarginWithDistanceLoss(
        swap=True, margin=2.0), [a34, b34, T(arr((3, 4), 4.0), f32)])
    c["GaussianNLLLoss-full-var-broadcast"] = lambda: (nn.GaussianNLLLoss(full=True, eps=0.3), [
        a34, b34, T(np.abs(arr((3, 1), 5.0)), f32)])
    c["FocalLoss-onehot-weight"] = lambda: (nn.FocalLoss(T(np.array([0.5, 1.0, 2.0, 1.0], np.float32), f32), 1.5), [
        a34, T(np.eye(4, dtype=np.float32)[[1, 0, 3]], f32)])
    c["FocalLoss-4d-index-weight"] = lambda: (nn.FocalLoss(T(np.array([0.5, 1.0, 2.0], np.float32), f32), 2.0, "sum"),
                                              [T(arr((2, 3, 2, 2), 1.0, 2.0), f32),
                                               T(np.array([0, 2, 1, 1, 2, 0, 0, 1], np.int32).reshape(2, 1, 2, 2),
                                                 i32)])
    c["CTCLoss-2d-blank-zero-inf"] = lambda: (nn.CTCLoss(blank=3, reduction="sum", zero_infinity=True), [
        T(np.log(np.exp(arr((5, 4), 1.0, 2.0)) / np.exp(arr((5, 4), 1.0, 2.0)).sum(-1, keepdims=True))
          .astype(np.float32), f32),
        T(np.array([1, 2, 2], np.int32), i32), T(np.array([5], np.int32), i32), T(np.array([3], np.int32), i32)])
    c["CTCLoss-infeasible-zero-inf"] = lambda: (nn.CTCLoss(reduction="none", zero_infinity=True), [
        T(np.log(np.exp(arr((2, 2, 4), 1.0, 2.0)) / np.exp(arr((2, 2, 4), 1.0, 2.0)).sum(-1, keepdims=True))
          .astype(np.float32), f32),
        T(np.array([[1, 2, 2], [3, 1, 0]], np.int32), i32), T(np.array([2, 2], np.int32), i32),
        T(np.array([3, 1], np.int32), i32)])
    c["SampledSoftmaxLoss-given"] = lambda: (nn.SampledSoftmaxLoss(3, 7, sampled_values=(
        T(np.array([0, 4, 5], np.int32), i32), T(np.array([0.4, 0.3], np.float32), f32),
        T(np.array([0.2, 0.5, 0.6], np.float32), f32))), [
        T(arr((7, 4), 1.0), f32), T(arr((7,), 3.0), f32), T(np.array([[2], [6]], np.int32), i32),
        T(arr((2, 4), 2.0), f32)])
    c["SampledSoftmaxLoss-given-2true-mean"] = lambda: (nn.SampledSoftmaxLoss(2, 7, 2, sampled_values=(
        T(np.array([1, 5], np.int32), i32), T(np.array([[0.4, 0.1], [0.3, 0.2]], np.float32), f32),
        T(np.array([0.2, 0.5], np.float32), f32)), reduction="mean"), [
        T(arr((7, 4), 1.0), f32), T(arr((7,), 3.0), f32), T(np.array([[2, 3], [6, 0]], np.int32), i32),
        T(arr((2, 4), 2.0), f32)])
    return c


def cases(ms):
    """name -> zero-argument builder returning (loss cell, inputs list)."""
    return _cases(ms)


def errors(ms):
    """name -> zero-argument callable that must raise (recorded type and message)."""
    nn, T = ms.nn, ms.Tensor
    f32 = ms.float32
    a = T(arr((3, 4)), f32)
    return {
        "L1LossExt-reduction": lambda: nn.L1LossExt("avg"),
        "MAELoss-reduction": lambda: nn.MAELoss("avg"),
        "MAELoss-not-tensor": lambda: nn.MAELoss()(1.0, a),
        "DiceLoss-smooth-neg": lambda: nn.DiceLoss(-1.0),
        "DiceLoss-smooth-int": lambda: nn.DiceLoss(1),
        "DiceLoss-shape": lambda: nn.DiceLoss()(a, T(arr((4, 3)), f32)),
        "MultiClassDiceLoss-activation": lambda: nn.MultiClassDiceLoss(activation="gelu"),
        "MultiClassDiceLoss-weights-ndim": lambda: nn.MultiClassDiceLoss(T(np.ones(3, np.float32), f32)),
        "MultiClassDiceLoss-ignore-type": lambda: nn.MultiClassDiceLoss(ignore_indiex=1.0),
        "MultiClassDiceLoss-ndim": lambda: nn.MultiClassDiceLoss()(T(arr((4,)), f32), T(arr((4,)), f32)),
        "SampledSoftmaxLoss-num_true": lambda: nn.SampledSoftmaxLoss(2, 7, 0),
        "SampledSoftmaxLoss-num_sampled": lambda: nn.SampledSoftmaxLoss(8, 7),
        "SampledSoftmaxLoss-seed": lambda: nn.SampledSoftmaxLoss(2, 7, seed=-1),
        "SampledSoftmaxLoss-sampled_values-type": lambda: nn.SampledSoftmaxLoss(2, 7, sampled_values=3),
        "SampledSoftmaxLoss-sampled_values-len": lambda: nn.SampledSoftmaxLoss(2, 7, sampled_values=(1, 2)),
        "TripletMarginWithDistanceLoss-margin": lambda: nn.TripletMarginWithDistanceLoss(margin=1),
        "TripletMarginWithDistanceLoss-swap": lambda: nn.TripletMarginWithDistanceLoss(swap=1),
        "CosineEmbeddingLoss-margin-range": lambda: nn.CosineEmbeddingLoss(1.5),
        "CosineEmbeddingLoss-margin-type": lambda: nn.CosineEmbeddingLoss(0),
        "FocalLoss-gamma": lambda: nn.FocalLoss(gamma=2),
        "FocalLoss-weight-type": lambda: nn.FocalLoss(weight=[1.0, 2.0]),
        "FocalLoss-weight-ndim": lambda: nn.FocalLoss(weight=T(np.ones((2, 2), np.float32), f32)),
        "FocalLoss-ndim": lambda: nn.FocalLoss()(T(arr((4,)), f32), T(np.zeros((4,), np.int32), ms.int32)),
        "FocalLoss-label-float-index": lambda: nn.FocalLoss()(a, T(np.zeros((3, 1), np.float32), f32)),
        "GaussianNLLLoss-eps": lambda: nn.GaussianNLLLoss(eps=0.0),
        "GaussianNLLLoss-full": lambda: nn.GaussianNLLLoss(full=1),
        "GaussianNLLLoss-reduction": lambda: nn.GaussianNLLLoss(reduction="avg"),
        "HingeEmbeddingLoss-margin": lambda: nn.HingeEmbeddingLoss("1"),
        "HingeEmbeddingLoss-reduction": lambda: nn.HingeEmbeddingLoss(reduction="avg"),
        "KLDivLoss-reduction": lambda: nn.KLDivLoss("avg"),
        "RMSELoss-uint8": lambda: nn.RMSELoss()(T(np.ones(3, np.uint8)), T(np.ones(3, np.uint8))),
        "SoftMarginLoss-reduction": lambda: nn.SoftMarginLoss("avg"),
        "PoissonNLLLoss-reduction": lambda: nn.PoissonNLLLoss(reduction="avg"),
        "HuberLoss-reduction": lambda: nn.HuberLoss("avg"),
        "MarginRankingLoss-reduction": lambda: nn.MarginRankingLoss(reduction="avg"),
        "CTCLoss-reduction": lambda: nn.CTCLoss(reduction="avg"),
        "TripletMarginLoss-reduction": lambda: nn.TripletMarginLoss(reduction="avg"),
        "MultiMarginLoss-reduction": lambda: nn.MultiMarginLoss(reduction="avg"),
        "MultilabelMarginLoss-reduction": lambda: nn.MultilabelMarginLoss("avg"),
        "MultiLabelSoftMarginLoss-reduction": lambda: nn.MultiLabelSoftMarginLoss(reduction="avg"),
        "CosineEmbeddingLoss-reduction": lambda: nn.CosineEmbeddingLoss(reduction="avg"),
    }
