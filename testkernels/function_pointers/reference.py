#!/usr/bin/python3
"""Expected results of testkernels/function_pointers, computed here: ocloc refuses function
pointers and PoCL cannot run them.

usage: testkernels/function_pointers/reference.py   (after tools/corpus/gen.py --no-pocl --no-igc
testkernels/function_pointers/)

A direct model of kernel.cl in 32-bit unsigned arithmetic; the float2 functions see small integers,
so every float step is exact.
"""
import json
import os

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
MASK = 0xFFFFFFFF


def rotate_left(a, k):
    return ((a << (k & 31)) | (a >> ((32 - k) & 31))) & MASK


OPS = [
    lambda a, b: (a + b) & MASK,
    lambda a, b: (a - b) & MASK,
    lambda a, b: (a * b) & MASK,
    lambda a, b: (rotate_left(a ^ b, b) + 7) & MASK,
]


def main():
    with open(os.path.join(HERE, "spec.json"), encoding="utf-8") as f:
        spec = json.load(f)
    sel = next(a["value"] for a in spec["args"] if a["name"] == "sel")
    x = np.fromfile(os.path.join(HERE, "in", "in.bin"), dtype=np.uint32)
    out = np.zeros(4 * len(x), dtype=np.uint32)
    zout = np.zeros(2 * len(x), dtype=np.float32)
    for i, v in enumerate(int(e) for e in x):
        out[4 * i] = OPS[v % 4](v, i)
        out[4 * i + 1] = OPS[sel & 3](v, 3)
        r = 0xDEAD
        if v & 16:
            r = (OPS[2] if v & 32 else OPS[3])(i, v >> 8)
        out[4 * i + 2] = r
        via_table = OPS[(v >> 4) % 4](i, v >> 4)
        out[4 * i + 3] = (OPS[i % 4](OPS[(i >> 2) % 4](v, 1), i) + via_table) & MASK
        zx, zy, k = float(v & 255), float((v >> 8) & 255), v >> 16
        if (v >> 3) & 1:
            zout[2 * i], zout[2 * i + 1] = zy, zx + float(k & 7)
        else:
            zout[2 * i], zout[2 * i + 1] = zx * float(k & 3), zy * float(k & 3)
    os.makedirs(os.path.join(HERE, "expected"), exist_ok=True)
    out.tofile(os.path.join(HERE, "expected", "out.bin"))
    zout.tofile(os.path.join(HERE, "expected", "zout.bin"))


if __name__ == "__main__":
    main()
