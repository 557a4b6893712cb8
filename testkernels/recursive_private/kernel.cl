// Recursive functions with private arrays in every activation, indexed by run-time values: levels
// fills its own uint t[64] (too large for registers) at each level of a recursion of depth 0..7;
// nest reads its caller's array through a pointer and passes a pointer to its own uint t[16] down
// (an array whose address is passed lives in memory), starting from the kernel's uint a[16].
__attribute__((noinline)) uint levels(uint n, uint seed)
{
  uint t[64];
  for (uint j = 0; j < 64; j++) t[j] = seed * 3u + j * n;
  uint below = n > 0 ? levels(n - 1, seed * 5u + 1u) : 0u;
  return t[(seed + n) & 63u] + below - t[(seed >> 3) & 63u];
}

__attribute__((noinline)) uint nest(uint* up, uint n, uint seed)
{
  uint t[16];
  for (uint j = 0; j < 16; j++) t[j] = up[(seed + j) & 15u] + j * n;
  uint r = n > 0 ? nest(t, n - 1, seed * 3u + 1u) : 0u;
  return r + t[(seed * 7u) & 15u] - up[n & 15u];
}

__kernel void recursive_private(__global const uint* in, __global uint* out)
{
  uint i = get_global_id(0);
  uint x = in[i];
  uint a[16];
  for (uint j = 0; j < 16; j++) a[j] = x + j * i;
  out[2 * i] = levels(x & 7u, x >> 8);
  out[2 * i + 1] = nest(a, (x >> 3) & 7u, i) + a[(x >> 12) & 15u];
}
