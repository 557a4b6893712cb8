// select() of vectors picks by each mask component's most significant bit, of scalars by the mask being
// non-zero; vload3/vstore3, a __constant table, long2 clz, vector rotate/popcount, convert_uchar4_sat.
typedef struct { float scale; int shift; } Params;
__constant float table[8] = {1.0f, 2.0f, 3.0f, 5.0f, 8.0f, 13.0f, 21.0f, 34.0f};
__kernel void vector_select(__global const int* a, __global const int* b, __global int* o, __global float* fo) {
  int i = get_global_id(0);
  int4 x = vload4(i, a), y = vload4(i, b);
  int4 m = (int4)(x.x, y.y, x.z & 0x80000000, (x.w > 0) ? -1 : 1);
  int4 s = select(x, y, m);
  uint4 u = select(convert_uint4(x), convert_uint4(y), convert_uint4(y < x));
  vstore4(s + convert_int4(u), i, o);
  float3 v = vload3(i, (__global const float*)a);
  vstore3(v * table[i & 7], i, fo);
  long2 l = (long2)(x.x, y.y);
  o[4 * get_global_size(0) + i] = (int)(clz(l).x + clz(l).y) + rotate(x, y).z + popcount(y).w;
  uchar4 c = convert_uchar4_sat(x >> 20);
  o[5 * get_global_size(0) + i] = as_int(c) ^ (int)select(3, 4, x.y);
}
