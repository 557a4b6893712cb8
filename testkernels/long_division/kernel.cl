// 64-bit division and remainder, unsigned and signed, by a divergent divisor, a uniform one (k)
// and a constant: items 0..255 divide every pair of 16 edge values, the rest random values (the
// divisor of odd items shifted right so that quotients are large). A zero divisor is replaced by 1
// and LONG_MIN / -1 by LONG_MIN / 1 (both undefined in OpenCL C).
ulong edge(uint j) {
  switch (j) {
  case 0:
    return 0ul;
  case 1:
    return 1ul;
  case 2:
    return 2ul;
  case 3:
    return 3ul;
  case 4:
    return 7ul;
  case 5:
    return 10ul;
  case 6:
    return 0xfffffffful;
  case 7:
    return 0x100000000ul;
  case 8:
    return 0x100000001ul;
  case 9:
    return 0x7ffffffffffffffful;
  case 10:
    return 0x8000000000000000ul;
  case 11:
    return 0x8000000000000001ul;
  case 12:
    return 0xfffffffffffffffful;
  case 13:
    return 0xfffffffffffffffeul;
  case 14:
    return 0x123456789abcdefful;
  default:
    return 0xfffffffffffffff9ul;
  }
}

__kernel void long_division(__global const ulong *a, __global const ulong *b, __global ulong *uq,
                            __global ulong *ur, __global long *sq, __global long *sr,
                            __global ulong *kq, ulong k) {
  size_t i = get_global_id(0);
  ulong n = a[i];
  ulong d = b[i] >> ((i & 1) * 37);
  if (i < 256) {
    n = edge(i & 15);
    d = edge(i >> 4);
  }
  if (d == 0) {
    d = 1;
  }
  uq[i] = n / d;
  ur[i] = n % d;
  long sn = (long)n;
  long sd = (long)d;
  if (sn == (long)0x8000000000000000ul && sd == -1) {
    sd = 1;
  }
  sq[i] = sn / sd;
  sr[i] = sn % sd;
  kq[i] = n / k + n % 1000ul + (ulong)(sn / -3);
}
