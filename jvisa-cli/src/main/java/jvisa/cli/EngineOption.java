package jvisa.cli;

import jvisa.machine.core.Engine;
import jvisa.ocl.launch.LaunchOptions;
import picocli.CommandLine.Option;

/** {@code --engine interp|jit}: how the machine executes the kernel. */
final class EngineOption {
  @Option(
      names = "--engine",
      paramLabel = "ENGINE",
      converter = EngineConverter.class,
      description =
          "jit (the default: the interpreter starts and the blocks that run hot are compiled"
              + " to JVM bytecode in the background; profiled, traced and checked runs stay on the"
              + " interpreter) or interp")
  Engine engine = Engine.JIT;

  LaunchOptions applyTo(LaunchOptions options) {
    return options.withEngine(engine, false);
  }

  /** Picocli converter: an unknown name is a usage error naming the known ones. */
  static final class EngineConverter implements picocli.CommandLine.ITypeConverter<Engine> {
    @Override
    public Engine convert(String value) {
      try {
        return Engine.parse(value);
      } catch (IllegalArgumentException e) {
        throw new picocli.CommandLine.TypeConversionException(e.getMessage());
      }
    }
  }
}
