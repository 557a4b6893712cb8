#!/usr/bin/python3
"""Rebuilds the bundled Mandelbrot demo of jvisa-cli from its spec.json and kernel.cl.

usage: tools/corpus/make_demo.py [DEMO_DIR]   (default: jvisa-cli/src/main/resources/demo)

Runs gen.py on a scratch copy of the demo case (one variant: tgllp SIMD16 inline) and lays the result
out flat: kernel.visaasm, kernel.cos and kernel.bin sit next to case.json instead of under
igc/<variant>/, which the variant records with "dir": ".".
"""
import json
import os
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
DEFAULT_DEMO = os.path.join(HERE, "..", "..", "jvisa-cli", "src", "main", "resources", "demo")


def main():
    demo = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else DEFAULT_DEMO)
    scratch = tempfile.mkdtemp(prefix="jvisa-demo-")
    try:
        for name in ("spec.json", "kernel.cl"):
            shutil.copyfile(os.path.join(demo, name), os.path.join(scratch, name))
        subprocess.run([sys.executable, os.path.join(HERE, "gen.py"), scratch], check=True)
        with open(os.path.join(scratch, "case.json"), encoding="utf-8") as f:
            case = json.load(f)
        if len(case["variants"]) != 1:
            sys.exit(f"the demo spec must select exactly one variant, got {len(case['variants'])}")
        variant = case["variants"][0]
        variant_dir = os.path.join(scratch, "igc", variant["name"])
        for name in variant["visaasm"] + [variant["cos"], variant["bin"]]:
            shutil.copyfile(os.path.join(variant_dir, name), os.path.join(demo, name))
        variant["dir"] = "."
        for sub in ("in", "expected"):
            shutil.rmtree(os.path.join(demo, sub), ignore_errors=True)
            shutil.copytree(os.path.join(scratch, sub), os.path.join(demo, sub))
        with open(os.path.join(demo, "case.json"), "w", encoding="utf-8") as f:
            json.dump(case, f, indent=1)
    finally:
        shutil.rmtree(scratch, ignore_errors=True)


if __name__ == "__main__":
    main()
