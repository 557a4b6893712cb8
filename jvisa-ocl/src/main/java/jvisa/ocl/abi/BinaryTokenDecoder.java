package jvisa.ocl.abi;

import java.util.ArrayList;
import java.util.List;

/**
 * Turns one kernel-scope patch token of the binary into the metadata records (field order of format
 * 1081).
 */
final class BinaryTokenDecoder {

  private BinaryTokenDecoder() {}

  static void decode(BinaryToken t, KernelMetadataBuilder b, FileBytes ssh) {
    switch (t.token) {
      case BINDING_TABLE_STATE -> {
        int offset = t.field(0);
        int count = t.field(1);
        if (count < 0 || offset < 0) {
          throw t.error("has a negative offset or count");
        }
        List<Integer> entries = new ArrayList<>();
        for (int i = 0; i < count; i++) {
          entries.add(ssh.i32(offset + 4L * i, "binding table entry " + i));
        }
        b.bindingTable(new BindingTableLayout(offset, count, t.field(2), entries));
      }
      case ALLOCATE_LOCAL_SURFACE ->
          b.localSurface(
              new LocalSurface(
                  t.fieldInRange(0, "Offset", 0, LocalSurface.MAX_SIZE),
                  t.fieldInRange(1, "TotalInlineLocalMemorySize", 0, LocalSurface.MAX_SIZE)));
      case DATA_PARAMETER_BUFFER ->
          b.dataParameters.add(
              new DataParameter(
                  t.field(0),
                  t.field(1),
                  t.field(2),
                  t.field(3),
                  t.field(4),
                  t.field(5),
                  t.field(6),
                  t.field(7) != 0));
      case MEDIA_VFE_STATE -> b.mediaVfeStates.add(new MediaVfeState(0, t.field(0), t.field(1)));
      case MEDIA_VFE_STATE_SLOT1 ->
          b.mediaVfeStates.add(new MediaVfeState(1, t.field(0), t.field(1)));
      case MEDIA_INTERFACE_DESCRIPTOR_LOAD -> b.interfaceDescriptorLoad(t.field(0));
      case INTERFACE_DESCRIPTOR_DATA ->
          b.interfaceDescriptorData(t.field(0), t.field(1), t.field(2), t.field(3));
      case THREAD_PAYLOAD ->
          b.threadPayload(
              new ThreadPayload(
                  t.flag(0),
                  t.flag(1),
                  t.flag(2),
                  t.flag(3),
                  t.flag(4),
                  t.flag(5),
                  t.flag(6),
                  t.flag(7),
                  t.flag(8),
                  t.flag(9),
                  t.flag(10),
                  t.flag(11),
                  t.field(12),
                  t.field(13),
                  t.flag(14),
                  t.flag(15),
                  t.flag(16),
                  t.field(17),
                  t.field(18),
                  t.flag(19)));
      case EXECUTION_ENVIRONMENT ->
          b.executionEnvironment(
              new ExecutionEnvironment(
                  t.field(0),
                  t.field(1),
                  t.field(2),
                  t.field(3),
                  t.field(4),
                  t.field(5),
                  t.flag(6),
                  t.flag(7),
                  t.flag(8),
                  t.flag(9),
                  t.flag(10),
                  t.flag(11),
                  t.flag(12),
                  t.flag(13),
                  t.flag(14),
                  t.flag(15),
                  t.flag(16),
                  t.flag(17),
                  t.flag(18),
                  t.flag(19),
                  t.field(20),
                  t.field(21),
                  t.flag(22),
                  t.flag(23),
                  t.flag(24),
                  t.field(25),
                  t.field(26),
                  t.field(27),
                  t.field(28),
                  t.flag(29),
                  (t.field(30) & 0xFFFFFFFFL) | (long) t.field(31) << 32,
                  t.flag(32)));
      case DATA_PARAMETER_STREAM ->
          b.crossThreadDataSize(
              t.fieldInRange(
                  0, "DataParameterStreamSize", 0, KernelMetadata.MAX_CROSS_THREAD_DATA));
      case KERNEL_ARGUMENT_INFO -> b.argumentInfo.add(argumentInfo(t));
      case KERNEL_ATTRIBUTES_INFO ->
          b.kernelAttributes(t.string(t.fieldEnd(0), t.unsignedField(0), "attributes"));
      case STATELESS_GLOBAL_MEMORY_OBJECT_KERNEL_ARGUMENT,
          STATELESS_CONSTANT_MEMORY_OBJECT_KERNEL_ARGUMENT -> {
        BufferArgument.AddressSpace space =
            t.token == PatchToken.STATELESS_GLOBAL_MEMORY_OBJECT_KERNEL_ARGUMENT
                ? BufferArgument.AddressSpace.GLOBAL
                : BufferArgument.AddressSpace.CONSTANT;
        b.bufferArguments.add(
            new BufferArgument(
                space, t.field(0), t.field(1), t.field(2), t.field(3), t.field(6) != 0));
      }
      case ALLOCATE_STATELESS_PRIVATE_MEMORY ->
          b.privateMemory(
              new PrivateMemoryRequest(
                  t.field(0), t.field(1), t.field(2), t.field(3), t.field(4) != 0));
      case ALLOCATE_STATELESS_CONSTANT_MEMORY_SURFACE_WITH_INITIALIZATION ->
          b.programSurfaces.add(
              new ProgramSurfaceBinding(
                  ProgramBuffer.Kind.CONSTANT, t.field(0), t.field(1), t.field(2), t.field(3)));
      case ALLOCATE_STATELESS_GLOBAL_MEMORY_SURFACE_WITH_INITIALIZATION ->
          b.programSurfaces.add(
              new ProgramSurfaceBinding(
                  ProgramBuffer.Kind.GLOBAL, t.field(0), t.field(1), t.field(2), t.field(3)));
      case ALLOCATE_STATELESS_PRINTF_SURFACE ->
          b.printfSurface(
              new PrintfSurface(
                  t.field(0), t.field(1), t.field(2), t.field(3), java.util.Map.of()));
      case STRING ->
          b.printfString(t.field(0), t.string(t.fieldEnd(1), t.unsignedField(1), "string"));
      default -> b.unhandledTokens.add(new UnhandledToken(t.id, (int) t.size));
    }
  }

  private static KernelArgumentInfo argumentInfo(BinaryToken t) {
    long pos = t.fieldEnd(5);
    String[] strings = new String[5];
    String[] names = {
      "address qualifier", "access qualifier", "argument name", "type name", "type qualifier"
    };
    for (int i = 0; i < 5; i++) {
      long size = t.unsignedField(i + 1);
      strings[i] = t.string(pos, size, names[i]);
      pos += size;
    }
    return new KernelArgumentInfo(
        t.field(0), strings[0], strings[1], strings[2], strings[3], strings[4]);
  }
}
