package jvisa.asm.model;

import static jvisa.asm.isa.AluFormats.arith;
import static jvisa.asm.isa.AluFormats.logic;
import static jvisa.asm.isa.AluFormats.moving;
import static jvisa.asm.isa.AluFormats.plain;
import static jvisa.asm.isa.AluFormats.vector;
import static jvisa.asm.isa.Spelling.synonym;
import static jvisa.asm.isa.Spelling.variant;
import static jvisa.asm.isa.Spelling.variants;
import static jvisa.asm.isa.TypeSets.DWORD;
import static jvisa.asm.isa.TypeSets.DW_W;
import static jvisa.asm.isa.TypeSets.F_DF;
import static jvisa.asm.isa.TypeSets.F_HF;
import static jvisa.asm.isa.TypeSets.F_ONLY;
import static jvisa.asm.isa.TypeSets.INT;
import static jvisa.asm.isa.TypeSets.INT32;
import static jvisa.asm.isa.TypeSets.NO_MODIFIER;
import static jvisa.asm.isa.TypeSets.NUMERIC;
import static jvisa.asm.isa.TypeSets.NUMERIC32;
import static jvisa.asm.isa.TypeSets.UDWORD;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import jvisa.asm.isa.AluFormats;
import jvisa.asm.isa.ControlFormats;
import jvisa.asm.isa.Format;
import jvisa.asm.isa.InstructionFormat;
import jvisa.asm.isa.LscFormats;
import jvisa.asm.isa.MessageFormats;
import jvisa.asm.isa.Role;
import jvisa.asm.isa.SamplerFormats;
import jvisa.asm.isa.Spelling;
import jvisa.asm.isa.SuffixKind;
import jvisa.asm.isa.SuffixSlot;
import jvisa.asm.isa.TypeSets;
import jvisa.asm.isa.VmeFormats;

/**
 * The instruction table: every vISA opcode with its mnemonic, group, operand format (see {@link
 * Format}: each operand's role, forms, types and payload size; the suffixes; the execution size)
 * and the other spellings the assemblers read. The parser, printer, verifier, the machine's decoder
 * and the def/use analysis all read it; adding an opcode is one row here plus its semantics.
 */
public enum Opcode {
  // arithmetic
  ADD("add", OpClass.ARITH, arith(2, NUMERIC)),
  /** {@code add3.o}: the overflow form. */
  ADD3(
      "add3",
      OpClass.ARITH,
      arith(3, DW_W).withSuffixes(SuffixSlot.optional(SuffixKind.word("overflow", "o")))),
  ADDC("addc", OpClass.ARITH, AluFormats.withCarry()),
  SUBB("subb", OpClass.ARITH, AluFormats.withCarry()),
  AVG("avg", OpClass.ARITH, arith(2, INT32)),
  MUL("mul", OpClass.ARITH, arith(2, NUMERIC32)),
  MULH("mulh", OpClass.ARITH, arith(2, DWORD)),
  MAD("mad", OpClass.ARITH, arith(3, NUMERIC32)),
  MADW("madw", OpClass.ARITH, AluFormats.madw()),
  LRP("lrp", OpClass.ARITH, arith(3, F_ONLY)),
  SAD2("sad2", OpClass.ARITH, arith(2, TypeSets.WORD, TypeSets.BYTE)),
  SAD2ADD("sad2add", OpClass.ARITH, AluFormats.sad2add()),
  DP2("dp2", OpClass.ARITH, arith(2, F_ONLY)),
  DP3("dp3", OpClass.ARITH, arith(2, F_ONLY)),
  DP4("dp4", OpClass.ARITH, arith(2, F_ONLY)),
  DPH("dph", OpClass.ARITH, arith(2, F_ONLY)),
  DP4A("dp4a", OpClass.ARITH, arith(3, DWORD)),
  LINE("line", OpClass.ARITH, arith(2, TypeSets.union(INT32, F_ONLY))),
  PLANE("plane", OpClass.ARITH, AluFormats.plane()),
  FRC("frc", OpClass.ARITH, arith(1, F_ONLY)),
  LZD("lzd", OpClass.ARITH, plain(1, UDWORD, INT32)),
  RNDD("rndd", OpClass.ARITH, arith(1, F_ONLY)),
  RNDU("rndu", OpClass.ARITH, arith(1, F_ONLY)),
  RNDE("rnde", OpClass.ARITH, arith(1, F_ONLY)),
  RNDZ("rndz", OpClass.ARITH, arith(1, F_ONLY)),
  /** Xe-HPC stochastic rounding; no spec page: types unchecked. */
  SRND("srnd", OpClass.ARITH, vector(1, 2, null, null, NO_MODIFIER)),
  BF_CVT(
      "bf_cvt",
      OpClass.ARITH,
      vector(1, 1, Set.of(Type.BF, Type.F), Set.of(Type.BF, Type.F), NO_MODIFIER)),
  /** Xe-HPC fp8 conversion; no spec page: types unchecked. */
  FCVT("fcvt", OpClass.ARITH, vector(1, 1, null, null, NO_MODIFIER)),
  DPAS("dpas", OpClass.ARITH, AluFormats.dpas()),
  DPASW("dpasw", OpClass.ARITH, AluFormats.dpas()),
  // logic and bit manipulation
  AND("and", OpClass.LOGIC, logic(2)),
  OR("or", OpClass.LOGIC, logic(2)),
  XOR("xor", OpClass.LOGIC, logic(2)),
  NOT("not", OpClass.LOGIC, logic(1)),
  /**
   * IGC emits the shifts on signed and unsigned variables alike (the pages list one signedness
   * each).
   */
  SHL("shl", OpClass.LOGIC, moving(2, INT, INT)),
  SHR("shr", OpClass.LOGIC, moving(2, INT, INT)),
  ASR("asr", OpClass.LOGIC, moving(2, INT, INT)),
  ROL("rol", OpClass.LOGIC, plain(2, DW_W, DW_W)),
  ROR("ror", OpClass.LOGIC, plain(2, DW_W, DW_W)),
  CBIT("cbit", OpClass.LOGIC, plain(1, UDWORD, Set.of(Type.UB, Type.UW, Type.UD))),
  FBH("fbh", OpClass.LOGIC, plain(1, UDWORD, DWORD)),
  /** IGC emits fbl on uw sources (FBL.md lists UD only). */
  FBL("fbl", OpClass.LOGIC, plain(1, UDWORD, Set.of(Type.UD, Type.UW))),
  // BFREV.md names UD only; IGC writes a D destination (ctz of int) and GenX_IR takes it.
  BFREV("bfrev", OpClass.LOGIC, plain(1, DWORD, DWORD)),
  BFE("bfe", OpClass.LOGIC, plain(3, DWORD, DWORD)),
  BFI("bfi", OpClass.LOGIC, plain(4, DWORD, DWORD)),
  BFN("bfn", OpClass.LOGIC, AluFormats.bfn()),
  // math
  /** INV.md lists F and HF; GenX_IR refuses DF (an IEEE form TGLLP and DG2 lack). */
  INV("inv", OpClass.MATH, arith(1, F_HF)),
  LOG("log", OpClass.MATH, arith(1, F_HF)),
  EXP("exp", OpClass.MATH, arith(1, F_HF)),
  /** SQRT.md lists F and HF; GenX_IR refuses DF (an IEEE form TGLLP and DG2 lack). */
  SQRT("sqrt", OpClass.MATH, arith(1, F_HF)),
  RSQRT("rsqrt", OpClass.MATH, arith(1, F_HF)),
  SIN("sin", OpClass.MATH, arith(1, F_HF)),
  COS("cos", OpClass.MATH, arith(1, F_HF)),
  SQRTM("sqrtm", OpClass.MATH, arith(1, F_DF)),
  /** DIV.md lists no DF; GenX_IR refuses it (DF division is divm). */
  DIV("div", OpClass.MATH, arith(2, TypeSets.INT32_F_HF)),
  MOD("mod", OpClass.MATH, arith(2, INT32)),
  POW("pow", OpClass.MATH, arith(2, F_HF)),
  DIVM("divm", OpClass.MATH, arith(2, F_DF)),
  ASIN("asin", OpClass.MATH, arith(1, F_HF)),
  ACOS("acos", OpClass.MATH, arith(1, F_HF)),
  ATAN("atan", OpClass.MATH, arith(1, F_HF)),
  // moves and compares
  MOV("mov", OpClass.MOVE, AluFormats.mov()),
  MOVS("movs", OpClass.MOVE, AluFormats.movs()),
  SEL("sel", OpClass.MOVE, moving(2, NUMERIC, NUMERIC)),
  MIN("min", OpClass.MOVE, moving(2, NUMERIC, NUMERIC)),
  MAX("max", OpClass.MOVE, moving(2, NUMERIC, NUMERIC)),
  SETP("setp", OpClass.MOVE, AluFormats.setp()),
  CMP("cmp", OpClass.MOVE, AluFormats.cmp()),
  ADDR_ADD("addr_add", OpClass.MOVE, AluFormats.addrAdd()),
  // control flow
  GOTO("goto", OpClass.CONTROL, ControlFormats.branch()),
  JMP("jmp", OpClass.CONTROL, ControlFormats.branch()),
  /** {@code fccall} is Intel's spelling of a call that may leave the function. */
  CALL("call", OpClass.CONTROL, ControlFormats.branch(), variant("fccall")),
  RET("ret", OpClass.CONTROL, ControlFormats.ret()),
  FCALL("fcall", OpClass.CONTROL, ControlFormats.fcall()),
  IFCALL("ifcall", OpClass.CONTROL, ControlFormats.ifcall()),
  FADDR("faddr", OpClass.CONTROL, ControlFormats.faddr()),
  FRET("fret", OpClass.CONTROL, ControlFormats.ret()),
  SWITCHJMP("switchjmp", OpClass.CONTROL, ControlFormats.switchjmp()),
  // legacy dataport and SVM
  OWORD_LD("oword_ld", OpClass.MEMORY, MessageFormats.owordLoad()),
  OWORD_LD_UNALIGNED("oword_ld_unaligned", OpClass.MEMORY, MessageFormats.owordLoad()),
  OWORD_ST("oword_st", OpClass.MEMORY, MessageFormats.owordStore()),
  MEDIA_LD("media_ld", OpClass.MEMORY, MessageFormats.media(false)),
  MEDIA_ST("media_st", OpClass.MEMORY, MessageFormats.media(true)),
  GATHER("gather", OpClass.MEMORY, MessageFormats.gather(false)),
  SCATTER("scatter", OpClass.MEMORY, MessageFormats.gather(true)),
  GATHER_SCALED("gather_scaled", OpClass.MEMORY, MessageFormats.gatherScaled(false)),
  SCATTER_SCALED("scatter_scaled", OpClass.MEMORY, MessageFormats.gatherScaled(true)),
  GATHER4_SCALED("gather4_scaled", OpClass.MEMORY, MessageFormats.gather4Scaled(false)),
  SCATTER4_SCALED("scatter4_scaled", OpClass.MEMORY, MessageFormats.gather4Scaled(true)),
  GATHER4_TYPED("gather4_typed", OpClass.MEMORY, MessageFormats.typed(false)),
  SCATTER4_TYPED("scatter4_typed", OpClass.MEMORY, MessageFormats.typed(true)),
  DWORD_ATOMIC("dword_atomic", OpClass.MEMORY, MessageFormats.dwordAtomic()),
  TYPED_ATOMIC("typed_atomic", OpClass.MEMORY, MessageFormats.typedAtomic()),
  QW_GATHER("qw_gather", OpClass.MEMORY, MessageFormats.qword(false)),
  QW_SCATTER("qw_scatter", OpClass.MEMORY, MessageFormats.qword(true)),
  SVM_BLOCK_LD("svm_block_ld", OpClass.MEMORY, MessageFormats.svmBlock(false)),
  SVM_BLOCK_ST("svm_block_st", OpClass.MEMORY, MessageFormats.svmBlock(true)),
  SVM_GATHER("svm_gather", OpClass.MEMORY, MessageFormats.svmScattered(false)),
  SVM_SCATTER("svm_scatter", OpClass.MEMORY, MessageFormats.svmScattered(true)),
  SVM_GATHER4_SCALED(
      "svm_gather4scaled",
      OpClass.MEMORY,
      MessageFormats.svmScattered4(false),
      synonym("svm_gather4_scaled", "svm_gather4scaled")),
  SVM_SCATTER4_SCALED(
      "svm_scatter4scaled",
      OpClass.MEMORY,
      MessageFormats.svmScattered4(true),
      synonym("svm_scatter4_scaled", "svm_scatter4scaled")),
  SVM_ATOMIC("svm_atomic", OpClass.MEMORY, MessageFormats.svmAtomic()),
  // LSC
  LSC_LOAD("lsc_load", OpClass.LSC, LscFormats.load()),
  LSC_LOAD_QUAD("lsc_load_quad", OpClass.LSC, LscFormats.load()),
  LSC_LOAD_STATUS("lsc_load_status", OpClass.LSC, LscFormats.load()),
  LSC_LOAD_STRIDED("lsc_load_strided", OpClass.LSC, LscFormats.stridedLoad()),
  LSC_LOAD_BLOCK2D("lsc_load_block2d", OpClass.LSC, LscFormats.block2dLoad()),
  LSC_STORE("lsc_store", OpClass.LSC, LscFormats.store()),
  LSC_STORE_QUAD("lsc_store_quad", OpClass.LSC, LscFormats.store()),
  LSC_STORE_STRIDED("lsc_store_strided", OpClass.LSC, LscFormats.stridedStore()),
  LSC_STORE_BLOCK2D("lsc_store_block2d", OpClass.LSC, LscFormats.block2dStore()),
  LSC_STORE_UNCOMPRESSED("lsc_store_uncompressed", OpClass.LSC, LscFormats.store()),
  LSC_CCS_UPDATE("lsc_ccs_update", OpClass.LSC, LscFormats.store()),
  LSC_READ_STATE_INFO("lsc_read_state_info", OpClass.LSC, LscFormats.readStateInfo()),
  /** {@code lsc_atomic_<op>}: the atomic operation is part of the mnemonic. */
  LSC_ATOMIC(
      "lsc_atomic",
      OpClass.LSC,
      LscFormats.atomic(),
      variants("lsc_apndctr_atomic_add", "lsc_apndctr_atomic_sub")),
  LSC_FENCE("lsc_fence", OpClass.LSC, LscFormats.fence()),
  // synchronisation
  BARRIER("barrier", OpClass.SYNC, ControlFormats.bare()),
  SBARRIER(
      "sbarrier", OpClass.SYNC, ControlFormats.bare(SuffixSlot.required(SuffixKind.BARRIER_STEP))),
  NBARRIER(
      "nbarrier",
      OpClass.SYNC,
      ControlFormats.namedBarrier(),
      synonym("nbarrier_signal", "nbarrier.signal"),
      synonym("nbarrier_wait", "nbarrier.wait")),
  FENCE_GLOBAL("fence_global", OpClass.SYNC, ControlFormats.fence()),
  FENCE_LOCAL("fence_local", OpClass.SYNC, ControlFormats.fence()),
  FENCE_SW("fence_sw", OpClass.SYNC, ControlFormats.bare()),
  WAIT("wait", OpClass.SYNC, ControlFormats.waitMask()),
  YIELD("yield", OpClass.SYNC, ControlFormats.bare()),
  // sampler and 3D
  SAMPLE_UNORM("sample_unorm", OpClass.SAMPLER, SamplerFormats.sampleUnorm()),
  /** The pre-3D (media) sampler message {@code sample.<channels> (simd) S T u v r dst}. */
  SAMPLE("sample", OpClass.SAMPLER, SamplerFormats.sample()),
  /** The pre-3D (media) sampler load {@code load.<channels> (simd) T u v r dst}. */
  LOAD("load", OpClass.SAMPLER, SamplerFormats.load()),
  /**
   * The 3D sampler family: sample_3d, sample_b, sample_l, sample_c, ... (the mnemonic keeps the
   * variant).
   */
  SAMPLE_3D(
      "sample_3d",
      OpClass.SAMPLER,
      SamplerFormats.sample3d(),
      variants(
          "sample_b",
          "sample_l",
          "sample_c",
          "sample_d",
          "sample_b_c",
          "sample_l_c",
          "sample_d_c",
          "sample_lz",
          "sample_c_lz",
          "lod",
          "sample_killpix",
          "sample_d_c_mlod",
          "sample_c_mlod",
          "sample_mlod",
          "sample_b_c_mlod")),
  /** load_3d, load_lz, load_2dms_w, load_mcs. */
  LOAD_3D(
      "load_3d",
      OpClass.SAMPLER,
      SamplerFormats.load3d(),
      variants("load_lz", "load_2dms_w", "load_mcs", "load_2dms")),
  /** sample4 (gather4) family. */
  SAMPLE4(
      "sample4",
      OpClass.SAMPLER,
      SamplerFormats.sample4(),
      variants("sample4_c", "sample4_po", "sample4_po_c", "sample4_b", "sample4_l", "sample4_i")),
  RESINFO("resinfo", OpClass.SAMPLER, SamplerFormats.resinfo()),
  SAMPLEINFO("sampleinfo", OpClass.SAMPLER, SamplerFormats.sampleinfo()),
  /** Written rt_write_3d in the text Intel's assembler reads. */
  RT_WRITE(
      "rt_write",
      OpClass.SAMPLER,
      SamplerFormats.rtWrite(),
      synonym("rt_write", "rt_write_3d"),
      synonym("rt_write_3d", "rt_write_3d")),
  /** Written urb_write_3d in the text Intel's assembler reads. */
  URB_WRITE(
      "urb_write",
      OpClass.SAMPLER,
      SamplerFormats.urbWrite(),
      synonym("urb_write", "urb_write_3d"),
      synonym("urb_write_3d", "urb_write_3d")),
  AVS("avs", OpClass.VIDEO, SamplerFormats.avs()),
  VME_IME("vme_ime", OpClass.VIDEO, VmeFormats.ime()),
  VME_SIC("vme_sic", OpClass.VIDEO, VmeFormats.sic()),
  VME_FBR("vme_fbr", OpClass.VIDEO, VmeFormats.fbr()),
  VME_IDM("vme_idm", OpClass.VIDEO, VmeFormats.idm()),
  RAW_SEND("raw_send", OpClass.RAW_SEND, SamplerFormats.rawSend(), variant("raw_sendc")),
  RAW_SENDS(
      "raw_sends",
      OpClass.RAW_SEND,
      SamplerFormats.rawSends(),
      Spelling.suffixInMnemonic("eot"),
      variant("raw_sendsc"),
      variant("raw_sends_eot"),
      variant("raw_sendsc_eot")),
  // misc
  FILE(
      "file",
      OpClass.MISC,
      ControlFormats.file(),
      synonym("file", "FILE"),
      synonym("FILE", "FILE")),
  LOC("loc", OpClass.MISC, ControlFormats.loc(), synonym("loc", "LOC"), synonym("LOC", "LOC")),
  LIFETIME("lifetime", OpClass.MISC, ControlFormats.lifetime()),
  /** Written sampler_cache_flush (which GenX_IR 1.0.12504 lexes but cannot assemble). */
  CACHE_FLUSH(
      "cache_flush",
      OpClass.MISC,
      ControlFormats.bare(),
      synonym("cache_flush", "sampler_cache_flush"),
      synonym("sampler_cache_flush", "sampler_cache_flush"),
      synonym("samplr_cache_flush", "sampler_cache_flush"));

  private static final Map<String, Opcode> BY_SPELLING = new HashMap<>();
  private static final Map<String, String> INTEL_SPELLING = new HashMap<>();

  static {
    for (Opcode op : values()) {
      BY_SPELLING.put(op.mnemonic, op);
      for (Spelling s : op.spellings) {
        if (s.written() == null) {
          continue;
        }
        BY_SPELLING.put(s.written(), op);
        if (s.intel() != null) {
          INTEL_SPELLING.put(s.written(), s.intel());
        }
      }
    }
  }

  private final String mnemonic;
  private final OpClass opClass;
  private final InstructionFormat format;
  private final Spelling[] spellings;
  private final int dsts;
  private final int srcs;

  Opcode(String mnemonic, OpClass opClass, InstructionFormat format, Spelling... spellings) {
    this.mnemonic = mnemonic;
    this.opClass = opClass;
    this.format = format;
    this.spellings = spellings;
    boolean vector =
        format instanceof Format f && isVector(f) && opClass.ordinal() <= OpClass.MOVE.ordinal();
    this.dsts = vector ? ((Format) format).destinations() : -1;
    this.srcs = vector ? ((Format) format).operands().size() - dsts : -1;
  }

  private static boolean isVector(Format f) {
    for (jvisa.asm.isa.OperandSpec o : f.operands()) {
      if (o.role() != Role.DST && o.role() != Role.SRC) {
        return false;
      }
    }
    return !f.operands().isEmpty();
  }

  /**
   * The canonical mnemonic (families such as lsc_atomic_* keep their full name in the instruction).
   */
  public String mnemonic() {
    return mnemonic;
  }

  public OpClass opClass() {
    return opClass;
  }

  /**
   * The format of this opcode's instructions (some choose it per instruction: see {@link
   * #format(Instruction)}).
   */
  public InstructionFormat format() {
    return format;
  }

  /**
   * The format of one instruction of this opcode, its sub-opcode (atomic operation, barrier step)
   * decided.
   */
  public Format format(Instruction insn) {
    return format.of(insn);
  }

  /**
   * Number of vector destinations, or -1 when the operands are not destinations followed by
   * sources.
   */
  public int dsts() {
    return dsts;
  }

  /** Number of vector sources, or -1 when the operands are not destinations followed by sources. */
  public int srcs() {
    return srcs;
  }

  /** True for the opcodes whose operands are destinations followed by sources. */
  public boolean isVectorAlu() {
    return dsts >= 0;
  }

  /** The opcode of a mnemonic as written before its first dot, or null if there is none. */
  public static Opcode forMnemonic(String written) {
    Opcode op = BY_SPELLING.get(written);
    if (op == null && written.startsWith("lsc_atomic_")) {
      return LSC_ATOMIC;
    }
    return op;
  }

  /**
   * The mnemonic Intel's assembler reads when a suffix its disassembler writes is part of the
   * mnemonic ({@code raw_sends} with {@code .eot} is {@code raw_sends_eot}); such suffixes are
   * removed from the list.
   */
  public String withSuffixesInMnemonic(String mnemonic, List<String> suffixes) {
    for (Spelling s : spellings) {
      String joined = mnemonic + "_" + s.suffix();
      if (s.suffix() != null && BY_SPELLING.get(joined) == this && suffixes.remove(s.suffix())) {
        return joined;
      }
    }
    return mnemonic;
  }

  /**
   * The spelling Intel's assembler reads for a mnemonic as written (it may carry a suffix:
   * "nbarrier.signal").
   */
  public static String intelSpelling(String written) {
    return INTEL_SPELLING.getOrDefault(written, written);
  }
}
