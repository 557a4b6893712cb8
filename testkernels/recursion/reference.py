#!/usr/bin/python3
"""Expected results of testkernels/recursion, computed here: PoCL (CPU) crashes on recursive kernels.

usage: testkernels/recursion/reference.py   (after tools/corpus/gen.py --no-pocl testkernels/recursion/)

A direct model of kernel.cl: integer functions exactly, cpow in float32 (the inputs are dyadic, so
every product and sum is exact and the order of operations cannot matter).
"""
import functools
import os
import sys

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
sys.setrecursionlimit(100000)


@functools.lru_cache(maxsize=None)
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)


@functools.lru_cache(maxsize=None)
def ack(m, n):
    if m == 0:
        return n + 1
    if n == 0:
        return ack(m - 1, 1)
    return ack(m - 1, ack(m, n - 1))


def is_even(n):
    return 1 if n % 2 == 0 else 0


def cpow(z, k):
    h = (np.float32(1.0), np.float32(0.0))
    for _ in range(k):
        h = (np.float32(h[0] * z[0] - h[1] * z[1]), np.float32(h[0] * z[1] + h[1] * z[0]))
    return h


def main():
    x = np.fromfile(os.path.join(HERE, "in", "in.bin"), dtype=np.uint32)
    out = np.zeros(3 * len(x), dtype=np.uint32)
    zout = np.zeros(2 * len(x), dtype=np.float32)
    for i, v in enumerate(int(e) for e in x):
        out[3 * i] = fib(v & 15)
        out[3 * i + 1] = ack((v >> 4) % 3, (v >> 6) & 3)
        out[3 * i + 2] = is_even((v >> 8) % 50)
        z = (np.float32(((v >> 14) & 3) * 0.5 - 0.5), np.float32(((v >> 16) & 3) * 0.5 - 0.75))
        zout[2 * i], zout[2 * i + 1] = cpow(z, (v >> 18) & 7)
    os.makedirs(os.path.join(HERE, "expected"), exist_ok=True)
    out.tofile(os.path.join(HERE, "expected", "out.bin"))
    zout.tofile(os.path.join(HERE, "expected", "zout.bin"))


if __name__ == "__main__":
    main()
