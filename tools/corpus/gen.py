#!/usr/bin/python3
"""Generates kernel-corpus cases from a hand-written spec.json + kernel.cl.

usage: tools/corpus/gen.py [--no-pocl] [--no-igc] CASE_DIR [CASE_DIR ...]

For each case folder it writes in/<arg>.bin (seeded inputs of every global argument),
expected/<arg>.bin (PoCL's results for output arguments), igc/<variant>/{kernel.visaasm,
func_<n>.visaasm, kernel.cos, kernel.bin} (IGC via ocloc, for every target x SIMD width x call mode
the spec asks for) and case.json (spec.json completed with file names, variants and
skipped_variants). Re-running rewrites the same bytes. Format: shared/corpus/README.md.
"""
import argparse
import json
import os
import shutil
import sys
import time

sys.dont_write_bytecode = True  # keep __pycache__ out of the source tree
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from corpus_igc import Skipped, compile_variant  # noqa: E402
from corpus_inputs import case_generator, draw_buffer  # noqa: E402
from corpus_pocl import run_on_pocl  # noqa: E402

DEFAULT_TARGETS = ["tgllp", "dg2"]


def load_json(path):
    with open(path, encoding="utf-8") as f:
        return json.load(f)


def write_json(path, value):
    with open(path, "w", encoding="utf-8") as f:
        json.dump(value, f, indent=1)


def write_bytes(path, data):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "wb") as f:
        f.write(data)


def global_args(spec):
    return [a for a in spec["args"] if a["kind"] == "global"]


def make_inputs(case_dir, spec):
    rng = case_generator(spec)
    shutil.rmtree(os.path.join(case_dir, "in"), ignore_errors=True)
    buffers = {}
    for arg in spec["args"]:
        if arg["kind"] != "global":
            continue
        data = draw_buffer(arg, rng)
        buffers[arg["name"]] = data
        write_bytes(os.path.join(case_dir, "in", arg["name"] + ".bin"), data.tobytes())
    return buffers


def make_expected(case_dir, spec, source, buffers):
    started = time.monotonic()
    results = run_on_pocl(spec, source, buffers)
    shutil.rmtree(os.path.join(case_dir, "expected"), ignore_errors=True)
    for arg in global_args(spec):
        if arg.get("output"):
            write_bytes(os.path.join(case_dir, "expected", arg["name"] + ".bin"),
                        results[arg["name"]].tobytes())
    print(f"  pocl: {time.monotonic() - started:.1f}s", flush=True)


def variant_plan(spec):
    wanted = spec.get("variants", {})
    for target in wanted.get("targets", DEFAULT_TARGETS):
        for simd in wanted.get("simd", [8, 16, 32]):
            for calls in wanted.get("calls", ["inline"]):
                yield f"{target}-simd{simd}-{calls}", target, int(simd), calls


def copy_variant(files, variant_dir):
    os.makedirs(variant_dir)
    visaasm = ["kernel.visaasm"]
    shutil.copyfile(files["kernel"], os.path.join(variant_dir, "kernel.visaasm"))
    for n, path in enumerate(files["funcs"]):
        visaasm.append(f"func_{n}.visaasm")
        shutil.copyfile(path, os.path.join(variant_dir, visaasm[-1]))
    shutil.copyfile(files["cos"], os.path.join(variant_dir, "kernel.cos"))
    shutil.copyfile(files["bin"], os.path.join(variant_dir, "kernel.bin"))
    return visaasm


def make_igc(case_dir, spec):
    """Builds igc.new/ and swaps it in only when every compile has run."""
    source = os.path.join(case_dir, "kernel.cl")
    staging = os.path.join(case_dir, "igc.new")
    shutil.rmtree(staging, ignore_errors=True)
    os.makedirs(staging)
    try:
        variants, skipped = compile_all(spec, source, staging)
    except BaseException:
        shutil.rmtree(staging, ignore_errors=True)
        raise
    final = os.path.join(case_dir, "igc")
    shutil.rmtree(final, ignore_errors=True)
    os.rename(staging, final)
    return variants, skipped


def compile_all(spec, source, staging):
    variants, skipped = [], []
    for name, target, simd, calls in variant_plan(spec):
        try:
            workdir, files, took = compile_variant(source, spec["kernel"], spec.get("build_options", ""),
                                                   target, simd, calls)
        except Skipped as why:
            skipped.append({"name": name, "why": str(why)})
            print(f"  {name}: skipped: {why}", flush=True)
            continue
        try:
            visaasm = copy_variant(files, os.path.join(staging, name))
        finally:
            shutil.rmtree(workdir, ignore_errors=True)
        variants.append({"name": name, "target": target, "simd": simd, "calls": calls,
                         "visaasm": visaasm, "cos": "kernel.cos", "bin": "kernel.bin"})
        print(f"  {name}: {len(visaasm)} visaasm file(s), ocloc {took:.2f}s", flush=True)
    return variants, skipped


def completed_case(spec, variants, skipped):
    case = {}
    for key, value in spec.items():
        case[key] = value
        if key == "args":
            case["args"] = [completed_arg(a) for a in value]
        elif key == "variants":
            case["variants"] = variants
            if skipped:
                case["skipped_variants"] = skipped
    if "variants" not in spec:
        case["variants"] = variants
        if skipped:
            case["skipped_variants"] = skipped
    case.setdefault("compare", {})
    return case


def completed_arg(arg):
    arg = dict(arg)
    if arg["kind"] == "global":
        arg["input"] = f"in/{arg['name']}.bin"
        if arg.get("output"):
            arg["expected"] = f"expected/{arg['name']}.bin"
    return arg


def generate(case_dir, run_pocl, run_igc):
    spec = load_json(os.path.join(case_dir, "spec.json"))
    with open(os.path.join(case_dir, "kernel.cl"), encoding="utf-8") as f:
        source = f.read()
    print(f"{case_dir}: kernel {spec['kernel']}", flush=True)
    buffers = make_inputs(case_dir, spec)
    if run_pocl:
        make_expected(case_dir, spec, source, buffers)
    if run_igc:
        variants, skipped = make_igc(case_dir, spec)
    else:
        previous_path = os.path.join(case_dir, "case.json")
        previous = load_json(previous_path) if os.path.isfile(previous_path) else {}
        variants, skipped = previous.get("variants", []), previous.get("skipped_variants", [])
    write_json(os.path.join(case_dir, "case.json"), completed_case(spec, variants, skipped))


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("cases", nargs="+", metavar="CASE_DIR")
    parser.add_argument("--no-pocl", action="store_true", help="keep the existing expected/ files")
    parser.add_argument("--no-igc", action="store_true", help="keep the existing igc/ files and variant lists")
    options = parser.parse_args()
    failed = 0
    for case_dir in options.cases:
        try:
            generate(case_dir.rstrip("/"), not options.no_pocl, not options.no_igc)
        except Exception as error:  # one bad case must not stop the others
            print(f"{case_dir}: FAILED: {error}", file=sys.stderr)
            failed += 1
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
