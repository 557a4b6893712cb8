"""Runs one OpenCL kernel on PoCL (the CPU reference) for `jvisa ocl --reference pocl`.

Usage: python3 pocl_reference.py REQUEST.json

The request names the source, kernel, build options, NDRange and arguments (global buffers with
their initial contents as raw little-endian files, scalars as their raw bytes in hex, __local
sizes). The final contents of every global buffer are written raw to OUT_DIR/<name>.bin.
Exit codes: 0 done, 3 PoCL or pyopencl unavailable (the caller skips the comparison),
2 the kernel could not be built or run (the message says why).
"""
import json
import os
import sys

UNAVAILABLE = 3
FAILED = 2
POCL_PLATFORM = "Portable Computing Language"


def main(request_path):
    try:
        import numpy as np
        import pyopencl as cl
    except ImportError as e:
        print(f"pyopencl is not installed ({e})", file=sys.stderr)
        return UNAVAILABLE
    with open(request_path, encoding="utf-8") as f:
        req = json.load(f)
    try:
        platforms = cl.get_platforms()
    except cl.Error as e:
        print(f"no OpenCL platform ({e})", file=sys.stderr)
        return UNAVAILABLE
    pocl = [p for p in platforms if p.name == POCL_PLATFORM]
    if not pocl:
        names = ", ".join(p.name for p in platforms) or "none"
        print(f"no '{POCL_PLATFORM}' OpenCL platform (found: {names})", file=sys.stderr)
        return UNAVAILABLE
    ctx = cl.Context(pocl[0].get_devices())
    queue = cl.CommandQueue(ctx)
    with open(req["source"], encoding="utf-8") as f:
        source = f.read()
    try:
        program = cl.Program(ctx, source).build(options=req.get("build_options", ""))
        kernel = getattr(program, req["kernel"])
    except (cl.Error, AttributeError) as e:
        print(f"PoCL cannot build kernel '{req['kernel']}': {e}", file=sys.stderr)
        return FAILED
    buffers = {}
    for i, arg in enumerate(req["args"]):
        kind = arg["kind"]
        if kind == "global":
            host = np.fromfile(arg["input"], dtype=np.uint8)
            buf = cl.Buffer(ctx, cl.mem_flags.READ_WRITE | cl.mem_flags.COPY_HOST_PTR, hostbuf=host)
            buffers[arg["name"]] = (buf, host.size)
            kernel.set_arg(i, buf)
        elif kind == "scalar":
            kernel.set_arg(i, np.frombuffer(bytes.fromhex(arg["bytes"]), dtype=np.uint8))
        else:
            kernel.set_arg(i, cl.LocalMemory(int(arg["bytes"])))
    try:
        cl.enqueue_nd_range_kernel(queue, kernel, tuple(req["global"]), tuple(req["local"]))
        for name, (buf, size) in buffers.items():
            out = np.empty(size, dtype=np.uint8)
            cl.enqueue_copy(queue, out, buf)
            queue.finish()
            out.tofile(os.path.join(req["out_dir"], name + ".bin"))
    except cl.Error as e:
        print(f"PoCL cannot run kernel '{req['kernel']}': {e}", file=sys.stderr)
        return FAILED
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
