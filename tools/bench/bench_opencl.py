#!/usr/bin/python3
"""Runs one benchmark workload on an OpenCL platform for `jvisa bench --vs` and prints one JSON line.

usage: bench_opencl.py --platform pocl|oclgrind [--warm N] CASE_DIR INPUT_DIR
       (Oclgrind: oclgrind /usr/bin/python3 bench_opencl.py --platform oclgrind ...)

CASE_DIR holds case.json and kernel.cl; the initial buffers are read from INPUT_DIR/<input> as
case.json names them (jvisa bench writes them there). The line has "kernel_seconds" (the kernel's
OpenCL profiling event, end - start), "build_seconds", "device", "peak_rss_kb" and "sha256" (per
output argument). With --warm N, N more launches follow in the same process, each after the
buffers are written again from the inputs: "warm_kernel_seconds" is the fastest (left out, with a
"warm_note", when a warm launch's outputs differ from the first's). When the platform is missing it
prints {"unavailable": "..."} and exits 3.
"""
import argparse
import hashlib
import json
import os
import resource
import sys
import time

sys.dont_write_bytecode = True

PLATFORMS = {"pocl": "Portable Computing Language", "oclgrind": "Oclgrind"}
DTYPES = {"char": "i1", "uchar": "u1", "short": "<i2", "ushort": "<u2", "int": "<i4",
          "uint": "<u4", "long": "<i8", "ulong": "<u8", "float": "<f4", "half": "<f2"}


def unavailable(reason):
    print(json.dumps({"unavailable": reason}), flush=True)
    sys.exit(3)


def find_platform(cl, wanted):
    try:
        platforms = cl.get_platforms()
    except cl.Error as error:
        unavailable(f"no OpenCL platform ({error})")
    for platform in platforms:
        if platform.name == PLATFORMS[wanted]:
            return platform
    names = ", ".join(p.name for p in platforms) or "none"
    unavailable(f"no '{PLATFORMS[wanted]}' OpenCL platform (found: {names})")


def kernel_args(cl, np, ctx, case, input_dir):
    buffers, args = {}, []
    for arg in case["args"]:
        dtype = np.dtype(DTYPES[arg["type"]])
        if arg["kind"] == "global":
            host = np.fromfile(os.path.join(input_dir, arg["input"]), dtype=dtype)
            buf = cl.Buffer(ctx, cl.mem_flags.READ_WRITE | cl.mem_flags.COPY_HOST_PTR, hostbuf=host)
            buffers[arg["name"]] = (buf, host)
            args.append(buf)
        elif arg["kind"] == "scalar":
            args.append(np.array([arg["value"]], dtype=dtype)[0])
        else:
            args.append(cl.LocalMemory(int(arg["count"]) * dtype.itemsize))
    return buffers, args


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--platform", choices=sorted(PLATFORMS), required=True)
    parser.add_argument("--warm", type=int, default=0)
    parser.add_argument("case_dir")
    parser.add_argument("input_dir")
    options = parser.parse_args()
    try:
        import numpy as np
        import pyopencl as cl
    except ImportError as error:
        unavailable(f"pyopencl is missing ({error}); run with /usr/bin/python3")
    with open(os.path.join(options.case_dir, "case.json"), encoding="utf-8") as f:
        case = json.load(f)
    with open(os.path.join(options.case_dir, "kernel.cl"), encoding="utf-8") as f:
        source = f.read()
    platform = find_platform(cl, options.platform)
    ctx = cl.Context(platform.get_devices())
    queue = cl.CommandQueue(ctx, properties=cl.command_queue_properties.PROFILING_ENABLE)
    started = time.monotonic()
    program = cl.Program(ctx, source).build(options=case.get("build_options", ""))
    build_seconds = time.monotonic() - started
    buffers, args = kernel_args(cl, np, ctx, case, options.input_dir)
    kernel = getattr(program, case["kernel"])
    event = kernel(queue, tuple(case["global"]), tuple(case["local"]), *args)
    event.wait()
    sha256 = output_sha256(cl, np, queue, case, buffers)
    report = {
        "device": ctx.devices[0].name,
        "build_seconds": build_seconds,
        "kernel_seconds": seconds(event),
        "sha256": sha256,
    }
    if options.warm > 0:
        warm = []
        for _ in range(options.warm):
            for buf, host in buffers.values():
                cl.enqueue_copy(queue, buf, host)
            event = kernel(queue, tuple(case["global"]), tuple(case["local"]), *args)
            event.wait()
            warm.append(seconds(event))
        if output_sha256(cl, np, queue, case, buffers) == sha256:
            report["warm_kernel_seconds"] = min(warm)
        else:
            report["warm_note"] = "a warm launch's outputs differ from the first launch's"
    report["peak_rss_kb"] = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    print(json.dumps(report), flush=True)


def seconds(event):
    return (event.profile.end - event.profile.start) * 1e-9


def output_sha256(cl, np, queue, case, buffers):
    sha256 = {}
    for arg in case["args"]:
        if arg["kind"] == "global" and arg.get("output"):
            buf, host = buffers[arg["name"]]
            out = np.empty_like(host)
            cl.enqueue_copy(queue, out, buf)
            sha256[arg["name"]] = hashlib.sha256(out.tobytes()).hexdigest()
    queue.finish()
    return sha256


if __name__ == "__main__":
    main()
