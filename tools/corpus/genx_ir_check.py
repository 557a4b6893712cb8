#!/usr/bin/python3
"""Runs Intel's vISA finalizer (GenX_IR) over corpus variants and reports which ones it accepts.

usage: tools/corpus/genx_ir_check.py [--funcs-alone] [--keep DIR] KERNELS_DIR_OR_CASE_DIR ...

GenX_IR reads one .visaasm file per run. A stack-call variant's kernel cannot be finalized alone (its
fcall targets are in func_<n>.visaasm; GenX_IR 1.0.12504 then crashes), so the kernel and its
functions are joined into one file, keeping only the first `.version` line, which GenX_IR accepts.
Each run happens in a fresh temporary directory because GenX_IR writes <input>.isa next to its input
and <name>.asm / <name>.dat / <name>.errors.txt (verifier errors) into the current directory.
"""
import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

PLATFORMS = {"tgllp": "TGLLP", "dg2": "DG2"}


def joined_visaasm(variant_dir, files):
    parts = []
    for index, name in enumerate(files):
        with open(os.path.join(variant_dir, name), encoding="utf-8") as f:
            lines = f.read().splitlines(keepends=True)
        if index > 0:
            lines = [line for line in lines if not line.startswith(".version")]
        parts.append("".join(lines))
    return "".join(parts)


def verdict(code, output, asm_lines, lone_function):
    """PASS: Gen code written (a lone .global_function only gets parsed and verified, no code);
    SPILL: code written but GenX_IR exits 1 because it had to spill; WARN: exit 0 with vISA verifier
    warnings; FAIL: anything else (syntax errors exit 1, unresolved fcall targets crash with SIGSEGV)."""
    if code == 0 and "WARNING" in output:
        return "WARN"
    if code == 0 and (asm_lines or lone_function):
        return "PASS"
    if code == 1 and asm_lines and "Spill memory used" in output:
        return "SPILL"
    return "FAIL"


def run_genx_ir(text, platform, keep_dir=None):
    """Returns (exit code, seconds, output, Gen assembly lines or None)."""
    workdir = tempfile.mkdtemp(prefix="jvisa-genx-")
    try:
        with open(os.path.join(workdir, "input.visaasm"), "w", encoding="utf-8") as f:
            f.write(text)
        started = time.monotonic()
        done = subprocess.run(["GenX_IR", "input.visaasm", "-platform", platform, "-output", "-binary"],
                              cwd=workdir, capture_output=True, text=True, errors="replace")
        seconds = time.monotonic() - started
        output = "\n".join(l for l in (done.stdout + done.stderr).splitlines() if not l.startswith("GenX_IR "))
        for name in os.listdir(workdir):
            if name.endswith(".errors.txt"):  # the vISA verifier's report
                with open(os.path.join(workdir, name), encoding="utf-8", errors="replace") as f:
                    errors = [l.split(":", 1)[1].strip() for l in f if "Error Message:" in l]
                output = "\n".join(sorted(set(errors))) + "\n" + output
        asm = [n for n in os.listdir(workdir) if n.endswith(".asm")]
        asm_lines = None
        if asm:
            with open(os.path.join(workdir, asm[0]), encoding="utf-8", errors="replace") as f:
                asm_lines = sum(1 for _ in f)
        if keep_dir:
            shutil.copytree(workdir, keep_dir, dirs_exist_ok=True)
        return done.returncode, seconds, output, asm_lines
    finally:
        shutil.rmtree(workdir, ignore_errors=True)


def case_dirs(paths):
    for path in paths:
        if os.path.isfile(os.path.join(path, "case.json")):
            yield path
        else:
            for name in sorted(os.listdir(path)):
                if os.path.isfile(os.path.join(path, name, "case.json")):
                    yield os.path.join(path, name)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("paths", nargs="+")
    parser.add_argument("--funcs-alone", action="store_true",
                        help="also run the kernel and each func_<n>.visaasm of stack-call variants alone")
    parser.add_argument("--keep", help="copy every run's directory under this folder")
    options = parser.parse_args()
    total = failed = 0
    counts = {}
    for case_dir in case_dirs(options.paths):
        with open(os.path.join(case_dir, "case.json"), encoding="utf-8") as f:
            case = json.load(f)
        for variant in case["variants"]:
            variant_dir = os.path.join(case_dir, "igc", variant["name"])
            platform = PLATFORMS[variant["target"]]
            runs = [("joined" if len(variant["visaasm"]) > 1 else "kernel", variant["visaasm"])]
            if options.funcs_alone and len(variant["visaasm"]) > 1:
                runs += [(name + " alone", [name]) for name in variant["visaasm"]]
            for label, files in runs:
                keep = None
                if options.keep:
                    keep = os.path.join(options.keep, os.path.basename(case_dir), variant["name"], label.split()[0])
                text = joined_visaasm(variant_dir, files)
                code, seconds, output, asm_lines = run_genx_ir(text, platform, keep)
                lone_function = re.search(r"^\.kernel ", text, re.M) is None
                result = verdict(code, output, asm_lines, lone_function)
                counts[result] = counts.get(result, 0) + 1
                total += 1
                failed += result in ("FAIL", "WARN")
                message = " | ".join(line.strip() for line in output.splitlines()[:3] if line.strip())
                print(f"{result} rc={code} {seconds:.3f}s asm_lines={asm_lines} "
                      f"{os.path.basename(case_dir)}/{variant['name']} [{label}] {message}", flush=True)
    summary = ", ".join(f"{n} {k}" for k, n in sorted(counts.items()))
    print(f"{total} runs: {summary}", flush=True)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
