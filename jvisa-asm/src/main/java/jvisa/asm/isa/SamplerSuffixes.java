package jvisa.asm.isa;

/**
 * The suffixes of the sampler messages (3D_SAMPLE.md, 3D_LOAD.md, 3D_SAMPLE4.md, SAMPLE_UNORM.md).
 */
public final class SamplerSuffixes {
  /** {@code .pixel_null_mask}: one more register of return data, the pixel null mask. */
  public static final SuffixKind<Boolean> PIXEL_NULL_MASK =
      SuffixKind.flag("pixel null mask", "pixel_null_mask");

  /** {@code .cps}: CPS LOD compensation (sample, sample_b, sample_b_c, sample_c and lod only). */
  public static final SuffixKind<Boolean> CPS = SuffixKind.flag("CPS LOD compensation", "cps");

  /** {@code .divS}: a sampler state that may differ per lane (non-uniform sampler). */
  public static final SuffixKind<Boolean> NON_UNIFORM_SAMPLER =
      SuffixKind.flag("non-uniform sampler", "divS");

  /** The one channel sample4 gathers: {@code .R}, {@code .G}, {@code .B} or {@code .A}. */
  public static final SuffixKind<Channels> SOURCE_CHANNEL =
      new SuffixKind<>(
          "source channel",
          s -> s.length() == 1 ? Channels.parse(s, "RGBA") : null,
          c -> c.text("RGBA"),
          "R, G, B or A");

  /** The output format of sample_unorm. */
  public static final SuffixKind<UnormOutput> UNORM_OUTPUT =
      SuffixKind.of("output format", UnormOutput.values());

  /** The mode of rt_write: which optional parts the message carries, {@code .<RTI><A>}. */
  public static final SuffixKind<RtWriteMode> RT_WRITE_MODE =
      new SuffixKind<>(
          "render target write mode", RtWriteMode::parse, RtWriteMode::text, RtWriteMode.EXPECTED);

  private SamplerSuffixes() {}
}
