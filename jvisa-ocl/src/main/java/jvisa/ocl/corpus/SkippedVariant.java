package jvisa.ocl.corpus;

/** A variant the corpus generator could not produce, and why. */
public record SkippedVariant(String name, String why) {}
