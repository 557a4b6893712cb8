// front_ends: clang
// Function pointers (clang's __cl_clang_function_pointers, SPIR-V SPV_INTEL_function_pointers):
// a __constant table of four noinline functions indexed per work-item (divergent targets), the same
// table indexed by a scalar argument (one target for all), a pointer chosen by a condition and
// called only by the work-items of an if, a called function that itself calls another, an indirect
// call inside a stack-called function, and a table of functions taking and returning float2.
// ocloc refuses function pointers and PoCL cannot run them: expected/ comes from reference.py.
#pragma OPENCL EXTENSION __cl_clang_function_pointers : enable

typedef uint (*op_t)(uint, uint);

__attribute__((noinline)) uint op_add(uint a, uint b) { return a + b; }
__attribute__((noinline)) uint op_sub(uint a, uint b) { return a - b; }
__attribute__((noinline)) uint op_mul(uint a, uint b) { return a * b; }
__attribute__((noinline)) uint rotate_left(uint a, uint k) { return (a << (k & 31u)) | (a >> ((32u - k) & 31u)); }
__attribute__((noinline)) uint op_mix(uint a, uint b) { return rotate_left(a ^ b, b) + 7u; }

__constant op_t table[4] = {op_add, op_sub, op_mul, op_mix};

__attribute__((noinline)) uint via_table(uint k, uint a) { return table[k % 4u](a, k); }

typedef float2 (*vop_t)(float2, uint);
__attribute__((noinline)) float2 v_scale(float2 v, uint k) { return v * (float)(k & 3u); }
__attribute__((noinline)) float2 v_swap(float2 v, uint k) { return (float2)(v.y, v.x + (float)(k & 7u)); }
__constant vop_t vtable[2] = {v_scale, v_swap};

__kernel void function_pointers(__global const uint* in, __global uint* out, __global float2* zout,
                                uint sel)
{
  uint i = get_global_id(0);
  uint x = in[i];
  out[4 * i] = table[x % 4u](x, i);
  out[4 * i + 1] = table[sel & 3u](x, 3u);
  uint r = 0xdeadu;
  if (x & 16u) {
    op_t f = (x & 32u) ? op_mul : op_mix;
    r = f(i, x >> 8);
  }
  out[4 * i + 2] = r;
  out[4 * i + 3] = table[i % 4u](table[(i >> 2) % 4u](x, 1u), i) + via_table(x >> 4, i);
  float2 z = (float2)((float)(x & 255u), (float)((x >> 8) & 255u));
  zout[i] = vtable[(x >> 3) & 1u](z, x >> 16);
}
