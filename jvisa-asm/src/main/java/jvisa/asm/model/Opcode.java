package jvisa.asm.model;

import java.util.HashMap;
import java.util.Map;

/**
 * Every vISA instruction, with its text mnemonic, group and, for instructions whose operands are plain
 * vector operands, how many destinations and sources it takes (-1 where the format is special).
 */
public enum Opcode {
  // arithmetic
  ADD("add", OpClass.ARITH, 1, 2),
  ADD3("add3", OpClass.ARITH, 1, 3),
  ADDC("addc", OpClass.ARITH, 2, 2),
  SUBB("subb", OpClass.ARITH, 2, 2),
  AVG("avg", OpClass.ARITH, 1, 2),
  MUL("mul", OpClass.ARITH, 1, 2),
  MULH("mulh", OpClass.ARITH, 1, 2),
  MAD("mad", OpClass.ARITH, 1, 3),
  MADW("madw", OpClass.ARITH, 1, 3),
  LRP("lrp", OpClass.ARITH, 1, 3),
  SAD2("sad2", OpClass.ARITH, 1, 2),
  SAD2ADD("sad2add", OpClass.ARITH, 1, 3),
  DP2("dp2", OpClass.ARITH, 1, 2),
  DP3("dp3", OpClass.ARITH, 1, 2),
  DP4("dp4", OpClass.ARITH, 1, 2),
  DPH("dph", OpClass.ARITH, 1, 2),
  DP4A("dp4a", OpClass.ARITH, 1, 3),
  LINE("line", OpClass.ARITH, 1, 2),
  PLANE("plane", OpClass.ARITH, 1, 2),
  FRC("frc", OpClass.ARITH, 1, 1),
  LZD("lzd", OpClass.ARITH, 1, 1),
  RNDD("rndd", OpClass.ARITH, 1, 1),
  RNDU("rndu", OpClass.ARITH, 1, 1),
  RNDE("rnde", OpClass.ARITH, 1, 1),
  RNDZ("rndz", OpClass.ARITH, 1, 1),
  SRND("srnd", OpClass.ARITH, 1, 2),
  BF_CVT("bf_cvt", OpClass.ARITH, 1, 1),
  FCVT("fcvt", OpClass.ARITH, 1, 1),
  DPAS("dpas", OpClass.ARITH, 1, 3),
  DPASW("dpasw", OpClass.ARITH, 1, 3),
  // logic and bit manipulation
  AND("and", OpClass.LOGIC, 1, 2),
  OR("or", OpClass.LOGIC, 1, 2),
  XOR("xor", OpClass.LOGIC, 1, 2),
  NOT("not", OpClass.LOGIC, 1, 1),
  SHL("shl", OpClass.LOGIC, 1, 2),
  SHR("shr", OpClass.LOGIC, 1, 2),
  ASR("asr", OpClass.LOGIC, 1, 2),
  ROL("rol", OpClass.LOGIC, 1, 2),
  ROR("ror", OpClass.LOGIC, 1, 2),
  CBIT("cbit", OpClass.LOGIC, 1, 1),
  FBH("fbh", OpClass.LOGIC, 1, 1),
  FBL("fbl", OpClass.LOGIC, 1, 1),
  BFREV("bfrev", OpClass.LOGIC, 1, 1),
  BFE("bfe", OpClass.LOGIC, 1, 3),
  BFI("bfi", OpClass.LOGIC, 1, 4),
  BFN("bfn", OpClass.LOGIC, 1, 3),
  // math
  INV("inv", OpClass.MATH, 1, 1),
  LOG("log", OpClass.MATH, 1, 1),
  EXP("exp", OpClass.MATH, 1, 1),
  SQRT("sqrt", OpClass.MATH, 1, 1),
  RSQRT("rsqrt", OpClass.MATH, 1, 1),
  SIN("sin", OpClass.MATH, 1, 1),
  COS("cos", OpClass.MATH, 1, 1),
  SQRTM("sqrtm", OpClass.MATH, 1, 1),
  DIV("div", OpClass.MATH, 1, 2),
  MOD("mod", OpClass.MATH, 1, 2),
  POW("pow", OpClass.MATH, 1, 2),
  DIVM("divm", OpClass.MATH, 1, 2),
  ASIN("asin", OpClass.MATH, 1, 1),
  ACOS("acos", OpClass.MATH, 1, 1),
  ATAN("atan", OpClass.MATH, 1, 1),
  // moves and compares
  MOV("mov", OpClass.MOVE, 1, 1),
  MOVS("movs", OpClass.MOVE, 1, 1),
  SEL("sel", OpClass.MOVE, 1, 2),
  MIN("min", OpClass.MOVE, 1, 2),
  MAX("max", OpClass.MOVE, 1, 2),
  SETP("setp", OpClass.MOVE, 1, 1),
  CMP("cmp", OpClass.MOVE, 1, 2),
  ADDR_ADD("addr_add", OpClass.MOVE, 1, 2),
  // control flow
  GOTO("goto", OpClass.CONTROL, -1, -1),
  JMP("jmp", OpClass.CONTROL, -1, -1),
  CALL("call", OpClass.CONTROL, -1, -1),
  RET("ret", OpClass.CONTROL, -1, -1),
  FCALL("fcall", OpClass.CONTROL, -1, -1),
  IFCALL("ifcall", OpClass.CONTROL, -1, -1),
  FADDR("faddr", OpClass.CONTROL, -1, -1),
  FRET("fret", OpClass.CONTROL, -1, -1),
  SWITCHJMP("switchjmp", OpClass.CONTROL, -1, -1),
  // legacy dataport and SVM
  OWORD_LD("oword_ld", OpClass.MEMORY, -1, -1),
  OWORD_LD_UNALIGNED("oword_ld_unaligned", OpClass.MEMORY, -1, -1),
  OWORD_ST("oword_st", OpClass.MEMORY, -1, -1),
  MEDIA_LD("media_ld", OpClass.MEMORY, -1, -1),
  MEDIA_ST("media_st", OpClass.MEMORY, -1, -1),
  GATHER("gather", OpClass.MEMORY, -1, -1),
  SCATTER("scatter", OpClass.MEMORY, -1, -1),
  GATHER_SCALED("gather_scaled", OpClass.MEMORY, -1, -1),
  SCATTER_SCALED("scatter_scaled", OpClass.MEMORY, -1, -1),
  GATHER4_SCALED("gather4_scaled", OpClass.MEMORY, -1, -1),
  SCATTER4_SCALED("scatter4_scaled", OpClass.MEMORY, -1, -1),
  GATHER4_TYPED("gather4_typed", OpClass.MEMORY, -1, -1),
  SCATTER4_TYPED("scatter4_typed", OpClass.MEMORY, -1, -1),
  DWORD_ATOMIC("dword_atomic", OpClass.MEMORY, -1, -1),
  TYPED_ATOMIC("typed_atomic", OpClass.MEMORY, -1, -1),
  QW_GATHER("qw_gather", OpClass.MEMORY, -1, -1),
  QW_SCATTER("qw_scatter", OpClass.MEMORY, -1, -1),
  SVM_BLOCK_LD("svm_block_ld", OpClass.MEMORY, -1, -1),
  SVM_BLOCK_ST("svm_block_st", OpClass.MEMORY, -1, -1),
  SVM_GATHER("svm_gather", OpClass.MEMORY, -1, -1),
  SVM_SCATTER("svm_scatter", OpClass.MEMORY, -1, -1),
  SVM_GATHER4_SCALED("svm_gather4scaled", OpClass.MEMORY, -1, -1),
  SVM_SCATTER4_SCALED("svm_scatter4scaled", OpClass.MEMORY, -1, -1),
  SVM_ATOMIC("svm_atomic", OpClass.MEMORY, -1, -1),
  // LSC
  LSC_LOAD("lsc_load", OpClass.LSC, -1, -1),
  LSC_LOAD_QUAD("lsc_load_quad", OpClass.LSC, -1, -1),
  LSC_LOAD_STATUS("lsc_load_status", OpClass.LSC, -1, -1),
  LSC_LOAD_STRIDED("lsc_load_strided", OpClass.LSC, -1, -1),
  LSC_LOAD_BLOCK2D("lsc_load_block2d", OpClass.LSC, -1, -1),
  LSC_STORE("lsc_store", OpClass.LSC, -1, -1),
  LSC_STORE_QUAD("lsc_store_quad", OpClass.LSC, -1, -1),
  LSC_STORE_STRIDED("lsc_store_strided", OpClass.LSC, -1, -1),
  LSC_STORE_BLOCK2D("lsc_store_block2d", OpClass.LSC, -1, -1),
  LSC_STORE_UNCOMPRESSED("lsc_store_uncompressed", OpClass.LSC, -1, -1),
  LSC_CCS_UPDATE("lsc_ccs_update", OpClass.LSC, -1, -1),
  LSC_READ_STATE_INFO("lsc_read_state_info", OpClass.LSC, -1, -1),
  /** {@code lsc_atomic_<op>}: the atomic operation is part of the mnemonic. */
  LSC_ATOMIC("lsc_atomic", OpClass.LSC, -1, -1),
  LSC_FENCE("lsc_fence", OpClass.LSC, -1, -1),
  // synchronisation
  BARRIER("barrier", OpClass.SYNC, -1, -1),
  SBARRIER("sbarrier", OpClass.SYNC, -1, -1),
  NBARRIER("nbarrier", OpClass.SYNC, -1, -1),
  FENCE_GLOBAL("fence_global", OpClass.SYNC, -1, -1),
  FENCE_LOCAL("fence_local", OpClass.SYNC, -1, -1),
  FENCE_SW("fence_sw", OpClass.SYNC, -1, -1),
  WAIT("wait", OpClass.SYNC, -1, -1),
  YIELD("yield", OpClass.SYNC, -1, -1),
  // sampler and 3D
  SAMPLE_UNORM("sample_unorm", OpClass.SAMPLER, -1, -1),
  /** The pre-3D (media) sampler message {@code sample.<channels> (simd) S T u v r dst}. */
  SAMPLE("sample", OpClass.SAMPLER, -1, -1),
  /** The pre-3D (media) sampler load {@code load.<channels> (simd) T u v r dst}. */
  LOAD("load", OpClass.SAMPLER, -1, -1),
  /** The 3D sampler family: sample_3d, sample_b, sample_l, sample_c, ... (the mnemonic keeps the variant). */
  SAMPLE_3D("sample_3d", OpClass.SAMPLER, -1, -1),
  /** load_3d, load_lz, load_2dms_w, load_mcs. */
  LOAD_3D("load_3d", OpClass.SAMPLER, -1, -1),
  /** sample4 (gather4) family. */
  SAMPLE4("sample4", OpClass.SAMPLER, -1, -1),
  RESINFO("resinfo", OpClass.SAMPLER, -1, -1),
  SAMPLEINFO("sampleinfo", OpClass.SAMPLER, -1, -1),
  /** Written rt_write_3d in the text Intel's assembler reads (the parser keeps that spelling). */
  RT_WRITE("rt_write", OpClass.SAMPLER, -1, -1),
  /** Written urb_write_3d in the text Intel's assembler reads (the parser keeps that spelling). */
  URB_WRITE("urb_write", OpClass.SAMPLER, -1, -1),
  AVS("avs", OpClass.VIDEO, -1, -1),
  VME_IME("vme_ime", OpClass.VIDEO, -1, -1),
  VME_SIC("vme_sic", OpClass.VIDEO, -1, -1),
  VME_FBR("vme_fbr", OpClass.VIDEO, -1, -1),
  VME_IDM("vme_idm", OpClass.VIDEO, -1, -1),
  RAW_SEND("raw_send", OpClass.RAW_SEND, -1, -1),
  RAW_SENDS("raw_sends", OpClass.RAW_SEND, -1, -1),
  // misc
  FILE("file", OpClass.MISC, -1, -1),
  LOC("loc", OpClass.MISC, -1, -1),
  LIFETIME("lifetime", OpClass.MISC, -1, -1),
  /** Written sampler_cache_flush (which GenX_IR 1.0.12504 lexes but cannot assemble). */
  CACHE_FLUSH("cache_flush", OpClass.MISC, -1, -1);

  private static final Map<String, Opcode> BY_MNEMONIC = new HashMap<>();

  static {
    for (Opcode op : values()) {
      BY_MNEMONIC.put(op.mnemonic, op);
    }
    BY_MNEMONIC.put("svm_gather4_scaled", SVM_GATHER4_SCALED);
    BY_MNEMONIC.put("svm_scatter4_scaled", SVM_SCATTER4_SCALED);
    BY_MNEMONIC.put("raw_sendc", RAW_SEND);
    BY_MNEMONIC.put("raw_sendsc", RAW_SENDS);
    BY_MNEMONIC.put("raw_sends_eot", RAW_SENDS);
    BY_MNEMONIC.put("raw_sendsc_eot", RAW_SENDS);
    BY_MNEMONIC.put("nbarrier_signal", NBARRIER);
    BY_MNEMONIC.put("nbarrier_wait", NBARRIER);
    // the spellings Intel's vISA assembler (GenX_IR) reads for these
    BY_MNEMONIC.put("rt_write_3d", RT_WRITE);
    BY_MNEMONIC.put("urb_write_3d", URB_WRITE);
    BY_MNEMONIC.put("sampler_cache_flush", CACHE_FLUSH);
    BY_MNEMONIC.put("samplr_cache_flush", CACHE_FLUSH);
    BY_MNEMONIC.put("fccall", CALL);
    BY_MNEMONIC.put("FILE", FILE);
    BY_MNEMONIC.put("LOC", LOC);
    BY_MNEMONIC.put("lsc_apndctr_atomic_add", LSC_ATOMIC);
    BY_MNEMONIC.put("lsc_apndctr_atomic_sub", LSC_ATOMIC);
    for (String s :
        new String[] {
          "sample_b", "sample_l", "sample_c", "sample_d", "sample_b_c", "sample_l_c", "sample_d_c",
          "sample_lz", "sample_c_lz", "lod", "sample_killpix", "sample_d_c_mlod", "sample_c_mlod",
          "sample_mlod", "sample_b_c_mlod"
        }) {
      BY_MNEMONIC.put(s, SAMPLE_3D);
    }
    for (String s : new String[] {"load_lz", "load_2dms_w", "load_mcs", "load_2dms"}) {
      BY_MNEMONIC.put(s, LOAD_3D);
    }
    for (String s :
        new String[] {"sample4_c", "sample4_po", "sample4_po_c", "sample4_b", "sample4_l", "sample4_i"}) {
      BY_MNEMONIC.put(s, SAMPLE4);
    }
  }

  private final String mnemonic;
  private final OpClass opClass;
  private final int dsts;
  private final int srcs;

  Opcode(String mnemonic, OpClass opClass, int dsts, int srcs) {
    this.mnemonic = mnemonic;
    this.opClass = opClass;
    this.dsts = dsts;
    this.srcs = srcs;
  }

  /** The canonical mnemonic (families such as lsc_atomic_* keep their full name in the instruction). */
  public String mnemonic() {
    return mnemonic;
  }

  public OpClass opClass() {
    return opClass;
  }

  /** Number of vector destinations, or -1 when the operands follow a special format. */
  public int dsts() {
    return dsts;
  }

  /** Number of vector sources, or -1 when the operands follow a special format. */
  public int srcs() {
    return srcs;
  }

  /** True for the opcodes whose operands are a destination followed by sources. */
  public boolean isVectorAlu() {
    return dsts >= 0;
  }

  /** The opcode of a mnemonic as written before its first dot, or null if there is none. */
  public static Opcode forMnemonic(String base) {
    Opcode op = BY_MNEMONIC.get(base);
    if (op == null && base.startsWith("lsc_atomic_")) {
      return LSC_ATOMIC;
    }
    return op;
  }
}
