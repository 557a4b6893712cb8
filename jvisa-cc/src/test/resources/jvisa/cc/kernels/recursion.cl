// Recursion (not inlined: the interpreter calls it) next to a helper that is inlined.
uint fib(uint n) { return n < 2u ? n : fib(n - 1u) + fib(n - 2u); }

uint mix(uint x) { return (x ^ (x >> 3)) * 2654435761u; }

__kernel void recursion(__global const uint* in, __global uint* out)
{
  size_t gid = get_global_id(0);
  out[gid] = fib(in[gid] % 14u) + mix(in[gid]);
}
