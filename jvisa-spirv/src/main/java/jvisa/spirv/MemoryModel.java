package jvisa.spirv;

import jvisa.spirv.grammar.Enumerant;

/** {@code OpMemoryModel}: addressing model (Physical64 ...) and memory model (OpenCL ...). */
public record MemoryModel(Enumerant addressing, Enumerant memory) {}
