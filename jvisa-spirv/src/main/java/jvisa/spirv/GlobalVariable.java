package jvisa.spirv;

import jvisa.spirv.grammar.Enumerant;

/**
 * A module-level {@code OpVariable}.
 *
 * @param pointerType its (pointer) result type
 * @param initializer the initializer's id, or 0
 */
public record GlobalVariable(
    int id, int pointerType, Enumerant storageClass, int initializer, Instruction instruction) {}
