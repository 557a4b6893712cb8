"""Element types of the corpus format and seeded drawing of argument contents."""
import zlib

import numpy as np

DTYPES = {
    "char": np.int8, "uchar": np.uint8,
    "short": np.int16, "ushort": np.uint16,
    "int": np.int32, "uint": np.uint32,
    "long": np.int64, "ulong": np.uint64,
    "float": np.float32, "half": np.float16,
}


def dtype_of(type_name):
    if type_name not in DTYPES:
        raise ValueError(f"unknown element type '{type_name}' (expected one of {', '.join(DTYPES)})")
    return np.dtype(DTYPES[type_name]).newbyteorder("<")


def case_seed(spec):
    """The spec's own "seed", or one derived from the kernel name so each case draws different data."""
    if "seed" in spec:
        return int(spec["seed"])
    return zlib.crc32(spec["kernel"].encode("utf-8"))


def case_generator(spec):
    """One stream for the whole case, drawn from argument by argument in signature order."""
    return np.random.default_rng(case_seed(spec))


def draw_buffer(arg, rng):
    """Initial contents of a global buffer argument."""
    dtype = dtype_of(arg["type"])
    count = int(arg["count"])
    init = arg.get("init", "zero")
    if init == "zero":
        return np.zeros(count, dtype)
    if not isinstance(init, dict) or len(init) != 1:
        raise ValueError(f"argument '{arg['name']}': unsupported init {init!r}")
    (how, param), = init.items()
    if how == "fill":
        return np.full(count, param, dtype)
    if how == "iota":
        return (np.arange(count, dtype=np.int64) + int(param)).astype(dtype)
    if how == "random_int":
        lo, hi = int(param[0]), int(param[1])
        wide = np.uint64 if hi > np.iinfo(np.int64).max else np.int64
        return rng.integers(lo, hi, size=count, dtype=wide, endpoint=True).astype(dtype)
    if how == "random_float":
        lo, hi = float(param[0]), float(param[1])
        return rng.uniform(lo, hi, size=count).astype(dtype)
    if how == "permutation":
        return rng.permutation(count).astype(dtype)
    raise ValueError(f"argument '{arg['name']}': unknown init kind '{how}'")


def scalar_value(arg):
    if "value" not in arg:
        raise ValueError(f"scalar argument '{arg['name']}' has no value")
    return np.array([arg["value"]], dtype_of(arg["type"]))[0]
