package jvisa.ocl.corpus;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.MissingNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.math.BigDecimal;

/**
 * A JSON document as Jackson's tree, built from its streaming parser: the tree {@code
 * ObjectMapper.readTree} gives with {@code USE_BIG_DECIMAL_FOR_FLOATS} (decimals without trailing
 * zeros, integers as int, long or BigInteger nodes by size, later duplicate keys winning, nothing
 * read after the first value), but without building an ObjectMapper, whose deserializer machinery
 * costs a fresh JVM several hundred classes and tens of milliseconds before the first case file is
 * read.
 */
public final class JsonTree {
  private static final JsonFactory FACTORY = new JsonFactory();
  private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

  private JsonTree() {}

  /**
   * The document's first value ({@link MissingNode} for an empty document).
   *
   * @throws com.fasterxml.jackson.core.JsonProcessingException for malformed JSON, with its
   *     location
   */
  public static JsonNode read(byte[] json) throws IOException {
    try (JsonParser p = FACTORY.createParser(json)) {
      return p.nextToken() == null ? MissingNode.getInstance() : value(p);
    }
  }

  /** As ObjectMapper's tree keeps decimals: {@code 2.50} as {@code 2.5}, {@code 3000.0} as 3E+3. */
  private static BigDecimal withoutTrailingZeros(BigDecimal d) {
    try {
      return d.stripTrailingZeros();
    } catch (ArithmeticException e) {
      return d; // the scale would overflow
    }
  }

  /** The value starting at the parser's current token; leaves the parser on its last token. */
  private static JsonNode value(JsonParser p) throws IOException {
    switch (p.currentToken()) {
      case START_OBJECT:
        ObjectNode object = NODES.objectNode();
        while (p.nextToken() != JsonToken.END_OBJECT) {
          String key = p.currentName();
          p.nextToken();
          object.set(key, value(p));
        }
        return object;
      case START_ARRAY:
        ArrayNode array = NODES.arrayNode();
        while (p.nextToken() != JsonToken.END_ARRAY) {
          array.add(value(p));
        }
        return array;
      case VALUE_STRING:
        return NODES.textNode(p.getText());
      case VALUE_NUMBER_INT:
        return switch (p.getNumberType()) {
          case INT -> NODES.numberNode(p.getIntValue());
          case LONG -> NODES.numberNode(p.getLongValue());
          default -> NODES.numberNode(p.getBigIntegerValue());
        };
      case VALUE_NUMBER_FLOAT:
        return NODES.numberNode(withoutTrailingZeros(p.getDecimalValue()));
      case VALUE_TRUE:
        return NODES.booleanNode(true);
      case VALUE_FALSE:
        return NODES.booleanNode(false);
      default:
        return NODES.nullNode();
    }
  }
}
