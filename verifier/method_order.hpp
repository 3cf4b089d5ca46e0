// The order in which the verifier visits a class's methods (HotSpot's, approximated). Orders only;
// checks nothing.
#pragma once

#include <vector>

#include "classfile/class_file.hpp"

namespace jvmlab::verifier {

/// The methods of `cf` in the order java 17 verifies them, so that a class with faults in several
/// methods fails with the same method's error as java. HotSpot verifies the InstanceKlass's
/// methods array, which ClassFileParser sorts by the address of the name Symbol
/// (Method::sort_methods, method_comparator: Symbol::fast_compare). With the default CDS archive,
/// names already in the archive (<init>, <clinit>, main, run, toString, ...) come first, in
/// archive order; fresh names are made as the constant pool is parsed and come after, roughly in
/// constant-pool order. Approximation: a fixed table of archived names measured with java 17,
/// then the other names by the index of their first Utf8 entry; methods of one name keep their
/// class-file order. (With -Xshare:off java's order differs; not modelled.)
/// Returns pointers into cf.methods, all of them, each once. Pure; thread-safe.
std::vector<const classfile::MethodInfo*> verification_order(const classfile::ClassFile& cf);

}  // namespace jvmlab::verifier
