// Common and relational built-ins over random and special values (infinities, NaN, -0, subnormals).
__kernel void common_relational(__global const float* a, __global const float* b,
                                __global float* f, __global int* r) {
  int i = get_global_id(0);
  float x = a[i], y = b[i];
  switch (i % 8) {
    case 0: x = INFINITY; break;
    case 1: x = NAN; break;
    case 2: x = -0.0f; break;
    case 3: x = 1e-40f; break;
    case 4: y = -INFINITY; break;
    default: break;
  }
  float lo = fmin(x, y), hi = fmax(x, y);
  f[8 * i] = clamp(x, -1.0f, 1.0f);
  f[8 * i + 1] = step(y, x);
  f[8 * i + 2] = smoothstep(-2.0f, 3.0f, x);
  f[8 * i + 3] = degrees(y);
  f[8 * i + 4] = radians(x);
  f[8 * i + 5] = mix(y, x, 0.25f);
  f[8 * i + 6] = as_float(bitselect(as_uint(x), as_uint(y), 0xff00ff00u));
  f[8 * i + 7] = bitselect(x, y, as_float(0x80000fffu));
  float4 v = (float4)(x, y, x * y, lo);
  r[4 * i] = isfinite(x) | isnormal(x) << 1 | signbit(x) << 2 | isnan(y) << 3 | isinf(y) << 4;
  r[4 * i + 1] = any(isnan(v)) | all(isfinite(v)) << 1 | any(signbit(v)) << 2 | all(v < hi + 1.0f) << 3;
  int4 t = isnormal(v);
  r[4 * i + 2] = (t.x & 1) | (t.y & 2) | (t.z & 4) | (t.w & 8);
  r[4 * i + 3] = upsample((short)(i * 77), (ushort)as_uint(x)) ^ (int)upsample((char)i, (uchar)as_uint(y));
}
