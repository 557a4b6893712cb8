package jvisa.cli;

import java.awt.image.BufferedImage;

/**
 * Turns a buffer of RGBA8 pixels (one 32-bit little-endian word each, red in the low byte) into an
 * image.
 */
final class RgbaImage {
  private RgbaImage() {}

  static BufferedImage of(byte[] pixels, int width, int height) {
    if ((long) width * height * 4 != pixels.length) {
      throw new IllegalArgumentException(
          pixels.length + " bytes are not " + width + "x" + height + " RGBA8 pixels");
    }
    BufferedImage image = new BufferedImage(width, height, BufferedImage.TYPE_INT_ARGB);
    int[] argb = new int[width * height];
    for (int i = 0; i < argb.length; i++) {
      int r = pixels[4 * i] & 0xFF;
      int g = pixels[4 * i + 1] & 0xFF;
      int b = pixels[4 * i + 2] & 0xFF;
      int a = pixels[4 * i + 3] & 0xFF;
      argb[i] = a << 24 | r << 16 | g << 8 | b;
    }
    image.setRGB(0, 0, width, height, argb, 0, width);
    return image;
  }
}
