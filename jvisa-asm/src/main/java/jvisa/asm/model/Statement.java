package jvisa.asm.model;

/** One entry of a function body: an instruction, a label, or a `.function` directive. */
public sealed interface Statement permits Instruction, LabelStmt, FunctionStmt {
  SourcePos pos();
}
