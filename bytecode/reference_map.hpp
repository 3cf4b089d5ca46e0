// Reference maps for interpreter frames: which locals and operand-stack slots hold references at
// each bytecode index of a method, computed once by dataflow analysis over the original bytecode
// (precise frames without slot tags). Does not walk frames (runtime/frames/stack_walker.hpp)
// and does not verify bytecode.
//
// Model (the idea of HotSpot's GenerateOopMap / the JVMS §4.10.2 inference verifier, reduced to
// what a collector needs). Each local and stack slot has one of four kinds:
//
//                 top          <- unset, or paths disagree ("conflict")
//             /    |     \    .
//        value    ref    retaddr(s)        value  = int, float, either half of long/double
//             \    |     /                 ref    = reference, null, or an uninitialized object
//               (unreached)                         from `new` / `this` in <init> (already allocated)
//                                          retaddr(s) = jsr return address into subroutine s
//
// Meet of two different kinds is top, so a slot that is a reference on one path and an int on
// another (javac reuses slots across scopes) is NOT reported: such a slot is dead for verified
// code, because no instruction may read it as a reference there.
//
//   entry state     locals = receiver + parameters by descriptor, rest top; stack empty
//   branch target   meet of the states flowing in
//   handler entry   locals = meet over the entry states of every covered instruction,
//                   stack  = [ref] (the exception)
//   jsr s           pushes retaddr(s), goes to s
//   ret n           (local n = retaddr(s)) to the return point of every `jsr s`, with the locals
//                   the subroutine may write taken from the ret state and all others from the
//                   state at that jsr (the type-inference verifier's rule, JVMS §4.10.2.5).
//
// Units: a bci is a byte offset in the method's code; local and stack indices count 64-bit Slots
// (long/double take two, the value in the lower one: JVMS §2.6.1, interpreter.cpp); stack index
// 0 is the bottom of the operand stack (Frame::stack_base[0]).
#pragma once

#include <atomic>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace jvmlab {

struct Method;
namespace classfile {
struct ClassFile;
struct MethodInfo;
}  // namespace classfile

/// The reference map of one method: for every reachable instruction start, the operand-stack
/// depth and which local and stack slots hold references before that instruction executes.
/// Immutable once built, so any number of threads (mutators, GC workers, JIT) may read it.
class ReferenceMap {
 public:
  /// Where a reported slot lives.
  enum class Area : uint8_t { Local, Stack };

  /// The map of `m`, computed on first use from the original bytecode (`m->info->code`, never
  /// the quickened `m->code`, so the interpreter's rewriting cannot race with the analysis) and
  /// cached in `m->reference_map`. Never null; for a method without code (native, abstract) or
  /// with malformed code the map is empty and `ok()` is false for the latter.
  /// Thread-safe and lock-free: concurrent first callers may each compute a map; one CAS
  /// publishes the winner, the others free theirs. Published maps live until process exit
  /// (jvmlab never unloads classes). Cost: one pass per block until a fixpoint, then one
  /// recording pass; memory about (max_locals + max_stack) / 8 bytes per instruction.
  static const ReferenceMap* of(Method* m);

  /// Computes the map of `method` of class `cf` (its constant pool supplies field, method and
  /// constant types). Pure and thread-safe; does not cache. Used by `of`, by tests and by the JIT.
  static std::unique_ptr<ReferenceMap> compute(const classfile::ClassFile& cf,
                                               const classfile::MethodInfo& method);

  /// False when the bytecode could not be analysed (undefined opcode, branch into the middle
  /// of an instruction, stack under/overflow, inconsistent stack depths at a merge, a local
  /// index out of range, control falling off the end): then `error()` says what and where and
  /// no bci is reachable.
  bool ok() const { return error_.empty(); }
  const std::string& error() const { return error_; }

  /// True if `bci` is the start of an instruction the analysis reached from the method entry or
  /// a handler. A live frame is always at a reachable bci.
  bool reachable(int bci) const { return entry_index(bci) >= 0; }
  /// Operand-stack depth in slots before the instruction at `bci`, or -1 if unreachable.
  int stack_depth(int bci) const;
  /// True if local `index` holds a reference before the instruction at `bci`.
  bool local_is_reference(int bci, int index) const;
  /// True if operand-stack slot `index` (0 = bottom) holds a reference before `bci`.
  bool stack_is_reference(int bci, int index) const;

  /// Calls `f(Area, int index)` for every local and every operand-stack slot below
  /// `stack_depth` that holds a reference at `bci`, locals first, each in increasing order.
  /// `stack_depth` is the frame's current depth (Frame::sp - Frame::stack_base): a caller frame
  /// stopped at an invoke has already given its arguments to the callee (they are the callee's
  /// locals), so its depth is below the depth before the invoke; slots at or above the depth
  /// before the instruction are never reported. Nothing is reported for an unreachable bci.
  template <typename Fn>
  void for_each_reference(int bci, int stack_depth, Fn&& f) const {
    const int e = entry_index(bci);
    if (e < 0) return;
    const uint64_t* w = &bits_[size_t(e) * words_];
    for (int i = 0; i < max_locals_; i++) {
      if (w[i >> 6] >> (i & 63) & 1) f(Area::Local, i);
    }
    const int depth = stack_depth < int(depths_[e]) ? stack_depth : int(depths_[e]);
    for (int i = 0; i < depth; i++) {
      const int b = max_locals_ + i;
      if (w[b >> 6] >> (b & 63) & 1) f(Area::Stack, i);
    }
  }

  int max_locals() const { return max_locals_; }
  int max_stack() const { return max_stack_; }
  /// Number of reachable instruction starts recorded.
  size_t entry_count() const { return bcis_.size(); }
  /// Bytes of memory the map uses, for stats.
  size_t memory_bytes() const;
  /// True if a jsr subroutine is entered from call sites that disagree on a local the
  /// subroutine does not write (a reference at one `jsr`, a value at another). Inside the
  /// subroutine that local is then top and not reported although it may hold a reference that
  /// is used after the return: HotSpot splits such locals (GenerateOopMap's "rewrite
  /// conflicts"); jvmlab does not. Only class files older than version 51 may contain jsr.
  bool has_jsr_conflict() const { return jsr_conflict_; }

 private:
  friend class ReferenceMapBuilder;
  ReferenceMap() = default;
  /// Index of `bci` in bcis_, or -1.
  int entry_index(int bci) const;

  int max_locals_ = 0;
  int max_stack_ = 0;
  int words_ = 1;                // 64-bit words per entry: max_locals + max_stack bits
  std::vector<uint16_t> bcis_;   // reachable instruction starts, increasing
  std::vector<uint16_t> depths_; // stack depth before each of them
  std::vector<uint64_t> bits_;   // per entry: locals bits [0, max_locals), then stack bits
  bool jsr_conflict_ = false;
  std::string error_;
};

}  // namespace jvmlab
