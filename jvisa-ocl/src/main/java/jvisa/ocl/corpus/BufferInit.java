package jvisa.ocl.corpus;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.NullNode;

/**
 * How the generator filled an input buffer, e.g. {@code "zero"}, {@code {"random_int": [0, 255]}},
 * {@code {"fill": 7}}, {@code {"permutation": true}}. Informational: the bytes themselves are in
 * {@code in/}.
 *
 * @param kind {@code "zero"} or the object's single key
 * @param parameters the key's value ({@link NullNode} for a bare string)
 */
public record BufferInit(String kind, JsonNode parameters) {}
