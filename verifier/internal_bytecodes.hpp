// HotSpot's own internal bytecodes (breakpoint and 0xcb-0xee), as far as its verifier sees them:
// the lengths its first pass steps over them by, and the names its VerifyError details print.
// jvmlab never executes them; they only decide which error a broken class file gets first.
#pragma once

#include <cstdint>
#include <span>

namespace jvmlab::verifier {

/// HotSpot's first pass over a method (ClassVerifier::generate_code_data on a RawBytecodeStream)
/// steps over breakpoint and HotSpot's internal bytecodes (0xcb-0xee: the quickened field
/// accesses, fast_aload_0 and friends, fast_invokevfinal, the fast switches, fast_aldc,
/// invokehandle, the nofast_ forms, _shouldnotreachhere of HotSpot's Bytecodes table) by
/// their lengths, so a method holding one has its StackMapTable decoded (and its format errors
/// reported) before the main pass rejects the instruction as "Bad instruction: xx". Returns such
/// an opcode's length in bytes at `bci` (< code.size()), -1 when it runs past the code, 0 for an
/// opcode that is not one of them. Thread-safe.
inline int internal_opcode_length(std::span<const uint8_t> code, int bci) {
  const int op = code[size_t(bci)];
  // breakpoint (0xca): the stream asks the method for the original bytecode, and a method with no
  // breakpoint set answers _shouldnotreachhere, one byte long.
  if (op == 0xca) return 1;
  if (op < 0xcb || op > 0xee) return 0;
  if (op == 0xe4 || op == 0xe5) {  // fast_linearswitch, fast_binaryswitch: laid out as lookupswitch
    const int base = (bci + 4) & ~3;
    if (base + 8 >= int(code.size())) return -1;
    const auto at = [&](int i) { return uint32_t(code[size_t(base + i)]); };
    const int64_t npairs = int32_t(at(4) << 24 | at(5) << 16 | at(6) << 8 | at(7));
    const int64_t len = (base - bci) + (2 + 2 * npairs) * 4;
    return len > 0 && len <= int64_t(code.size()) - bci ? int(len) : -1;
  }
  // 0xcb-0xe3 then 0xe6-0xee, in HotSpot's order (switches above).
  static constexpr int8_t kLength[] = {
      3, 3, 3, 3, 3, 3, 3, 3,     // fast_[abcdfils]getfield
      3, 3, 3, 3, 3, 3, 3, 3, 3,  // fast_[abzcdfils]putfield
      1, 4, 4, 4,                 // fast_aload_0, fast_[iaf]access_0
      2, 4, 3,                    // fast_iload, fast_iload2, fast_icaload
      3,                          // fast_invokevfinal
      0, 0,                       // the two fast switches (above)
      2, 3,                       // fast_aldc, fast_aldc_w
      1,                          // return_register_finalizer
      3,                          // invokehandle
      3, 3, 1, 2,                 // nofast_getfield, nofast_putfield, nofast_aload_0, nofast_iload
      1,                          // _shouldnotreachhere
  };
  static_assert(sizeof kLength == 0xee - 0xcb + 1);
  const int len = kLength[op - 0xcb];
  return bci + len <= int(code.size()) ? len : -1;
}


/// HotSpot's name of internal bytecode `op` (0xca-0xee) as its VerifyError details print it
/// ("fast_agetfield"), null for any other opcode. Thread-safe.
inline const char* internal_opcode_name(int op) {
  static constexpr const char* kName[] = {
      "breakpoint", "fast_agetfield", "fast_bgetfield", "fast_cgetfield", "fast_dgetfield",
      "fast_fgetfield", "fast_igetfield", "fast_lgetfield", "fast_sgetfield", "fast_aputfield",
      "fast_bputfield", "fast_zputfield", "fast_cputfield", "fast_dputfield", "fast_fputfield",
      "fast_iputfield", "fast_lputfield", "fast_sputfield", "fast_aload_0", "fast_iaccess_0",
      "fast_aaccess_0", "fast_faccess_0", "fast_iload", "fast_iload2", "fast_icaload",
      "fast_invokevfinal", "fast_linearswitch", "fast_binaryswitch", "fast_aldc", "fast_aldc_w",
      "return_register_finalizer", "invokehandle", "nofast_getfield", "nofast_putfield",
      "nofast_aload_0", "nofast_iload", "_shouldnotreachhere",
  };
  static_assert(sizeof kName / sizeof kName[0] == 0xee - 0xca + 1);
  return op >= 0xca && op <= 0xee ? kName[op - 0xca] : nullptr;
}

}  // namespace jvmlab::verifier
