package jvisa.asm.isa;

/**
 * A value written as one word in vISA text (a suffix such as {@code eq}, {@code ugm}, {@code
 * RGBA}).
 */
public interface Spelled {
  String text();
}
