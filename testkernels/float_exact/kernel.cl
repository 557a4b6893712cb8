// The float functions whose result is exact: ldexp (exponents -300..300: overflow to infinity,
// underflow to zero and subnormal results that round once), fract and modf with both results,
// nextafter, minmag/maxmag, fdim, sign. The first items take special values (signed zeros,
// infinities, subnormals, FLT_MAX, FLT_MIN, exact halves). Each function into its own slice of out.
__kernel void float_exact(__global const float* x, __global const float* y, __global const int* n,
                          __global float* out)
{
  int i = get_global_id(0);
  int g = get_global_size(0);
  float a = x[i], b = y[i];
  int k = n[i];
  switch (i) {
    case 0: a = -0.0f; b = 0.0f; break;
    case 1: a = INFINITY; b = -2.5f; break;
    case 2: a = -INFINITY; b = INFINITY; break;
    case 3: a = 1.0e-40f; b = -1.0e-40f; break;
    case 4: a = FLT_MAX; b = -FLT_MAX; k = 1; break;
    case 5: a = FLT_MIN; b = 0.0f; k = -23; break;
    case 6: a = -1.5f; b = -1.5f; k = -149; break;
    case 7: a = 3.0f; b = -0.0f; k = -150; break;
    case 8: a = 0.0f; b = -7.0f; k = 2147483647; break;
    case 9: a = 1.75f; b = 1.0e-45f; k = -2147483647 - 1; break;
    default: break;
  }
  float ip, tp;
  out[i] = ldexp(a, k);
  out[g + i] = fract(b, &ip);
  out[2 * g + i] = ip;
  out[3 * g + i] = modf(b, &tp);
  out[4 * g + i] = tp;
  out[5 * g + i] = nextafter(a, b);
  out[6 * g + i] = minmag(a, b);
  out[7 * g + i] = maxmag(a, b);
  out[8 * g + i] = fdim(a, b);
  out[9 * g + i] = sign(b);
}
