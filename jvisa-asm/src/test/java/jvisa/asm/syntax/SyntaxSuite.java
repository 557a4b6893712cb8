package jvisa.asm.syntax;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Runs every {@code @Test} method of every {@code *SyntaxTest} class of this package with a {@link
 * Syntax.Recording} active, so that the coverage and GenX_IR tests see exactly the samples the
 * syntax tests check.
 */
final class SyntaxSuite {
  private static Syntax.Recording all;

  private SyntaxSuite() {}

  /** The syntax test classes, found in the compiled test classes of this package. */
  static List<Class<?>> testClasses() {
    URL url = Syntax.class.getResource("Syntax.class");
    if (url == null || !"file".equals(url.getProtocol())) {
      throw new IllegalStateException("test classes are not in a directory: " + url);
    }
    Path dir;
    try {
      dir = Paths.get(url.toURI()).getParent();
    } catch (URISyntaxException e) {
      throw new IllegalStateException(e);
    }
    List<Class<?>> classes = new ArrayList<>();
    try (Stream<Path> s = Files.list(dir)) {
      for (Path p : s.sorted().toList()) {
        String f = p.getFileName().toString();
        if (f.endsWith("SyntaxTest.class") && !f.contains("$")) {
          classes.add(
              Class.forName(Syntax.class.getPackageName() + "." + f.substring(0, f.length() - 6)));
        }
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    } catch (ClassNotFoundException e) {
      throw new IllegalStateException(e);
    }
    return classes;
  }

  /** Everything the syntax tests parse (computed once). */
  static synchronized Syntax.Recording recordAll() {
    if (all == null) {
      all = Syntax.record(() -> testClasses().forEach(SyntaxSuite::runTests));
    }
    return all;
  }

  private static void runTests(Class<?> c) {
    try {
      Constructor<?> ctor = c.getDeclaredConstructor();
      ctor.setAccessible(true);
      List<Method> tests =
          Stream.of(c.getDeclaredMethods())
              .filter(m -> m.isAnnotationPresent(Test.class) && m.getParameterCount() == 0)
              .sorted(Comparator.comparing(Method::getName))
              .toList();
      for (Method m : tests) {
        m.setAccessible(true);
        m.invoke(ctor.newInstance());
      }
    } catch (InvocationTargetException e) {
      throw new AssertionError(c.getSimpleName() + ": " + e.getCause(), e.getCause());
    } catch (ReflectiveOperationException e) {
      throw new IllegalStateException(e);
    }
  }
}
