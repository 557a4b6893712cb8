package jvisa.verify;

import static jvisa.verify.VisaText.accepts;
import static jvisa.verify.VisaText.kernel;
import static jvisa.verify.VisaText.rejects;

import org.junit.jupiter.api.Test;

class RegionRulesTest {
  @Test
  void destinationRegionStaysInsideItsVariable() {
    // V32 is 16 dwords (64 bytes): 16 channels from column 4 reach byte 79
    rejects(
        "region-bounds", "V32(0,4)", kernel("", "add (M1, 16) V32(0,4)<1> V33(0,0)<1;1,0> 0x1:d"));
    rejects("region-bounds", "V32(0,0)<2>", kernel("", "mov (M1, 16) V32(0,0)<2> 0x1:d"));
    accepts(
        kernel(
            "", "add (M1, 8) V32(0,4)<1> V33(0,0)<1;1,0> 0x1:d", "mov (M1, 8) V32(0,0)<2> 0x1:d"));
  }

  @Test
  void sourceRegionAndOffsetStayInsideTheVariable() {
    rejects("region-bounds", "V33(2,0)", kernel("", "mov (M1, 1) V32(0,0)<1> V33(2,0)<0;1,0>"));
    rejects("region-bounds", "V33(1,0)", kernel("", "mov (M1, 16) V32(0,0)<1> V33(1,0)<1;1,0>"));
    rejects(
        "region-bounds",
        "V33(0,0)<16;8,1>",
        kernel("", "mov (M1, 16) V32(0,0)<1> V33(0,0)<16;8,1>"));
    accepts(
        kernel(
            "",
            "mov (M1, 8) V32(0,0)<1> V33(1,0)<1;1,0>",
            "mov (M1, 16) V32(0,0)<1> V33(0,0)<8;8,1>"));
  }

  @Test
  void aliasRegionsAreBoundedByTheAlias() {
    String alias = ".decl V40 v_type=G type=d num_elts=8 align=hword alias=<V32, 32>";
    rejects("region-bounds", "V40(0,0)", kernel(alias, "mov (M1, 16) V40(0,0)<1> 0x1:d"));
    accepts(kernel(alias, "mov (M1, 8) V40(0,0)<1> 0x1:d"));
  }

  @Test
  void columnOffsetStaysInItsRow() {
    rejects("region-bounds", "V32(0,8)", kernel("", "mov (M1, 1) V32(0,8)<1> 0x1:d"));
    accepts(kernel("", "mov (M1, 1) V32(1,0)<1> 0x1:d"));
  }

  @Test
  void rawOperandOffsetsStayInsideTheVariable() {
    String body = "svm_block_st (1) V32(0,0)<0;1,0> V33.%d";
    rejects("region-bounds", "V33.64", kernel("", String.format(body, 64)));
    accepts(kernel("", String.format(body, 32)));
  }

  @Test
  void rawOperandsStartOnARegister() {
    String alias = ".decl V40 v_type=G type=d num_elts=4 align=dword alias=<V32, 16>";
    rejects("raw-align", "V33.16", kernel("", "svm_block_st (1) V32(0,0)<0;1,0> V33.16"));
    rejects("raw-align", "V40.0", kernel(alias, "svm_block_st (1) V32(0,0)<0;1,0> V40.0"));
    String small = ".decl V41 v_type=G type=d num_elts=4 align=dword";
    accepts(
        kernel(
            small,
            "svm_block_st (1) V32(0,0)<0;1,0> V33.32",
            "svm_block_st (1) V32(0,0)<0;1,0> V41.4"));
  }

  @Test
  void regionParametersAreLegal() {
    rejects("region", "V33(0,0)<1;3,0>", kernel("", "mov (M1, 16) V32(0,0)<1> V33(0,0)<1;3,0>"));
    rejects("region", "V33(0,0)<3;1,0>", kernel("", "mov (M1, 1) V32(0,0)<1> V33(0,0)<3;1,0>"));
    rejects("region", "V33(0,0)<8;8,1>", kernel("", "mov (M1, 4) V32(0,0)<1> V33(0,0)<8;8,1>"));
    rejects("region", "V32(0,0)<3>", kernel("", "mov (M1, 4) V32(0,0)<3> 0x1:d"));
    accepts(kernel("", "mov (M1, 4) V32(0,0)<4> V33(0,0)<4;4,1>"));
  }

  @Test
  void destinationHorizontalStrideIsNotZero() {
    rejects("dst-stride", "V32(0,0)<0>", kernel("", "mov (M1, 8) V32(0,0)<0> 0x1:d"));
    rejects("dst-stride", "r[A0(0),0]<0>", kernel("", "mov (M1, 1) r[A0(0),0]<0>:d 0x1:d"));
    accepts(kernel("", "mov (M1, 8) V32(0,0)<1> 0x1:d", "mov (M1, 1) r[A0(0),0]<1>:d 0x1:d"));
  }

  @Test
  void addressElementsExist() {
    rejects("address-bounds", "A0(1)", kernel("", "addr_add (M1_NM, 1) A0(1)<1> &V32 0x4:uw"));
    rejects(
        "address-bounds", "r[A0(2),0]", kernel("", "mov (M1, 1) V32(0,0)<1> r[A0(2),0]<0;1,0>:d"));
    accepts(
        kernel(
            "",
            "addr_add (M1_NM, 1) A0(0)<1> &V32 0x4:uw",
            "mov (M1, 1) V32(0,0)<1> r[A0(0),0]<0;1,0>:d"));
  }
}
