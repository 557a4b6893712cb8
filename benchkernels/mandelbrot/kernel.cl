// Escape-time Mandelbrot set, one RGBA8 pixel (r in the low byte, alpha 255) per work-item.
// Pixel (px, py) is c = (x0 + px*dx, y0 + py*dy). With contraction off every step is a separately
// rounded IEEE single-precision operation (no fused multiply-add), so the image is exactly defined.
#pragma OPENCL FP_CONTRACT OFF

__kernel void mandelbrot(__global uint* out, int w, int h, int maxIter,
                         float x0, float y0, float dx, float dy)
{
    int px = get_global_id(0);
    int py = get_global_id(1);
    if (px >= w || py >= h)
        return;
    float cx = x0 + (float)px * dx;
    float cy = y0 + (float)py * dy;
    float zx = 0.0f;
    float zy = 0.0f;
    int it = 0;
    while (it < maxIter) {
        float zx2 = zx * zx;
        float zy2 = zy * zy;
        if (zx2 + zy2 > 4.0f)
            break;
        zy = 2.0f * zx * zy + cy;
        zx = zx2 - zy2 + cx;
        ++it;
    }
    uint rgba = 0xff000000u;
    if (it < maxIter) {
        uint t = (uint)it;
        uint r = (t * 9u) & 0xffu;
        uint g = (t * 5u + 48u) & 0xffu;
        uint b = 255u - ((t * 3u) & 0xffu);
        rgba |= r | (g << 8) | (b << 16);
    }
    out[py * w + px] = rgba;
}
