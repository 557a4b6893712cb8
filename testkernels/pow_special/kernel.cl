// pow and pown over C99's special cases: signed zeros, ±1, infinities, NaN, odd and even integer and fractional exponents.
__kernel void pow_special(__global const float* a, __global float* o) {
  int i = get_global_id(0);
  const float sp[12] = {0.0f, -0.0f, 1.0f, -1.0f, INFINITY, -INFINITY, NAN, 0.5f, -2.0f, 3.0f, -3.0f, 2.5f};
  float x = sp[i % 12], y = sp[(i / 12) % 12];
  o[i] = pow(x, y);
  o[256 + i] = pown(x, (int)(i % 7) - 3);
  o[512 + i] = pow(a[i], y);
}
