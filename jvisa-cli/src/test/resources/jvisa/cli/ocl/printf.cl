__kernel void hello(__global int* out, int base) {
  int i = get_global_id(0);
  out[i] = base + i;
  if (i < 3)
    printf("item %d of %d: %5.2f|%-4x|%s|%c\n", i, (int)get_global_size(0), i * 0.5f, 255 + i, "ok",
           'A' + i);
  if (i == 5)
    printf("%v2hlf %ld %e %a %%\n", (float2)(0.25f, -8.0f), (long)base * 3000000000L, 1e-5f, 1.0f);
}

// 100-byte records: 65536 of them overflow the 4 MB printf buffer after (4 MB - 4) / 100 = 41943
__kernel void flood(__global int* a) {
  int i = get_global_id(0);
  printf("%d %d %d %d %d %d %d %d %d %d %d %d\n", i, i, i, i, i, i, i, i, i, i, i, i);
}
