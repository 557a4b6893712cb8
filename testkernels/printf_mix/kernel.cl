// printf from divergent work-items, with every kind of argument IGC's printf buffer carries:
// ints (char and short promoted), unsigned, long, float, a string literal, a vector, a pointer-free
// record; a noinline helper so the call modes run a kernel with printf.
__attribute__((noinline)) uint mix(uint x) { return (x * 2654435761u) ^ (x >> 7); }

__kernel void printf_mix(__global const uint* in, __global uint* out) {
  int i = get_global_id(0);
  uint v = mix(in[i]);
  out[i] = v;
  if (i % 5 == 2) {
    printf("item %d: v=%u hex=%08x low=%hd f=%.3f e=%.4e\n", i, v, v, (short)v,
           (float)(v & 0xffff) * 0.125f, (float)v);
  }
  if (i == 0) {
    printf("%s %v4hld %c%c %ld %g %5.1f%%\n", "first", (int4)(1, -2, 3, -4), 'o', 'k',
           -1234567890123L, 0.5f, 99.25f);
  }
}
