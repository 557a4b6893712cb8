"""Compiles a kernel with ocloc with IGC's shader dumps on and collects one variant's files.

IGC writes its dumps to $IGC_DumpToCustomDir (default /tmp/IntelIGC/<process>/). Per kernel and SIMD
width it writes OCL_asm<hash>_simd<N>_entry_<k>.visaasm (the kernel), ..._entry_<k>_f<n>.visaasm (one
per stack-called function, n = 0, 1, ...) and ..._entry_<k>.cos (the patch-token dump); a retried
compile's names read OCL_asm<hash>_<r>_simd<N>_entry_<k>... . ocloc writes
the device binary as <output>_<core><device>.bin into -out_dir.
"""
import os
import re
import shutil
import subprocess
import tempfile
import time

DEVICES = {"tgllp": "tgllp", "dg2": "dg2-g10"}
FUNCTION_CONTROL = {"inline": 1, "subroutine": 2, "stackcall": 3}
KERNEL_DUMP = re.compile(r"_simd(\d+)_entry_(\d+)\.visaasm$")


class Skipped(Exception):
    """IGC built the program but produced no code for this variant; the message says why."""


class CompileError(Exception):
    """ocloc rejected the program: a problem with the case, not a variant IGC declines to build."""


def compile_variant(source_path, kernel_name, build_options, target, simd, calls):
    """Returns (workdir, files, seconds) where files maps 'kernel', 'funcs', 'cos', 'bin' to paths
    inside workdir; the caller removes workdir. Raises Skipped when there is nothing to collect and
    CompileError when ocloc fails."""
    workdir = tempfile.mkdtemp(prefix="jvisa-ocloc-")
    dump_dir = os.path.join(workdir, "dump") + os.sep
    out_dir = os.path.join(workdir, "out")
    env = dict(os.environ,
               IGC_ShaderDumpEnable="1",
               IGC_DumpToCustomDir=dump_dir,
               IGC_ForceOCLSIMDWidth=str(simd),
               IGC_FunctionControl=str(FUNCTION_CONTROL[calls]))
    command = ["ocloc", "compile", "-file", os.path.abspath(source_path), "-device", DEVICES[target],
               "-out_dir", out_dir, "-output", "kernel"]
    if build_options:
        command += ["-options", build_options]
    started = time.monotonic()
    done = subprocess.run(command, env=env, cwd=workdir, capture_output=True, text=True)
    seconds = time.monotonic() - started
    try:
        if done.returncode != 0:
            log = (done.stdout + done.stderr).strip().splitlines()
            raise CompileError(f"ocloc failed for {target} SIMD{simd} {calls} (exit {done.returncode}): "
                               + " | ".join(log[:6]))
        return workdir, collect_dumps(dump_dir, out_dir, kernel_name, simd), seconds
    except (Skipped, CompileError):
        shutil.rmtree(workdir, ignore_errors=True)
        raise


def declared_kernel(path):
    with open(path, encoding="utf-8", errors="replace") as text:
        for line in text:
            if line.startswith(".kernel "):
                return line.split(None, 1)[1].strip().strip('"')
    return None


def collect_dumps(dump_dir, out_dir, kernel_name, simd):
    kernels = {}
    names = sorted(os.listdir(dump_dir)) if os.path.isdir(dump_dir) else []
    for name in names:
        match = KERNEL_DUMP.search(name)
        if match and declared_kernel(os.path.join(dump_dir, name)) == kernel_name:
            kernels.setdefault(int(match.group(1)), []).append(name)
    if simd not in kernels:
        widths = ", ".join(f"SIMD{w}" for w in sorted(kernels)) or "none"
        raise Skipped(f"IGC built the kernel but produced no SIMD{simd} code "
                      f"(SIMD widths dumped: {widths}). Build succeeded.")
    # When the first attempt spills, IGC compiles again (dump names gain a _<n>_ retry mark); only
    # the attempt that became the binary has a .cos, so that one is the kernel to keep.
    final = [n for n in kernels[simd] if os.path.isfile(os.path.join(dump_dir, n[:-len("visaasm")] + "cos"))]
    if len(final) != 1:
        raise Skipped(f"IGC dumped {len(kernels[simd])} SIMD{simd} kernels named {kernel_name}, "
                      f"{len(final)} of them with a .cos")
    stem = final[0][:-len(".visaasm")]
    funcs = []
    func_pattern = re.compile(re.escape(stem) + r"_f(\d+)\.visaasm$")
    for name in os.listdir(dump_dir):
        match = func_pattern.match(name)
        if match:
            funcs.append((int(match.group(1)), os.path.join(dump_dir, name)))
    funcs.sort()
    if [n for n, _ in funcs] != list(range(len(funcs))):
        raise Skipped(f"stack-called function dumps are not numbered 0..{len(funcs) - 1}")
    bins = [n for n in os.listdir(out_dir) if n.endswith(".bin")] if os.path.isdir(out_dir) else []
    if len(bins) != 1:
        raise Skipped(f"ocloc wrote {len(bins)} .bin files")
    return {"kernel": os.path.join(dump_dir, final[0]),
            "funcs": [path for _, path in funcs],
            "cos": os.path.join(dump_dir, stem + ".cos"),
            "bin": os.path.join(out_dir, bins[0])}
