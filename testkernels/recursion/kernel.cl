// Recursive noinline functions, each work-item recursing to its own depth: fib (two recursive calls
// per level, depth 0..15), Ackermann for m <= 2 (nested recursion), mutual recursion (is_even /
// is_odd, depth 0..49) and a recursive power of a complex number passed and returned as float2
// (dyadic values, so every step is exact).
__attribute__((noinline)) uint fib(uint n)
{
  return n < 2 ? n : fib(n - 1) + fib(n - 2);
}

__attribute__((noinline)) uint ack(uint m, uint n)
{
  if (m == 0) return n + 1;
  if (n == 0) return ack(m - 1, 1);
  return ack(m - 1, ack(m, n - 1));
}

__attribute__((noinline)) int is_odd(uint n);

__attribute__((noinline)) int is_even(uint n)
{
  return n == 0 ? 1 : is_odd(n - 1);
}

__attribute__((noinline)) int is_odd(uint n)
{
  return n == 0 ? 0 : is_even(n - 1);
}

__attribute__((noinline)) float2 cpow(float2 z, uint k)
{
  if (k == 0) return (float2)(1.0f, 0.0f);
  float2 h = cpow(z, k - 1);
  return (float2)(h.x * z.x - h.y * z.y, h.x * z.y + h.y * z.x);
}

__kernel void recursion(__global const uint* in, __global uint* out, __global float2* zout)
{
  uint i = get_global_id(0);
  uint x = in[i];
  out[3 * i] = fib(x & 15u);
  out[3 * i + 1] = ack((x >> 4) % 3u, (x >> 6) & 3u);
  out[3 * i + 2] = (uint)is_even((x >> 8) % 50u);
  float2 z = (float2)((float)((x >> 14) & 3u) * 0.5f - 0.5f, (float)((x >> 16) & 3u) * 0.5f - 0.75f);
  zout[i] = cpow(z, (x >> 18) & 7u);
}
