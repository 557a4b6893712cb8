#!/usr/bin/python3
"""Expected results of testkernels/recursive_private, computed here: PoCL (CPU) crashes on recursive
kernels.

usage: testkernels/recursive_private/reference.py   (after tools/corpus/gen.py --no-pocl
testkernels/recursive_private/)

A direct model of kernel.cl in Python integers reduced modulo 2^32 (OpenCL's uint arithmetic), each
activation's array a list of its own.
"""
import os

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
MASK = 0xFFFFFFFF


def levels(n, seed):
    t = [(seed * 3 + j * n) & MASK for j in range(64)]
    below = levels(n - 1, (seed * 5 + 1) & MASK) if n > 0 else 0
    return (t[(seed + n) & 63] + below - t[(seed >> 3) & 63]) & MASK


def nest(up, n, seed):
    t = [(up[(seed + j) & 15] + j * n) & MASK for j in range(16)]
    r = nest(t, n - 1, (seed * 3 + 1) & MASK) if n > 0 else 0
    return (r + t[(seed * 7) & 15] - up[n & 15]) & MASK


def main():
    x = np.fromfile(os.path.join(HERE, "in", "in.bin"), dtype=np.uint32)
    out = np.zeros(2 * len(x), dtype=np.uint32)
    for i, v in enumerate(int(e) for e in x):
        a = [(v + j * i) & MASK for j in range(16)]
        out[2 * i] = levels(v & 7, v >> 8)
        out[2 * i + 1] = (nest(a, (v >> 3) & 7, i) + a[(v >> 12) & 15]) & MASK
    os.makedirs(os.path.join(HERE, "expected"), exist_ok=True)
    out.tofile(os.path.join(HERE, "expected", "out.bin"))


if __name__ == "__main__":
    main()
