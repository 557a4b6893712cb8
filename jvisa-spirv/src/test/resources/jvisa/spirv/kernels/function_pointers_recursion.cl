// front_ends: clang
// llvm_spirv_options: --spirv-ext=+SPV_INTEL_function_pointers
// Function pointers chosen per work-item (divergent indirect calls) and recursion.
#pragma OPENCL EXTENSION __cl_clang_function_pointers : enable

typedef uint (*step_t)(uint);

uint twice(uint x) { return 2u * x; }
uint plus_one(uint x) { return x + 1u; }
uint square(uint x) { return x * x; }

uint fib(uint n) { return n < 2u ? n : fib(n - 1u) + fib(n - 2u); }

uint apply(step_t f, uint x, uint times) { return times == 0u ? x : apply(f, f(x), times - 1u); }

__kernel void function_pointers_recursion(__global const uint *in, __global uint *out) {
  size_t gid = get_global_id(0);
  step_t steps[3] = {twice, plus_one, square};
  step_t f = steps[in[gid] % 3u];
  out[gid] = apply(f, in[gid], 3u) + fib(in[gid] % 12u);
}
