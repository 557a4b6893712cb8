package jvisa.cc.visa;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;
import jvisa.cc.ir.Function;

/**
 * How the functions of one kernel reach each other: the call mode, each callee's signature and name
 * ({@code name_N} as a subroutine label, the function's own name as a stack-call target) and, for
 * subroutines, the argument and result variables caller and callee share (subroutines share the
 * kernel's symbol table).
 */
final class Linkage {
  final CallMode mode;
  final int simd;

  /** Whether stack calls carry the work-item state ({@link WorkItemPassing}). */
  final boolean passesWorkItems;

  /**
   * The buffer addresses stack calls carry, in slot order: qword k of the {@code %arg} register
   * after the arguments and the work-item state holds element k (empty: no such register).
   */
  final List<PassedAddress> passedAddresses;

  private final IdentityHashMap<Function, CallSignature> signatures = new IdentityHashMap<>();
  private final IdentityHashMap<Function, String> names = new IdentityHashMap<>();
  private final IdentityHashMap<Function, List<Var>> sharedArguments = new IdentityHashMap<>();
  private final IdentityHashMap<Function, List<Var>> sharedResults = new IdentityHashMap<>();

  /**
   * The linkage of a kernel's {@code callees}; stack calls carry the addresses of the buffers in
   * {@code addresses} (those the kernel has and a callee may reach).
   */
  Linkage(CallMode mode, int simd, List<Function> callees, Set<PassedAddress> addresses) {
    this.mode = mode;
    this.simd = simd;
    this.passesWorkItems = WorkItemPassing.needed(mode, callees);
    this.passedAddresses =
        mode == CallMode.STACKCALL
            ? Arrays.stream(PassedAddress.values()).filter(addresses::contains).toList()
            : List.of();
    for (int k = 0; k < callees.size(); k++) {
      Function g = callees.get(k);
      signatures.put(g, CallSignature.of(g, simd));
      String name = g.name().replaceAll("[^A-Za-z0-9_]", "_");
      names.put(g, mode == CallMode.SUBROUTINE ? name + "_" + k : name);
    }
  }

  CallSignature signature(Function g) {
    return signatures.get(g);
  }

  String name(Function g) {
    return names.get(g);
  }

  /** A subroutine's argument components, declared in the kernel's table on first use. */
  List<Var> sharedArguments(Function g, VarTable vars) {
    return sharedArguments.computeIfAbsent(g, k -> wide(vars, signature(k).arguments()));
  }

  /** A subroutine's result components, declared in the kernel's table on first use. */
  List<Var> sharedResults(Function g, VarTable vars) {
    return sharedResults.computeIfAbsent(g, k -> wide(vars, signature(k).results()));
  }

  private static List<Var> wide(VarTable vars, List<String> types) {
    List<Var> out = new ArrayList<>();
    for (String t : types) {
      out.add(vars.temp(t, true));
    }
    return out;
  }
}
