"""Runs a case's kernel on PoCL (the CPU reference) and returns the final contents of its buffers."""
import numpy as np
import pyopencl as cl

from corpus_inputs import dtype_of, scalar_value

POCL_PLATFORM = "Portable Computing Language"


def pocl_context():
    for platform in cl.get_platforms():
        if platform.name == POCL_PLATFORM:
            return cl.Context(platform.get_devices())
    names = ", ".join(p.name for p in cl.get_platforms()) or "none"
    raise RuntimeError(f"no '{POCL_PLATFORM}' OpenCL platform (found: {names})")


def run_on_pocl(spec, source, buffers):
    """buffers: name -> initial numpy array of every global argument. Returns name -> final array."""
    ctx = pocl_context()
    queue = cl.CommandQueue(ctx)
    program = cl.Program(ctx, source).build(options=spec.get("build_options", ""))
    kernel = getattr(program, spec["kernel"])
    mf = cl.mem_flags
    device_buffers = {}
    kernel_args = []
    for arg in spec["args"]:
        kind = arg["kind"]
        if kind == "global":
            host = buffers[arg["name"]]
            buf = cl.Buffer(ctx, mf.READ_WRITE | mf.COPY_HOST_PTR, hostbuf=host)
            device_buffers[arg["name"]] = buf
            kernel_args.append(buf)
        elif kind == "scalar":
            kernel_args.append(scalar_value(arg))
        elif kind == "local":
            kernel_args.append(cl.LocalMemory(int(arg["count"]) * dtype_of(arg["type"]).itemsize))
        else:
            raise ValueError(f"argument '{arg['name']}': unknown kind '{kind}'")
    kernel(queue, tuple(spec["global"]), tuple(spec["local"]), *kernel_args)
    results = {}
    for name, buf in device_buffers.items():
        out = np.empty_like(buffers[name])
        cl.enqueue_copy(queue, out, buf)
        results[name] = out
    queue.finish()
    return results
