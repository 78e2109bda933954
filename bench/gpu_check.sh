#!/usr/bin/env bash
# The CUDA checks of a session lent a GPU machine, in one run: the CUDA tests, then the benches on the GPU.
# Run from the repository root: bash bench/gpu_check.sh  (logs go to $OUT when it is set, else to ./gpu_check_logs)
out="${OUT:-gpu_check_logs}"
mkdir -p "$out"
export PYTHONPATH="$PWD${PYTHONPATH:+:$PYTHONPATH}" PYTHONUNBUFFERED=1
py=${PYTHON:-python3}
{ nvidia-smi -L; $py -c "import torch, numpy; print('torch', torch.__version__, 'numpy', numpy.__version__, torch.cuda.get_device_name(0))"; } 2>&1 | tee "$out/env.txt"
timeout 240 $py -m pytest -q -p no:cacheprovider -x --timeout=120 tests/train/test_cuda_training.py \
    tests/nn/optim/test_optim_cuda.py tests/runtime tests/hal tests/test_context.py 2>&1 | tail -40 | tee "$out/tests.txt"
timeout 90 $py bench/train_step.py --device GPU 2>&1 | tail -12 | tee "$out/train_step.txt"
timeout 300 $py bench/graph_mode.py --device GPU 2>&1 | tail -14 | tee "$out/graph_mode.txt"
