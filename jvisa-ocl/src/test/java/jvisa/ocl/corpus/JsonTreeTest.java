package jvisa.ocl.corpus;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import jvisa.corpus.Corpora;
import org.junit.jupiter.api.Test;

/** {@link JsonTree} gives ObjectMapper's tree (big-decimal floats) without an ObjectMapper. */
class JsonTreeTest {
  private static final ObjectMapper MAPPER =
      new ObjectMapper().enable(DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS);

  private static JsonNode read(String json) throws IOException {
    return JsonTree.read(json.getBytes(StandardCharsets.UTF_8));
  }

  private static void assertSameTreeAsObjectMapper(byte[] json) throws IOException {
    JsonNode expected = MAPPER.readTree(json);
    JsonNode actual = JsonTree.read(json);
    assertEquals(expected, actual);
    assertEquals(expected.toString(), actual.toString());
  }

  @Test
  void everyKindOfValueBecomesTheNodeObjectMapperMakes() throws IOException {
    String json =
        "{\"s\":\"a\\u00e9\\n\",\"i\":-7,\"l\":12345678901,\"big\":123456789012345678901234567890,"
            + "\"f\":1.50,\"e\":-2.5e-3,\"t\":true,\"n\":null,\"a\":[[],{},[1,[2.0]]],"
            + "\"dup\":1,\"dup\":2}";
    assertSameTreeAsObjectMapper(json.getBytes(StandardCharsets.UTF_8));
    JsonNode n = read(json);
    assertTrue(n.get("i").isInt());
    assertTrue(n.get("l").isLong());
    assertTrue(n.get("big").isBigInteger());
    assertTrue(n.get("f").isBigDecimal());
    assertEquals(2, n.get("dup").asInt());
  }

  @Test
  void everyCaseAndSpecFileOfTheCorporaReadsAsObjectMapperReadsIt() throws IOException {
    int files = 0;
    for (Corpora corpus : Corpora.values()) {
      Path folder = corpus.folder();
      if (!Files.isDirectory(folder)) {
        continue;
      }
      List<Path> json;
      try (Stream<Path> s = Files.walk(folder, 3)) {
        json =
            s.filter(
                    p ->
                        p.getFileName().toString().equals("case.json")
                            || p.getFileName().toString().equals("spec.json"))
                .toList();
      }
      for (Path p : json) {
        assertSameTreeAsObjectMapper(Files.readAllBytes(p));
        files++;
      }
    }
    assertTrue(files > 20, "case and spec files read: " + files);
  }

  @Test
  void malformedJsonIsAnErrorWithItsLocation() {
    JsonProcessingException e =
        assertThrows(JsonProcessingException.class, () -> read("{\n  \"a\": [1, 2,\n}"));
    assertEquals(3, e.getLocation().getLineNr());
  }

  @Test
  void deepNestingIsRefusedByTheParserNotAStackOverflow() {
    assertThrows(JsonProcessingException.class, () -> read("[".repeat(100_000)));
  }

  @Test
  void anEmptyDocumentIsMissingAndOnlyTheFirstValueIsRead() throws IOException {
    assertTrue(read("").isMissingNode());
    assertEquals(1, read("1 2").asInt());
  }
}
