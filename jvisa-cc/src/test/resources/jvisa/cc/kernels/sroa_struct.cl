// Private structures and arrays with constant indices (an initializer copied from a constant table, a structure
// filled through a pointer by a helper): SROA and mem2reg must leave no variable behind.
typedef struct { int count; float scale; int pad[2]; } params_t;

__attribute__((noinline)) void fill(params_t* p, int i) { p->count = i & 7; p->scale = 0.5f * i; p->pad[1] = i; }

__kernel void sroa_struct(__global int* out, __global float* fout, int n)
{
  int gid = get_global_id(0);
  params_t p;
  fill(&p, gid + n);
  params_t copy = p;
  int a[4] = {1, 2, 3, 4};
  a[2] += copy.count;
  int b[3];
  b[0] = gid; b[1] = n; b[2] = gid * n;
  out[gid] = a[0] + a[1] * a[2] + a[3] + b[0] + b[1] + b[2] + copy.pad[1];
  fout[gid] = p.scale * (float)p.count;
}
