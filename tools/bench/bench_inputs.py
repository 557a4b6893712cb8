"""Inputs of the benchmark workloads, drawn at run time instead of stored.

A global argument with init {"hash_int": [lo, hi]} holds, at element i, lo + (x_i mod (hi - lo + 1))
converted to the element type, where x_i = mix64(base + i), base = mix64(seed * 64 + arg_index)
(arg_index counts every argument in signature order, seed the CRC-32 of the kernel name) and mix64 is
SplitMix64's step: z += 0x9E3779B97F4A7C15, then the two xor-shift-multiply rounds and a final
xor-shift, all modulo 2^64. jvisa's bench (jvisa.cli.bench.HashInit) draws the same numbers.
"""
import os
import sys
import zlib

import numpy as np

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "corpus"))

from corpus_inputs import case_generator, draw_buffer, dtype_of  # noqa: E402

GOLDEN = np.uint64(0x9E3779B97F4A7C15)
MUL1 = np.uint64(0xBF58476D1CE4E5B9)
MUL2 = np.uint64(0x94D049BB133111EB)


def mix64(z):
    with np.errstate(over="ignore"):
        z = z + GOLDEN
        z = (z ^ (z >> np.uint64(30))) * MUL1
        z = (z ^ (z >> np.uint64(27))) * MUL2
        return z ^ (z >> np.uint64(31))


def hash_int(arg, seed, arg_index):
    lo, hi = (int(v) for v in arg["init"]["hash_int"])
    count = int(arg["count"])
    base = mix64(np.array([(seed * 64 + arg_index) % 2**64], dtype=np.uint64))[0]
    with np.errstate(over="ignore"):
        x = mix64(base + np.arange(count, dtype=np.uint64))
    values = (x % np.uint64(hi - lo + 1)).astype(np.int64) + lo
    return values.astype(dtype_of(arg["type"]))


def draw_inputs(spec):
    """name -> initial array of every global argument."""
    seed = zlib.crc32(spec["kernel"].encode("utf-8"))
    rng = case_generator(spec)
    buffers = {}
    for index, arg in enumerate(spec["args"]):
        if arg["kind"] != "global":
            continue
        init = arg.get("init")
        if isinstance(init, dict) and "hash_int" in init:
            buffers[arg["name"]] = hash_int(arg, seed, index)
        else:
            buffers[arg["name"]] = draw_buffer(arg, rng)
    return buffers
