#!/usr/bin/python3
"""Generates the benchmark workloads of `jvisa bench` from a hand-written spec.json + kernel.cl.

usage: tools/bench/gen_bench.py CASE_DIR [CASE_DIR ...]

Like tools/corpus/gen.py (igc/<variant>/ via ocloc with IGC's dumps, case.json), but the inputs are
not stored: case.json names in/<arg>.bin, which the bench draws at run time (bench_inputs.py), and
names as "expected" expected/<arg>.sha256, the SHA-256 (hex) of each output buffer as PoCL computes
it from those inputs.
Every workload's result is exact (integers, or floats holding small integers), so a checksum is a
complete check.
"""
import argparse
import hashlib
import json
import os
import shutil
import sys

sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.join(HERE, "..", "corpus"))

from bench_inputs import draw_inputs  # noqa: E402
from corpus_pocl import run_on_pocl  # noqa: E402
from gen import completed_case, load_json, make_igc, write_json  # noqa: E402


def generate(case_dir):
    spec = load_json(os.path.join(case_dir, "spec.json"))
    with open(os.path.join(case_dir, "kernel.cl"), encoding="utf-8") as f:
        source = f.read()
    print(f"{case_dir}: kernel {spec['kernel']}", flush=True)
    buffers = draw_inputs(spec)
    results = run_on_pocl(spec, source, buffers)
    expected_dir = os.path.join(case_dir, "expected")
    shutil.rmtree(expected_dir, ignore_errors=True)
    os.makedirs(expected_dir)
    for arg in spec["args"]:
        if arg["kind"] == "global" and arg.get("output"):
            digest = hashlib.sha256(results[arg["name"]].tobytes()).hexdigest()
            with open(os.path.join(expected_dir, arg["name"] + ".sha256"), "w", encoding="utf-8") as f:
                f.write(digest + "\n")
    variants, skipped = make_igc(case_dir, spec)
    case = completed_case(spec, variants, skipped)
    for arg in case["args"]:
        if "expected" in arg:
            arg["expected"] = f"expected/{arg['name']}.sha256"
    write_json(os.path.join(case_dir, "case.json"), case)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("cases", nargs="+", metavar="CASE_DIR")
    failed = 0
    for case_dir in parser.parse_args().cases:
        try:
            generate(case_dir.rstrip("/"))
        except Exception as error:  # one bad case must not stop the others
            print(f"{case_dir}: FAILED: {error}", file=sys.stderr)
            failed += 1
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
