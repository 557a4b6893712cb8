// 32-bit division and remainder, unsigned and signed, by a divergent divisor, a uniform one (k)
// and a constant: items 0..255 divide every pair of 16 edge values, the rest random values.
// A zero divisor is replaced by 1 and INT_MIN / -1 by INT_MIN / 1 (both undefined in OpenCL C).
uint edge(uint j) {
  switch (j) {
  case 0:
    return 0u;
  case 1:
    return 1u;
  case 2:
    return 2u;
  case 3:
    return 3u;
  case 4:
    return 7u;
  case 5:
    return 10u;
  case 6:
    return 0x7fffffffu;
  case 7:
    return 0x80000000u;
  case 8:
    return 0x80000001u;
  case 9:
    return 0xffffffffu;
  case 10:
    return 0xfffffffeu;
  case 11:
    return 0x10000u;
  case 12:
    return 0xffffu;
  case 13:
    return 641u;
  case 14:
    return 6700417u;
  default:
    return 0xfffffff9u;
  }
}

__kernel void int_division(__global const uint *a, __global const uint *b, __global uint *uq,
                           __global uint *ur, __global int *sq, __global int *sr,
                           __global uint *kq, __global int *kr, uint k) {
  size_t i = get_global_id(0);
  uint n = a[i];
  uint d = b[i];
  if (i < 256) {
    n = edge(i & 15);
    d = edge(i >> 4);
  }
  if (d == 0) {
    d = 1;
  }
  uq[i] = n / d;
  ur[i] = n % d;
  int sn = (int)n;
  int sd = (int)d;
  if (sn == (int)0x80000000 && sd == -1) {
    sd = 1;
  }
  sq[i] = sn / sd;
  sr[i] = sn % sd;
  kq[i] = n / k + n % 10u + (n >> (i & 31)) / 3u;
  kr[i] = sn % -7 + sn / 1000 + (int)(d % k);
}
