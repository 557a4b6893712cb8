package jvisa.cc.spirv;

import java.util.Arrays;
import java.util.List;
import jvisa.spirv.Instruction;
import jvisa.spirv.SpirvModule;

/**
 * A kernel's argument types as written in its OpenCL C source, from the {@code OpString
 * "kernel_arg_type.<kernel>.<type>,<type>,"} that Intel's front end records (clang's path records
 * none).
 */
final class KernelArgTypes {
  private static final String PREFIX = "kernel_arg_type.";

  private KernelArgTypes() {}

  static List<String> of(SpirvModule spirv, String kernel) {
    String key = PREFIX + kernel + ".";
    for (Instruction i : spirv.instructions()) {
      if (i.is("OpString")) {
        String s = i.stringInput(0);
        if (s.startsWith(key)) {
          String list = s.substring(key.length());
          if (list.endsWith(",")) {
            list = list.substring(0, list.length() - 1);
          }
          return list.isEmpty() ? List.of() : Arrays.asList(list.split(",", -1));
        }
      }
    }
    return List.of();
  }
}
